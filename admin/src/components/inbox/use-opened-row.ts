import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';

export type OpenedRow<Row> = { status: 'loading' } | { status: 'shown'; row: Row; gone: boolean };

/**
 * What an inbox's detail dialog shows for `?open=<id>`, from the row's detail query. A row the
 * server never returned (deleted, or never there) is reported with `missing` and closed, so the
 * list shows; one that goes while it is on screen (deleted here or by someone else) keeps its last
 * copy, marked gone, so the dialog can say so.
 */
export function useOpenedRow<Row>(
  detail: UseQueryResult<Row | null>,
  missing: string,
  onClose: () => void,
): OpenedRow<Row> {
  const [last, setLast] = useState<Row | null>(detail.data ?? null);
  if (detail.data && detail.data !== last) setLast(detail.data);
  const neverShown = last === null && (detail.data === null || detail.isError);
  const reported = useRef(false);
  useEffect(() => {
    if (!neverShown || reported.current) return;
    reported.current = true;
    toast(
      detail.error
        ? { title: 'Could not open it', description: describeError(detail.error), variant: 'error' }
        : { title: missing, variant: 'info' },
    );
    onClose();
  }, [neverShown, detail.error, missing, onClose]);
  return last === null ? { status: 'loading' } : { status: 'shown', row: last, gone: detail.data === null };
}
