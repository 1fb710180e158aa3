import { FileUp } from 'lucide-react';
import { Controller, type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { Field, TextField } from '@admin/components/ui/field';
import { FILE_TYPE_KEYS, FILE_TYPES, formatBytes, MAX_FILE_BYTES } from './resource-file';
import type { ResourceForm } from './resource-schema';

interface ResourceSourceFieldProps {
  control: Control<ResourceForm>;
  register: UseFormRegister<ResourceForm>;
  errors: FieldErrors<ResourceForm>;
  /** The fraction uploaded so far while saving, or null. */
  progress: number | null;
}

const ACCEPT = FILE_TYPE_KEYS.map((type) => `.${type}`).join(',');
const SELECT =
  'block h-10 w-full rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 aria-[invalid=true]:border-red-600';

/** The resource's one source: a file uploaded to the downloads bucket, or a link to one elsewhere. */
export function ResourceSourceField({ control, register, errors, progress }: ResourceSourceFieldProps) {
  const [source, existing] = useWatch({ control, name: ['source', 'existing_file_path'] });
  return (
    <fieldset className="space-y-3 rounded-lg border border-ink-200 p-4">
      <legend className="px-1 text-sm font-medium text-ink-900">File</legend>
      <div className="flex flex-wrap gap-4 text-sm text-ink-900">
        {(['upload', 'link'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" value={value} {...register('source')} />
            {value === 'upload' ? 'Upload a file' : 'Link to a file elsewhere'}
          </label>
        ))}
      </div>
      {source === 'upload' ? (
        <Controller
          control={control}
          name="file"
          render={({ field, fieldState }) => (
            <Field
              label={existing ? 'Replace the file' : 'File to upload'}
              hint={
                field.value
                  ? `${field.value.name}, ${formatBytes(field.value.size)}`
                  : existing
                    ? `Now: ${existing}. Choose a file only to replace it.`
                    : `PDF, Word, Excel, ZIP or RAR, up to ${formatBytes(MAX_FILE_BYTES)}.`
              }
              error={fieldState.error?.message}
            >
              {(controlProps) => (
                <div className="flex items-center gap-3">
                  <FileUp className="h-5 w-5 shrink-0 text-ink-600" aria-hidden="true" />
                  <input
                    type="file"
                    accept={ACCEPT}
                    className="block w-full text-sm text-ink-900 file:mr-3 file:rounded-lg file:border file:border-ink-200 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                    {...controlProps}
                  />
                </div>
              )}
            </Field>
          )}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <TextField
            label="Link"
            type="url"
            placeholder="https://…"
            error={errors.external_url?.message}
            {...register('external_url')}
          />
          <Field label="File type" error={errors.link_file_type?.message}>
            {(controlProps) => (
              <select className={SELECT} {...controlProps} {...register('link_file_type')}>
                <option value="">Choose…</option>
                {FILE_TYPE_KEYS.map((type) => (
                  <option key={type} value={type}>
                    {FILE_TYPES[type].label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      )}
      {progress !== null && (
        <div className="space-y-1">
          <label className="block text-sm text-ink-800">
            Uploading… {Math.round(progress * 100)}%
            <progress className="mt-1 block w-full" max={1} value={progress} />
          </label>
        </div>
      )}
    </fieldset>
  );
}
