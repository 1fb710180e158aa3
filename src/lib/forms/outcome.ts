import type { ToastInput } from '../toast-store.ts';

/** Where every form sends the visitor once it is stored. */
export const THANK_YOU_PATH = '/thank-you';

/**
 * Stored, or not with the toast that says why (the form keeps what was typed); no toast when the
 * form itself shows why, next to the field concerned.
 */
export type SubmitOutcome = { ok: true } | { ok: false; toast?: ToastInput };
