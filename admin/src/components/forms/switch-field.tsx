import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Switch } from '@admin/components/ui/switch';

interface SwitchFieldProps<Input extends FieldValues, Values> {
  control: Control<Input, unknown, Values>;
  /** A boolean field of the form. */
  name: FieldPathByValue<Input, boolean>;
  label: string;
  description?: string;
}

/** A form's on/off field as a switch. */
export function SwitchField<Input extends FieldValues, Values>({
  control,
  name,
  label,
  description,
}: SwitchFieldProps<Input, Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          {...(description ? { description } : {})}
          checked={field.value}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}
