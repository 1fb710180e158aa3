/**
 * Turns a refused or failed request into a toast a visitor understands: the database's own words
 * for a rate limit (they are written for visitors), the field for a failed CHECK, a plain sentence
 * for everything else. Nothing technical reaches the screen.
 */
import type { ToastInput } from '../toast-store.ts';
import {
  FAILURE_MESSAGES,
  FAILURE_TITLES,
  FIELD_NAMES,
  fieldNotAccepted,
  type FormName,
} from './messages.ts';

/** A PostgREST response's failure as postgrest-js returns it (status 0: the request never got an answer). */
export interface RequestFailure {
  status: number;
  error: { code: string; message: string };
}

/** A refused or failed upload: API errors carry the HTTP status, network failures none. */
export interface UploadFailure {
  status?: number | undefined;
  message: string;
}

const RATE_LIMITED = 'PT429';
const CHECK_VIOLATION = '23514';
const NOT_ACCEPTED_CODES = new Set(['22P02', '23502', '22001', '22007', '22008', '22023', '22P05']);
const POLICY_VIOLATION = '42501';

const failed = (form: FormName, description: string): ToastInput => ({
  title: FAILURE_TITLES[form],
  description,
  variant: 'destructive',
});

/** The column a CHECK constraint named `<table>_<column>_check` guards, if it says. */
function checkedColumn(message: string): string | undefined {
  const constraint = /constraint "([a-z_]+)"/.exec(message)?.[1] ?? '';
  const match = /^(?:contact_submissions|job_applications)_([a-z_]+)_check$/.exec(constraint);
  return match?.[1];
}

function notAccepted(message: string): string {
  const column = checkedColumn(message);
  const field = column === undefined ? undefined : FIELD_NAMES[column];
  return field ? fieldNotAccepted(field) : FAILURE_MESSAGES.notAccepted;
}

/** The toast for an insert the API refused or never answered. */
export function insertFailureToast(form: FormName, failure: RequestFailure): ToastInput {
  const { status, error } = failure;
  if (status === 0) return failed(form, FAILURE_MESSAGES.network);
  if (error.code === RATE_LIMITED) return failed(form, error.message.trim() || FAILURE_MESSAGES.rateLimited);
  if (status === 429) return failed(form, FAILURE_MESSAGES.rateLimited);
  if (error.code === CHECK_VIOLATION) return failed(form, notAccepted(error.message));
  if (NOT_ACCEPTED_CODES.has(error.code)) return failed(form, FAILURE_MESSAGES.notAccepted);
  if (error.code === POLICY_VIOLATION) {
    if (form === 'job_application') return failed(form, FAILURE_MESSAGES.jobClosed);
    return failed(form, FAILURE_MESSAGES.notAccepted);
  }
  return failed(form, FAILURE_MESSAGES.unexpected);
}

/** The toast for a résumé upload the storage API refused or never answered. */
export function uploadFailureToast(failure: UploadFailure): ToastInput {
  const { status } = failure;
  if (status === undefined || status === 0) return failed('job_application', FAILURE_MESSAGES.network);
  if (status === 413) return failed('job_application', FAILURE_MESSAGES.resumeTooLarge);
  if (status === 415) return failed('job_application', FAILURE_MESSAGES.resumeType);
  // Hosted Storage answers the database's PT429 as a DatabaseError ("database error, code: PT429").
  if (status === 429 || failure.message.includes(RATE_LIMITED))
    return failed('job_application', FAILURE_MESSAGES.rateLimited);
  return failed('job_application', FAILURE_MESSAGES.resumeUpload);
}

/** The toast when sending threw instead of answering (a bug or a browser quirk, not the API). */
export const unexpectedFailureToast = (form: FormName): ToastInput =>
  failed(form, FAILURE_MESSAGES.unexpected);
