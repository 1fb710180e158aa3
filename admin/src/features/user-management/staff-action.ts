import type { StaffUser } from '@admin/lib/admin-users';

/** What an admin chose from a row's menu; the page opens the matching dialog. */
export type StaffActionKind = 'role' | 'reset' | 'resend' | 'disable' | 'enable' | 'delete';

export interface StaffAction {
  kind: StaffActionKind;
  user: StaffUser;
}
