import { deleteStaff } from '@admin/lib/admin-users';
import { supabase } from '@admin/lib/supabase';
import { useStaffMutation } from './staff-mutation';

export const useDeleteStaff = () =>
  useStaffMutation({
    run: (userId: string) => deleteStaff(supabase, userId),
    success: (user) => ({ title: 'User deleted', description: `${user.email} no longer has an account.` }),
    failureTitle: 'Could not delete the user',
  });
