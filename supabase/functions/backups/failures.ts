import { failureClass, sharedFailures } from '../_shared/failures.ts';
import { type BackupsErrorCode, ERROR_STATUS } from './contract.ts';

/** A refusal with one of this function's codes (see contract.ts), answered with the code's status. */
export const Failure = failureClass((code: BackupsErrorCode) => ERROR_STATUS[code]);

export const failures = {
  ...sharedFailures,
  notSignedIn: () => new Failure('not_signed_in', 'Sign in to manage backups.'),
  forbidden: () => new Failure('forbidden', 'Only admins can manage backups.'),
  mfaRequired: () =>
    new Failure('mfa_required', 'Admins must sign in with two-factor authentication to manage backups.'),
  serviceRoleOnly: () =>
    new Failure('forbidden', 'Scheduled backups are made by the local stack with the service role.'),
  notFound: () => new Failure('backup_not_found', 'There is no such backup.'),
  fileMissing: (path: string) =>
    new Failure('backup_not_found', `The backup file ${path} is not in storage.`),
  exists: () => new Failure('backup_exists', 'This file is already registered as a backup.'),
  invalid: (reason: string) => new Failure('backup_invalid', `This is not a usable backup: ${reason}`),
  tampered: () =>
    new Failure(
      'backup_tampered',
      'This backup was changed after it was made (its SHA-256 does not match), so it cannot be trusted.',
    ),
  newerSchema: (theirs: string, ours: string) =>
    new Failure(
      'backup_newer_schema',
      `This backup comes from a newer version of the site (schema ${theirs}); this database is at ${ours}. Update the site before restoring it.`,
    ),
  tooLarge: () =>
    new Failure(
      'backup_too_large',
      'This backup is larger than the API accepts in one request (REQUEST_BODY_LIMIT locally): raise the limit to restore it.',
    ),
};
