import type { RevisionSnapshot } from '@admin/lib/content-resource/editing/revisions';

/** One compared field: its label and its text in a set of values (a form's, or a snapshot's). */
export interface RevisionField<Values> {
  label: string;
  text: (values: Values) => string;
  /** Long text (an article) is compared line by line; the rest word by word. */
  by?: 'words' | 'lines';
}

/** A column's value as comparable text: lists joined, objects as JSON, nothing as empty. */
export function columnText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(columnText).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A field read straight from a column of the row (or of a snapshot, which has the row's columns). */
export const columnField = (
  column: string,
  label: string,
  by: 'words' | 'lines' = 'words',
): RevisionField<RevisionSnapshot> => ({ label, by, text: (values) => columnText(values[column]) });
