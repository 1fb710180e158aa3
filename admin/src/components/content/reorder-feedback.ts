import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';

/** What a list says after a drag: saved, or refused with the previous order back (optimistic reorder). */
export const REORDER_FEEDBACK = {
  onSuccess: () => toast({ title: 'Order saved', variant: 'success' }),
  onError: (error: unknown) =>
    toast({
      title: 'The order was not saved',
      description: `${describeError(error)} The previous order is back.`,
      variant: 'error',
    }),
};
