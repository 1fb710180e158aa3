import { Briefcase, Building, Clock, DollarSign, MapPin } from 'lucide-react';
import type { Job } from '../../content/schemas/content.ts';
import { EMPLOYMENT_TYPE_LABELS, formatSalary, REMOTE_POLICY_LABELS } from '../../lib/format.ts';

export type JobSummaryView = Pick<
  Job,
  | 'department'
  | 'location'
  | 'remote_policy'
  | 'employment_type'
  | 'salary_min'
  | 'salary_max'
  | 'salary_currency'
  | 'salary_period'
  | 'valid_through'
>;

/** A job's facts in a row: department, location, type, salary and closing date. */
export function JobSummary({ job }: { job: JobSummaryView }) {
  const salary = formatSalary(job.salary_min, job.salary_max, job.salary_currency, job.salary_period);
  const facts = [
    { icon: Building, label: 'Department', value: job.department },
    {
      icon: MapPin,
      label: 'Location',
      value: `${job.location} (${REMOTE_POLICY_LABELS[job.remote_policy]})`,
    },
    { icon: Briefcase, label: 'Type', value: EMPLOYMENT_TYPE_LABELS[job.employment_type] },
    ...(salary ? [{ icon: DollarSign, label: 'Salary', value: salary }] : []),
    ...(job.valid_through
      ? [
          {
            icon: Clock,
            label: 'Apply by',
            value: job.valid_through.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
          },
        ]
      : []),
  ];
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-700">
      {facts.map((fact) => (
        <div key={fact.label} className="flex items-center gap-1.5">
          <fact.icon className="h-4 w-4 text-brand-700" aria-hidden="true" />
          <dt className="sr-only">{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
