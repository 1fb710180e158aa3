import { ListOrdered, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { useUrlParams } from '@admin/components/data-table/use-url-params';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import { readFilters } from '@admin/lib/content-resource/filters';
import { DEFAULT_SORT, useContentList } from '@admin/lib/content-resource/list';
import {
  type ContentListRow,
  type ContentResource,
  newItemPath,
  type OrderedRow,
  orderPath,
} from '@admin/lib/content-resource/resource';
import type { ContentTable } from '@admin/lib/content-resource/table';
import type { TableDefaults } from '@admin/lib/table-state';
import { actionsColumn } from './columns';
import { BulkActionBar } from './bulk/bulk-action-bar';
import { DeleteDialog } from './delete-dialog';
import { ListFilters } from './list-filters';
import { useDuplicateItem } from './use-duplicate-item';

/**
 * `/admin/<path>`: every item with its status; search (full text, highlighted), filters (in the
 * URL), sort, pages; per row Edit, Duplicate, Delete (to the trash); bulk actions on selected rows.
 */
export function ContentListPage<
  T extends ContentTable,
  Row extends ContentListRow,
  Input extends FieldValues,
  Values,
  Ordered extends OrderedRow,
>({ resource }: { resource: ContentResource<T, Row, Input, Values, Ordered> }) {
  const { list, names } = resource;
  const defaults = useMemo<TableDefaults>(
    () => ({
      pageSize: list.pageSize ?? 20,
      sort: list.defaultSort ?? DEFAULT_SORT,
      sortable: list.sortable,
    }),
    [list],
  );
  const [state, setState] = useTableState(defaults);
  const [params, changeParams] = useUrlParams();
  const filterList = list.filters ?? [];
  const filters = readFilters(filterList, params);
  const query = useContentList<Row>(resource, state, filters);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const duplicate = useDuplicateItem(resource);
  const filtered = Object.keys(filters).length > 0;
  // Only rows on screen stay selected: a new page, search or filter starts a new selection.
  const shown = query.data?.rows.map((row) => row.id) ?? [];
  const selectedIds = selected.filter((id) => shown.includes(id));
  return (
    <>
      <PageHeader
        title={list.title}
        description={list.description}
        actions={
          <>
            {resource.order && (
              <Button asChild variant="secondary">
                <Link to={orderPath(resource)}>
                  <ListOrdered className="h-4 w-4" aria-hidden="true" /> {resource.order.linkLabel}
                </Link>
              </Button>
            )}
            <Button asChild>
              <Link to={newItemPath(resource)}>
                <Plus className="h-4 w-4" aria-hidden="true" /> New {names.one}
              </Link>
            </Button>
          </>
        }
      />
      <div className="mb-3 empty:hidden">
        <BulkActionBar table={resource.table} selectedIds={selectedIds} onClear={() => setSelected([])} />
      </div>
      <DataTable
        label={list.title}
        columns={[
          ...list.columns,
          actionsColumn<Row>(resource, {
            onDuplicate: duplicate.run,
            onDelete: setDeleting,
            duplicating: duplicate.pendingId,
          }),
        ]}
        selection={{ selected: selectedIds, onChange: setSelected, name: (row) => row.title }}
        rowKey={(row) => row.id}
        query={query}
        state={state}
        onStateChange={setState}
        searchLabel={list.searchLabel}
        emptyTitle={filtered ? `No ${names.many} match these filters.` : `No ${names.many} yet.`}
        toolbar={
          filterList.length > 0 && (
            <ListFilters
              filters={filterList}
              values={filters}
              onChange={(param, value) => changeParams({ [param]: value, page: null })}
            />
          )
        }
      />
      {list.Below && <list.Below />}
      <DeleteDialog resource={resource} item={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
