import { sendPasswordReset } from '@admin/lib/admin-users';
import { supabase } from '@admin/lib/supabase';
import { passwordPageUrl } from './redirect';
import { useStaffMutation } from './staff-mutation';

export const useSendPasswordReset = () =>
  useStaffMutation({
    run: (userId: string) => sendPasswordReset(supabase, userId, passwordPageUrl()),
    success: (user) => ({
      title: 'Password reset sent',
      description: `${user.email} will get an email to choose a new password.`,
    }),
    failureTitle: 'Could not send the password reset',
  });
