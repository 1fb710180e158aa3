import type { ReactNode, SyntheticEvent } from 'react';

interface FormShellProps {
  name: string;
  busy: boolean;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The frame of a public form: validated by the island (noValidate), busy while sending. */
export function FormShell({ name, busy, onSubmit, children }: FormShellProps) {
  return (
    <form noValidate data-form={name} aria-busy={busy} onSubmit={onSubmit} className="relative space-y-6">
      <p className="text-sm text-ink-600">
        Fields marked <span className="font-semibold text-red-700">*</span> are required.
      </p>
      {children}
    </form>
  );
}
