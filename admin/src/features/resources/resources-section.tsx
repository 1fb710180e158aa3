import { ArrowUpDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { Button } from '@admin/components/ui/button';
import type { TableDefaults } from '@admin/lib/table-state';
import {
  type ResourceFilter,
  type ResourceRow,
  RESOURCE_SORTABLE,
  useResourceCategories,
  useResources,
} from './api/list-resources';
import { DeleteResourceConfirm } from './delete-resource-confirm';
import { resourceColumns } from './resource-columns';
import { ResourceDialog } from './resource-dialog';
import { ResourceFilters } from './resource-filters';
import { ResourceOrderDialog } from './resource-order-dialog';

const DEFAULTS: TableDefaults = {
  pageSize: 20,
  sort: { column: 'sort_order', ascending: true },
  sortable: RESOURCE_SORTABLE,
};

interface ResourcesSectionProps {
  filter: ResourceFilter;
  onFilterChange: (filter: ResourceFilter) => void;
}

/** The downloadable resources: a searchable, filterable table, the editor, the order, and deletion. */
export function ResourcesSection({ filter, onFilterChange }: ResourcesSectionProps) {
  const [state, setState] = useTableState(DEFAULTS);
  const list = useResources(state, filter);
  const categories = useResourceCategories();
  const [editing, setEditing] = useState<ResourceRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ResourceRow | null>(null);
  const [ordering, setOrdering] = useState(false);
  const categoryNames = categories.data ?? [];
  const filtered = Boolean(filter.type ?? filter.category);
  return (
    <section aria-labelledby="resources-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="resources-title" className="text-base font-semibold text-ink-950">
            Resources
          </h2>
          <p className="text-sm text-ink-700">
            Guides, templates and other downloads: a file here or a link.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setOrdering(true)}>
            <ArrowUpDown className="h-4 w-4" aria-hidden="true" /> Change order
          </Button>
          <Button onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add resource
          </Button>
        </div>
      </div>
      <DataTable
        label="Resources"
        columns={resourceColumns(setEditing, setDeleting)}
        rowKey={(resource) => resource.id}
        query={list}
        state={state}
        onStateChange={setState}
        searchLabel="Search resources"
        emptyTitle={filtered ? 'No resources match these filters.' : 'No resources yet.'}
        toolbar={<ResourceFilters filter={filter} categories={categoryNames} onChange={onFilterChange} />}
      />
      <ResourceDialog editing={editing} categories={categoryNames} onClose={() => setEditing(null)} />
      <DeleteResourceConfirm resource={deleting} onClose={() => setDeleting(null)} />
      <ResourceOrderDialog open={ordering} onOpenChange={setOrdering} />
    </section>
  );
}
