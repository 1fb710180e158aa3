import { columnField } from '@admin/components/content-resource/revisions/revision-fields';

/** What a job's history compares. */
export const JOB_REVISION_FIELDS = [
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
];
