import { useId } from 'react';

interface ChooseFileProps {
  /** Why the last file chosen cannot be imported. */
  problem: string | null;
  onFile: (file: File) => void;
}

/** The "CSV file" input, with the reason the last file was refused. */
export function ChooseFile({ problem, onFile }: ChooseFileProps) {
  const inputId = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-ink-900">
        CSV file
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
        }}
        className="block w-full text-sm text-ink-900 file:mr-3 file:rounded-lg file:border file:border-ink-200 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
      />
      {problem && (
        <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
