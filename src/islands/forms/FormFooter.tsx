import type { ReactNode } from 'react';
import { SubmitButton } from './SubmitButton.tsx';

interface FormFooterProps {
  /** What happens after sending, beside the button. */
  note: ReactNode;
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}

/** The last row of a public form: a short note and the submit button. */
export function FormFooter({ note, busy, label, busyLabel, className = '' }: FormFooterProps) {
  return (
    <div className={`flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between ${className}`.trim()}>
      <p className="text-sm text-ink-600">{note}</p>
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} />
    </div>
  );
}
