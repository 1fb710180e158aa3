import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { EditorForm } from '@admin/components/forms/editor-form';
import type { SavingForm } from '@admin/components/forms/use-saving-form';
import { Button } from '@admin/components/ui/button';
import { SectionCard } from '@admin/components/ui/section-card';

interface SettingsFormCardProps<Input extends FieldValues, Values> {
  title: string;
  /** `useSavingForm`'s form: the button saves it, and is off until something changed. */
  saving: SavingForm<Input, Values>;
  submitLabel: string;
  children: ReactNode;
  /** Beside the form: how the change will look, as typed. */
  preview?: ReactNode;
}

/** A settings section: its fields, saved on their own with one button. */
export function SettingsFormCard<Input extends FieldValues, Values>({
  title,
  saving: { form, onSubmit, saving },
  submitLabel,
  children,
  preview,
}: SettingsFormCardProps<Input, Values>) {
  const fields = (
    <EditorForm onSubmit={onSubmit} className="space-y-4">
      {children}
      <Button type="submit" pending={saving} disabled={!form.formState.isDirty}>
        {submitLabel}
      </Button>
    </EditorForm>
  );
  return (
    <SectionCard title={title}>
      {preview ? (
        <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
          {fields}
          {preview}
        </div>
      ) : (
        fields
      )}
    </SectionCard>
  );
}
