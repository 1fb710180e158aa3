import type { Area, StaffRole } from '../../config/areas';
import type { Aal } from './aal';

export interface StaffAccess {
  role: StaffRole | null;
  aal: Aal | null;
  hasVerifiedFactor: boolean;
  /** site_settings.require_admin_mfa: admin rights need an aal2 session. */
  requireAdminMfa: boolean;
}

export type AccessDecision =
  | 'allow'
  /** No staff role, or not the role the area needs. */
  | 'unauthorized'
  /** Enrolled in two-factor but this session has not passed the second step. */
  | 'verify-mfa'
  /** An admin area while the setting requires two-factor and none is set up. */
  | 'enrol-mfa';

/**
 * Whether the signed-in user may open a page that needs `required` (an area's role). Mirrors the
 * database: has_role() is false without aal2 for a user with a verified factor, and has_role('admin')
 * also when require_admin_mfa is set.
 */
export function accessTo(required: Pick<Area, 'role'>, access: StaffAccess): AccessDecision {
  if (!access.role) return 'unauthorized';
  if (access.hasVerifiedFactor && access.aal !== 'aal2') return 'verify-mfa';
  if (required.role === 'editor') return 'allow';
  if (access.role !== 'admin') return 'unauthorized';
  if (access.requireAdminMfa && !access.hasVerifiedFactor) return 'enrol-mfa';
  return 'allow';
}
