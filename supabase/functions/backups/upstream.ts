import type { PostgrestError } from '@supabase/supabase-js';
import { Failure, failures } from './failures.ts';

const NEWER_SCHEMA = /newer version of the site/i;

/** A database refusal as a Failure the admin can act on; anything else stays an error (a 500). */
export function fromDatabase(error: PostgrestError): Error {
  if (error.code === '42501') return failures.forbidden();
  if (error.code === 'PGRST413') return failures.tooLarge();
  if (error.code === '22023' && NEWER_SCHEMA.test(error.message))
    return new Failure('backup_newer_schema', error.message);
  // restore_backup explains what it refuses in words meant for the admin.
  if (error.code === '22023') return new Failure('backup_invalid', error.message);
  // Bad values and broken constraints come from the backup's rows: the backup does not fit.
  if (error.code.startsWith('22') || error.code.startsWith('23'))
    return failures.invalid(`the database refused its data (${error.message}).`);
  return new Error(`The database refused the request: ${error.code} ${error.message}`);
}

/** A storage refusal as an Error (storage refusals the admin can act on are handled where they happen). */
export function fromStorage(error: { message: string }, doing: string): Error {
  return new Error(`Storage refused to ${doing}: ${error.message}`);
}
