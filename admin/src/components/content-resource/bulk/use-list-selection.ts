import { useState } from 'react';
import type { RowSelection } from '@admin/components/data-table/data-table';

/**
 * The rows selected in a list, for <DataTable selection> and <BulkActionBar selectedIds>. Only rows
 * on screen stay selected: a new page, search or filter starts a new selection.
 */
export function useListSelection<Row extends { id: string; title: string }>(
  rows: readonly Row[] | undefined,
) {
  const [selected, setSelected] = useState<string[]>([]);
  const shown = rows?.map((row) => row.id) ?? [];
  const selectedIds = selected.filter((id) => shown.includes(id));
  const selection: RowSelection<Row> = {
    selected: selectedIds,
    onChange: setSelected,
    name: (row) => row.title,
  };
  return { selectedIds, selection, clear: () => setSelected([]) };
}
