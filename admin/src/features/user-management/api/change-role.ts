import { type RoleChoice, setStaffRole } from '@admin/lib/admin-users';
import { supabase } from '@admin/lib/supabase';
import { useStaffMutation } from './staff-mutation';

const ROLE_WORDS: Record<RoleChoice, string> = {
  admin: 'is now an admin',
  editor: 'is now an editor',
  none: 'no longer has a role',
};

export const useChangeRole = () =>
  useStaffMutation({
    run: ({ userId, role }: { userId: string; role: RoleChoice }) => setStaffRole(supabase, userId, role),
    success: (user, { role }) => ({
      title: 'Role changed',
      description: `${user.email} ${ROLE_WORDS[role]}.`,
    }),
    failureTitle: 'Could not change the role',
  });
