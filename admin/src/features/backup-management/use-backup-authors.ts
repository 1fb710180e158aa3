import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import type { Backup } from './api/list-backups';
import { useStaffEmails } from './api/staff-emails';

/** Names who made each listed backup: "You", a colleague's email, or "Automatic" for the daily ones. */
export function useBackupAuthors(rows: readonly Backup[]): (backup: Backup) => string {
  const me = useCurrentStaff().session.user.id;
  const others = rows.flatMap((row) => (row.created_by && row.created_by !== me ? [row.created_by] : []));
  const emails = useStaffEmails(others);
  return (backup) => {
    if (backup.created_by === me) return 'You';
    // Only admins can make or upload backups; the email is shown once the staff list has loaded.
    if (backup.created_by) return emails.data?.get(backup.created_by) ?? 'An admin';
    return backup.kind === 'daily' || backup.kind === 'weekly' ? 'Automatic' : 'A deleted account';
  };
}
