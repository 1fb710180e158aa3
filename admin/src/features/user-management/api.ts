import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminUsersError,
  deleteStaff,
  disableStaff,
  enableStaff,
  type InviteForm,
  inviteStaff,
  listStaff,
  resendInvite,
  type RoleChoice,
  sendPasswordReset,
  setStaffRole,
  type StaffQuery,
  type StaffUser,
} from '@admin/lib/admin-users';
import { toast } from '@admin/components/ui/toast-store';
import { ADMIN_BASE, paths } from '@admin/config/paths';
import { describeError } from '@admin/lib/errors';
import { supabase } from '@admin/lib/supabase';

/** Every cached page of the staff list starts with this key, so one invalidation refreshes them all. */
const STAFF_LIST_KEY = ['user-management', 'staff'] as const;

export const useStaffList = (query: StaffQuery) =>
  useQuery({
    queryKey: [...STAFF_LIST_KEY, query],
    queryFn: async () => {
      const page = await listStaff(supabase, query);
      return { rows: page.users, total: page.total };
    },
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** Where invite and reset links land: the page where the person chooses their password. */
const passwordPageUrl = (): string => `${window.location.origin}${ADMIN_BASE}${paths.resetPassword}`;

interface StaffMutationOptions<Input> {
  run: (input: Input) => Promise<StaffUser>;
  /** The success toast for the user the function answered with. */
  success: (user: StaffUser, input: Input) => { title: string; description?: string };
  /** The error toast's title; the description says why. */
  failureTitle: (input: Input) => string;
}

/** One admin-users action: toasts its outcome and refreshes the staff list either way. */
function useStaffMutation<Input>({ run, success, failureTitle }: StaffMutationOptions<Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (user, input) => toast({ ...success(user, input), variant: 'success' }),
    onError: (error, input) =>
      toast({
        title: failureTitle(input),
        // The function's own friendly message (last admin, self lock-out, rate limit…), else a generic one.
        description: error instanceof AdminUsersError ? error.message : describeError(error),
        variant: 'error',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_LIST_KEY }),
  });
}

/** Invites by email (the link leads to the set-password page), or creates a ready account with a password. */
export const useInviteStaff = () =>
  useStaffMutation({
    run: (form: InviteForm) => inviteStaff(supabase, form, passwordPageUrl()),
    success: (user, form) =>
      form.password === undefined
        ? { title: 'Invitation sent', description: `${user.email} will get an email to choose a password.` }
        : { title: 'User created', description: `${user.email} can sign in with the password you chose.` },
    failureTitle: () => 'Could not invite the user',
  });

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
    failureTitle: () => 'Could not change the role',
  });

/** The actions of a row's menu that need nothing but the account; `done` follows the email in the success toast. */
const ACCOUNT_ACTIONS = {
  reset: {
    run: (userId: string) => sendPasswordReset(supabase, userId, passwordPageUrl()),
    title: 'Password reset sent',
    done: 'will get an email to choose a new password.',
    failureTitle: 'Could not send the password reset',
  },
  /** A new link to the set-password page for someone who has not chosen a password yet. */
  resend: {
    run: (userId: string) => resendInvite(supabase, userId, passwordPageUrl()),
    title: 'Invite sent again',
    done: 'will get a new email with a link to choose a password.',
    failureTitle: 'Could not resend the invite',
  },
  disable: {
    run: (userId: string) => disableStaff(supabase, userId),
    title: 'Account disabled',
    done: 'can no longer sign in.',
    failureTitle: 'Could not disable the account',
  },
  enable: {
    run: (userId: string) => enableStaff(supabase, userId),
    title: 'Account enabled',
    done: 'can sign in again.',
    failureTitle: 'Could not enable the account',
  },
  delete: {
    run: (userId: string) => deleteStaff(supabase, userId),
    title: 'User deleted',
    done: 'no longer has an account.',
    failureTitle: 'Could not delete the user',
  },
};

export const useAccountAction = () =>
  useStaffMutation({
    run: ({ kind, userId }: { kind: keyof typeof ACCOUNT_ACTIONS; userId: string }) =>
      ACCOUNT_ACTIONS[kind].run(userId),
    success: (user, { kind }) => ({
      title: ACCOUNT_ACTIONS[kind].title,
      description: `${user.email} ${ACCOUNT_ACTIONS[kind].done}`,
    }),
    failureTitle: ({ kind }) => ACCOUNT_ACTIONS[kind].failureTitle,
  });
