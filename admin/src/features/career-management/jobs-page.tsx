import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import type { TableDefaults } from '@admin/lib/table-state';
import { JOB_SORTABLE, type JobFilters, type JobListRow, useJobList } from './api/list-jobs';
import { DeleteJob } from './delete-job';
import { jobColumns } from './job-columns';
import { JobFilterControls } from './job-filters';
import { jobPaths } from './job-paths';

const DEFAULTS: TableDefaults = {
  pageSize: 20,
  sort: { column: 'updated_at', ascending: false },
  sortable: JOB_SORTABLE,
};

interface JobsPageProps {
  filters: JobFilters;
  onFiltersChange: (next: JobFilters) => void;
}

/** /admin/career-management: every job with its status, dates and applications. */
export function JobsPage({ filters, onFiltersChange }: JobsPageProps) {
  const [state, setState] = useTableState(DEFAULTS);
  const list = useJobList(state, filters);
  const [deleting, setDeleting] = useState<JobListRow | null>(null);
  const filtered = Boolean(filters.status ?? filters.department);
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
      <DataTable
        label="Jobs"
        columns={jobColumns(setDeleting)}
        rowKey={(job) => job.id}
        query={list}
        state={state}
        onStateChange={setState}
        searchLabel="Search by title"
        emptyTitle={filtered ? 'No jobs match these filters.' : 'No jobs yet. Add the first one.'}
        toolbar={<JobFilterControls filters={filters} onChange={onFiltersChange} />}
      />
      <DeleteJob job={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
