import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { useUrlParams } from '@admin/components/data-table/use-url-params';
import { BulkActionBar } from '@admin/components/content-resource/bulk/bulk-action-bar';
import { useListSelection } from '@admin/components/content-resource/bulk/use-list-selection';
import { ListFilters } from '@admin/components/content-resource/list-filters';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import { readFilters } from '@admin/lib/content-resource/filters';
import type { TableDefaults } from '@admin/lib/table-state';
import { JOB_SORTABLE, type JobListRow, jobListSource, useJobDepartments, useJobList } from './api/list-jobs';
import { DeleteJob } from './delete-job';
import { jobColumns } from './job-columns';
import { jobPaths } from './job-paths';

const DEFAULTS: TableDefaults = {
  pageSize: 20,
  sort: { column: 'updated_at', ascending: false },
  sortable: JOB_SORTABLE,
};

/** /admin/career-management: every job with its status, dates and applications. */
export function JobsPage() {
  const [state, setState] = useTableState(DEFAULTS);
  const [params, changeParams] = useUrlParams();
  const departments = useJobDepartments().data ?? [];
  const asked = params.get('department')?.trim().slice(0, 60) ?? '';
  const source = jobListSource(asked && !departments.includes(asked) ? [asked, ...departments] : departments);
  const filterList = source.list.filters ?? [];
  const filters = readFilters(filterList, params);
  const list = useJobList(source, state, filters);
  const [deleting, setDeleting] = useState<JobListRow | null>(null);
  const { selectedIds, selection, clear } = useListSelection(list.data?.rows);
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      <PageHeader
        title="Careers"
        description="Open positions on /careers. Open jobs show on the site with the next publish until their valid-through date."
        actions={
          <Button asChild>
            <Link to={jobPaths.create}>
              <Plus className="h-4 w-4" aria-hidden="true" /> New job
            </Link>
          </Button>
        }
      />
      <div className="mb-3 empty:hidden">
        <BulkActionBar table="jobs" selectedIds={selectedIds} onClear={clear} />
      </div>
      <DataTable
        label="Jobs"
        columns={jobColumns(setDeleting)}
        rowKey={(job) => job.id}
        selection={selection}
        query={list}
        state={state}
        onStateChange={setState}
        searchLabel="Search by title"
        emptyTitle={filtered ? 'No jobs match these filters.' : 'No jobs yet. Add the first one.'}
        toolbar={
          <ListFilters
            filters={filterList}
            values={filters}
            onChange={(param, value) => changeParams({ [param]: value, page: null })}
          />
        }
      />
      <DeleteJob job={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
