import { Link } from 'react-router-dom';
import { titleColumn, updatedColumn } from '@admin/components/content-resource/columns';
import { columnField } from '@admin/components/content-resource/revisions/revision-fields';
import { Badge } from '@admin/components/ui/badge';
import { columnValuesFilter, valueFilter } from '@admin/lib/content-resource/filters';
import { defineContentResource } from '@admin/lib/content-resource/resource';
import { countOf } from '@admin/lib/plural';
import { applicationCounts, ApplicationsKept, applicationsPath } from './applications';
import { JobFields } from './job-fields';
import { JobPublication } from './job-publication';
import {
  EMPLOYMENT_LABELS,
  formatDate,
  isExpired,
  type Job,
  jobContentOf,
  jobFormOf,
  type JobInput,
  jobSchema,
  JOB_STATUSES,
  type JobValues,
  STATUS_LABELS,
  STATUS_TONES,
} from './job-schema';

type JobRow = Pick<
  Job,
  'id' | 'title' | 'department' | 'location' | 'employment_type' | 'status' | 'valid_through' | 'updated_at'
> & { applications?: number };

const PATH = '/career-management';

/** /admin/career-management: open positions on /careers, each with its applications. */
export const resource = defineContentResource<'jobs', JobRow, JobInput, JobValues>({
  table: 'jobs',
  names: { one: 'job', many: 'jobs' },
  path: PATH,
  list: {
    title: 'Careers',
    description:
      'Open positions on /careers. Open jobs show on the site with the next publish until their valid-through date.',
    select: 'id, title, department, location, employment_type, status, valid_through, updated_at',
    searchColumns: ['title'],
    searchLabel: 'Search by title',
    sortable: ['title', 'department', 'status', 'valid_through', 'updated_at'],
    filters: [
      valueFilter('status', 'Status', 'All statuses', JOB_STATUSES, STATUS_LABELS),
      columnValuesFilter('jobs', 'department', 'Department', 'All departments'),
    ],
    expand: async (rows) => {
      const counts = await applicationCounts(rows.map((row) => row.id));
      return rows.map((row) => ({ ...row, applications: counts.get(row.id) ?? 0 }));
    },
    columns: [
      titleColumn(
        { path: PATH },
        (job) => `${job.location} · ${EMPLOYMENT_LABELS[job.employment_type] ?? job.employment_type}`,
      ),
      { id: 'department', header: 'Department', sortable: true, cell: (job) => job.department },
      {
        id: 'status',
        header: 'Status',
        sortable: true,
        cell: (job) => <Badge tone={STATUS_TONES[job.status]}>{STATUS_LABELS[job.status]}</Badge>,
      },
      {
        id: 'valid_through',
        header: 'Valid through',
        sortable: true,
        cell: ({ valid_through: date }) =>
          date === null ? (
            <span className="text-ink-700">No end date</span>
          ) : (
            <span className="flex flex-wrap items-center gap-2">
              <time dateTime={date}>{formatDate(date)}</time>
              {isExpired(date) && <Badge tone="danger">Expired</Badge>}
            </span>
          ),
      },
      {
        id: 'applications',
        header: 'Applications',
        cell: (job) => (
          <Link
            to={applicationsPath(job.id)}
            className="font-medium text-brand-700 hover:underline"
            aria-label={`${countOf(job.applications ?? 0, 'application')} to ${job.title}`}
          >
            {job.applications ?? 0}
          </Link>
        ),
      },
      updatedColumn(),
    ],
  },
  editor: {
    schema: jobSchema,
    empty: jobFormOf(null),
    toForm: jobFormOf,
    toContent: jobContentOf,
    Main: JobFields,
    Publication: JobPublication,
    heading: (title) => title,
    revisions: [
      columnField('title', 'Title'),
      columnField('slug', 'Address'),
      columnField('status', 'Status'),
      columnField('department', 'Department'),
      columnField('location', 'Location'),
      columnField('employment_type', 'Employment type'),
      columnField('remote_policy', 'Remote policy'),
      columnField('summary', 'Summary'),
      columnField('description', 'Description', 'lines'),
      columnField('requirements', 'Requirements'),
      columnField('benefits', 'Benefits'),
      columnField('salary_min', 'Minimum salary'),
      columnField('salary_max', 'Maximum salary'),
      columnField('valid_through', 'Valid through'),
    ],
  },
  errors: { duplicate: 'Another job already uses this slug. Choose a different one.' },
  remove: { title: (job) => `Delete “${job.title}”?`, Note: ApplicationsKept },
});
