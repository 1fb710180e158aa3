import { type SyntheticEvent, type FormHTMLAttributes, useRef } from 'react';
import { useSaveShortcut } from './use-save-shortcut';

interface EditorFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** react-hook-form's `handleSubmit(save)` (or `useSavingForm`'s `onSubmit`). */
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => Promise<unknown>;
}

/** An editing form: validated by its schema rather than the browser, saved by Ctrl+S as by its button. */
export function EditorForm({ onSubmit, children, ...props }: EditorFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  useSaveShortcut(ref);
  return (
    <form ref={ref} noValidate onSubmit={(event) => void onSubmit(event)} {...props}>
      {children}
    </form>
  );
}
