import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Column } from '@admin/components/data-table/data-table';
import { titleColumn } from '@admin/components/content-resource/columns';
import { Button } from '@admin/components/ui/button';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import { countOf } from '@admin/lib/plural';
import type { JobListRow } from './api/list-jobs';
import { employmentLabel } from './job-labels';
import { jobPaths } from './job-paths';
import { JobStatusBadge, ValidThrough } from './job-status-badge';

/** The jobs table's columns; sortable ids are database columns. */
export function jobColumns(onDelete: (job: JobListRow) => void): Column<JobListRow>[] {
  return [
    titleColumn(
      { path: jobPaths.list },
      (job) => `${job.location} · ${employmentLabel(job.employment_type)}`,
    ),
    { id: 'department', header: 'Department', sortable: true, cell: (job) => job.department },
    { id: 'status', header: 'Status', sortable: true, cell: (job) => <JobStatusBadge status={job.status} /> },
    {
      id: 'valid_through',
      header: 'Valid through',
      sortable: true,
      cell: (job) => <ValidThrough value={job.valid_through} />,
    },
    {
      id: 'applications',
      header: 'Applications',
      cell: (job) => (
        <Link
          to={jobPaths.applications(job.id)}
          className="font-medium text-brand-700 hover:underline"
          aria-label={`${countOf(job.applications, 'application')} to ${job.title}`}
        >
          {job.applications}
        </Link>
      ),
    },
    {
      id: 'updated_at',
      header: 'Updated',
      sortable: true,
      cell: (job) => (
        <time dateTime={job.updated_at} title={dateTime(job.updated_at)}>
          {timeAgo(job.updated_at)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (job) => (
        <span className="flex justify-end gap-1">
          <Button asChild variant="ghost" size="sm">
            <Link to={jobPaths.edit(job.id)} aria-label={`Edit ${job.title}`}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
            </Link>
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Delete ${job.title}`} onClick={() => onDelete(job)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </span>
      ),
    },
  ];
}
