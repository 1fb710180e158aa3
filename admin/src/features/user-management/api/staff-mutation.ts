import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUsersError, type StaffUser } from '@admin/lib/admin-users';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import { STAFF_LIST_KEY } from './list-staff';

/** The function's own friendly message (last admin, self lock-out, rate limit…), else a generic one. */
export const failureMessage = (error: unknown): string =>
  error instanceof AdminUsersError ? error.message : describeError(error);

interface StaffMutationOptions<Input> {
  run: (input: Input) => Promise<StaffUser>;
  /** The success toast for the user the function answered with. */
  success: (user: StaffUser, input: Input) => { title: string; description?: string };
  /** The error toast's title; the description says why. */
  failureTitle: string;
}

/** One admin-users action: toasts its outcome and refreshes the staff list either way. */
export function useStaffMutation<Input>({ run, success, failureTitle }: StaffMutationOptions<Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (user, input) => toast({ ...success(user, input), variant: 'success' }),
    onError: (error) => toast({ title: failureTitle, description: failureMessage(error), variant: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_LIST_KEY }),
  });
}
