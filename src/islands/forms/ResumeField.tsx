import type { UseFormRegisterReturn } from 'react-hook-form';
import { RESUME_ACCEPT } from '../../lib/forms/resume.ts';
import { Field } from './Field.tsx';

/** The résumé file input; its files are the field's value (the browser keeps them after a failed send). */
export function ResumeField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <Field id="job-resume" label="Résumé" required hint="PDF, DOC or DOCX, up to 10 MB" error={error}>
      {(a11y) => (
        <input
          {...a11y}
          {...registration}
          type="file"
          accept={RESUME_ACCEPT}
          className={`block w-full rounded-xl border bg-white px-3 py-2.5 text-sm text-ink-700 shadow-sm outline-none transition file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-bold file:text-brand-800 hover:file:bg-brand-100 focus-visible:ring-2 ${
            error
              ? 'border-red-600 focus-visible:ring-red-600/25'
              : 'border-ink-200 focus-visible:border-brand-600 focus-visible:ring-brand-600/30'
          }`}
        />
      )}
    </Field>
  );
}
