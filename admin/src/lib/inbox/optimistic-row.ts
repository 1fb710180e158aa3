import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TablePage } from '@admin/lib/table-state';
import type { InboxPatch, InboxRow } from './inbox-source';

/** An update or delete that row-level security refused touches no row and reports no error: say so. */
export class NotPermittedError extends Error {
  readonly code = '42501';
  constructor() {
    super('You do not have permission to do that.');
  }
}

interface CachedRow<Row extends InboxRow> {
  listKey: QueryKey;
  detailKey: QueryKey;
  id: string;
  patch: InboxPatch<Row>;
}

/** Shows a patch on every cached list page and on the row's detail at once; returns how to undo it. */
export function patchCachedRow<Row extends InboxRow>(
  queryClient: QueryClient,
  { listKey, detailKey, id, patch }: CachedRow<Row>,
): () => void {
  const lists = queryClient.getQueriesData<TablePage<Row>>({ queryKey: listKey });
  const detail = queryClient.getQueryData<Row | null>(detailKey);
  for (const [key, page] of lists)
    if (page)
      queryClient.setQueryData(key, {
        ...page,
        rows: page.rows.map((row) => (row.id === id ? { ...row, ...patch } : row)),
      });
  if (detail) queryClient.setQueryData(detailKey, { ...detail, ...patch });
  return () => {
    for (const [key, page] of lists) queryClient.setQueryData(key, page);
    queryClient.setQueryData(detailKey, detail);
  };
}
