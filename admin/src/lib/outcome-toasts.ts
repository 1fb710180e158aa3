import { toast } from '@admin/components/ui/toast-store';
import { describeError, describeSaveError, type RefusalMessages } from './errors';

interface Outcome {
  /** The success toast's title, and its sentence if any. */
  done: string;
  detail?: string;
  /** The failure toast's title, e.g. "Not saved". */
  failed: string;
  /** The table's refusal sentences; without them the error is described generally. */
  refusals?: RefusalMessages;
  /** What happens after a success (closing a form). */
  then?: () => void;
}

/** A mutation's `onSuccess` and `onError`: a toast for each, the refusal said in words. */
export const outcomeToasts = ({ done, detail, failed, refusals, then }: Outcome) => ({
  onSuccess: () => {
    toast({ title: done, ...(detail ? { description: detail } : {}), variant: 'success' });
    then?.();
  },
  onError: (error: unknown) =>
    toast({
      title: failed,
      description: refusals ? describeSaveError(error, refusals) : describeError(error),
      variant: 'error',
    }),
});
