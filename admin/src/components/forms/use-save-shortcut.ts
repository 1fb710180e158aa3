import { type RefObject, useEffect, useRef } from 'react';

interface Editor {
  form: RefObject<HTMLFormElement | null>;
  disabled: boolean;
}

/** The editors on screen; the page may hold several (settings) and a dialog may hold one. */
const editors = new Set<Editor>();

const isSaveKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's';

/** The editor the keys are for: the one holding the focus, else the only one outside any other dialog. */
function targetEditor(): HTMLFormElement | null {
  const focus = document.activeElement;
  const forms = [...editors].flatMap((editor) => (editor.form.current ? [editor.form.current] : []));
  const focused = forms.find((form) => form.contains(focus));
  if (focused) return focused;
  const [only] = forms;
  const dialog = focus?.closest('[role="dialog"], [role="alertdialog"]');
  return forms.length === 1 && only && (!dialog || dialog.contains(only)) ? only : null;
}

function onKeyDown(event: KeyboardEvent): void {
  if (!isSaveKey(event)) return;
  // Never the browser's "Save page as" over an editor, even while a save runs.
  event.preventDefault();
  if (event.repeat) return;
  const form = targetEditor();
  const editor = [...editors].find((candidate) => candidate.form.current === form);
  if (!form || !editor || editor.disabled) return;
  // What Enter in a field does: the form's default button, unless it is disabled (unchanged, saving).
  const button = [...form.elements].find(
    (element): element is HTMLButtonElement | HTMLInputElement =>
      (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
      element.type === 'submit',
  );
  if (button?.disabled) return;
  form.requestSubmit(button);
}

/**
 * Ctrl+S (⌘S on a Mac) saves the editor whose `<form>` this is: it submits the form as its own
 * save button would, unless `disabled` (a save running, nothing to save).
 */
export function useSaveShortcut(form: RefObject<HTMLFormElement | null>, { disabled = false } = {}): void {
  const editor = useRef<Editor>({ form, disabled });
  useEffect(() => {
    editor.current.disabled = disabled;
  }, [disabled]);
  useEffect(() => {
    const current = editor.current;
    if (editors.size === 0) window.addEventListener('keydown', onKeyDown);
    editors.add(current);
    return () => {
      editors.delete(current);
      if (editors.size === 0) window.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
