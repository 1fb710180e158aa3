import { resendInvite } from '@admin/lib/admin-users';
import { supabase } from '@admin/lib/supabase';
import { passwordPageUrl } from './redirect';
import { useStaffMutation } from './staff-mutation';

/** A new link to the set-password page for someone who has not chosen a password yet. */
export const useResendInvite = () =>
  useStaffMutation({
    run: (userId: string) => resendInvite(supabase, userId, passwordPageUrl()),
    success: (user) => ({
      title: 'Invite sent again',
      description: `${user.email} will get a new email with a link to choose a password.`,
    }),
    failureTitle: 'Could not resend the invite',
  });
