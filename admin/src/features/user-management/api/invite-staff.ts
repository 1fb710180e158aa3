import { type InviteForm, inviteStaff } from '@admin/lib/admin-users';
import { supabase } from '@admin/lib/supabase';
import { passwordPageUrl } from './redirect';
import { useStaffMutation } from './staff-mutation';

/** Invites by email (the link leads to the set-password page), or creates a ready account with a password. */
export const useInviteStaff = () =>
  useStaffMutation({
    run: (form: InviteForm) => inviteStaff(supabase, form, passwordPageUrl()),
    success: (user, form) =>
      form.password === undefined
        ? { title: 'Invitation sent', description: `${user.email} will get an email to choose a password.` }
        : { title: 'User created', description: `${user.email} can sign in with the password you chose.` },
    failureTitle: 'Could not invite the user',
  });
