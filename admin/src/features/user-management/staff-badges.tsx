import type { StaffUser } from '@admin/lib/admin-users';
import { Badge } from '@admin/components/ui/badge';

export function RoleBadge({ role }: { role: StaffUser['role'] }) {
  if (role === null) return <span className="text-ink-700">No role</span>;
  return <Badge tone={role === 'admin' ? 'brand' : 'neutral'}>{role === 'admin' ? 'Admin' : 'Editor'}</Badge>;
}

export function StatusBadge({ user }: { user: StaffUser }) {
  if (user.disabled) return <Badge tone="danger">Disabled</Badge>;
  if (user.invitePending) return <Badge tone="warning">Invite pending</Badge>;
  return <Badge tone="success">Active</Badge>;
}

export function TwoFactorBadge({ enabled }: { enabled: boolean }) {
  return enabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>;
}
