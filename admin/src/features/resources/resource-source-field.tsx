import { FileUp } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { formatBytes } from '@admin/components/media/media-files';
import { Field } from '@admin/components/ui/field';
import { FormSelect, FormText } from '@admin/components/content-resource/form-fields';
import { FILE_TYPE_KEYS, FILE_TYPE_LABELS } from './resource-file';
import type { ResourceForm } from './resource-schema';

/** The fraction of the file uploaded so far while a save uploads it, or null. */
let progress: number | null = null;
const listeners = new Set<() => void>();

export function setUploadProgress(fraction: number | null): void {
  progress = fraction;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const ACCEPT = FILE_TYPE_KEYS.map((type) => `.${type}`).join(',');

/** The resource's one source: a file uploaded to the downloads bucket, or a link to one elsewhere. */
export function ResourceSourceField() {
  const { control, register } = useFormContext<ResourceForm>();
  const [source, existing] = useWatch({ control, name: ['source', 'existing_file_path'] });
  const uploaded = useSyncExternalStore(subscribe, () => progress);
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
                    : 'PDF, Word, Excel, ZIP or RAR, up to 25 MB.'
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
          <FormText name="external_url" label="Link" type="url" placeholder="https://…" />
          <FormSelect
            name="link_file_type"
            label="File type"
            labels={{ '': 'Choose…', ...FILE_TYPE_LABELS }}
          />
        </div>
      )}
      {uploaded !== null && (
        <div className="space-y-1">
          <label className="block text-sm text-ink-800">
            Uploading… {Math.round(uploaded * 100)}%
            <progress className="mt-1 block w-full" max={1} value={uploaded} />
          </label>
        </div>
      )}
    </fieldset>
  );
}
