import { useId } from 'react';

interface FileInputProps {
  label: string;
  /** The input's `accept`, e.g. ".csv,text/csv". */
  accept: string;
  /** Why the last file chosen cannot be used. */
  problem: string | null;
  problemTestId?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** A labelled file input with the reason the last file was refused; the same file may be chosen again. */
export function FileInput({
  label,
  accept,
  problem,
  problemTestId,
  disabled = false,
  onFile,
}: FileInputProps) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
        className="block w-full text-sm text-ink-900 file:mr-3 file:rounded-lg file:border file:border-ink-200 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
      />
      {problem && (
        <p
          id={`${inputId}-error`}
          role="alert"
          className="text-sm font-medium text-red-700"
          data-testid={problemTestId}
        >
          {problem}
        </p>
      )}
    </>
  );
}
