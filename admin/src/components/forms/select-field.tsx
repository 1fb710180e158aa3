import { type ReactNode, type Ref, type SelectHTMLAttributes, useMemo } from 'react';
import { Field } from '@admin/components/ui/field';
import { Select } from '@admin/components/ui/select';
import { timeZones } from '@admin/lib/zoned-time';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  ref?: Ref<HTMLSelectElement>;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
};

/** A labelled drop-down with its hint and error (register it like an input). */
export function SelectField({ label, hint, error, options, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <Select {...select} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The time zones this browser knows as a drop-down, the saved one (`current`) always among them. */
export function TimeZoneField({
  current,
  ...field
}: Omit<SelectFieldProps, 'options'> & { current: string }) {
  const options = useMemo(
    () => timeZones(current).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
    [current],
  );
  return <SelectField {...field} options={options} />;
}
