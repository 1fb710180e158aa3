import { useId } from 'react';
import { type JobFilters, useJobDepartments } from './api/list-jobs';
import { JOB_STATUSES, type JobStatus, STATUS_LOOK } from './job-labels';

const SELECT =
  'h-10 rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40';

/** The status and department filters of the jobs list. */
export function JobFilterControls({
  filters,
  onChange,
}: {
  filters: JobFilters;
  onChange: (next: JobFilters) => void;
}) {
  const id = useId();
  const departments = useJobDepartments();
  const known = departments.data ?? [];
  const options =
    filters.department && !known.includes(filters.department) ? [filters.department, ...known] : known;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-status`} className="text-sm font-medium text-ink-900">
          Status
        </label>
        <select
          id={`${id}-status`}
          className={SELECT}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              status: JOB_STATUSES.find((status: JobStatus) => status === event.target.value),
            })
          }
        >
          <option value="">All statuses</option>
          {JOB_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LOOK[status].label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-department`} className="text-sm font-medium text-ink-900">
          Department
        </label>
        <select
          id={`${id}-department`}
          className={SELECT}
          value={filters.department ?? ''}
          onChange={(event) => onChange({ ...filters, department: event.target.value || undefined })}
        >
          <option value="">All departments</option>
          {options.map((department) => (
            <option key={department} value={department}>
              {department}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
