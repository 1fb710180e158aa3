import { disableStaff, enableStaff } from '@admin/lib/admin-users';
import { supabase } from '@admin/lib/supabase';
import { useStaffMutation } from './staff-mutation';

export const useDisableStaff = () =>
  useStaffMutation({
    run: (userId: string) => disableStaff(supabase, userId),
    success: (user) => ({ title: 'Account disabled', description: `${user.email} can no longer sign in.` }),
    failureTitle: 'Could not disable the account',
  });

export const useEnableStaff = () =>
  useStaffMutation({
    run: (userId: string) => enableStaff(supabase, userId),
    success: (user) => ({ title: 'Account enabled', description: `${user.email} can sign in again.` }),
    failureTitle: 'Could not enable the account',
  });
