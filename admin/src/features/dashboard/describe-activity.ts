import { fieldLabel } from '@admin/lib/audit/field-label';
import { rowInWords, rowKindPlural } from '@admin/lib/audit/audited-tables';
import type { ActivityEntry } from './api';

const VERB = { insert: 'added', update: 'changed', delete: 'removed' } as const;
const FIELDS_SHOWN = 4;

function changedFields(fields: readonly string[]): string {
  if (fields.length === 0) return '';
  const shown = fields.slice(0, FIELDS_SHOWN).map(fieldLabel);
  const more = fields.length - shown.length;
  return ` (${shown.join(', ')}${more > 0 ? ` and ${String(more)} more` : ''})`;
}

/** What an entry did, after the actor's name: "changed portfolio item “Acme rebrand” (title, summary)". */
export function describeActivity(entry: ActivityEntry): string {
  if (entry.action === 'reorder') return `reordered ${rowKindPlural(entry.table_name)}`;
  const what = rowInWords(entry.table_name, entry.row_label);
  return `${VERB[entry.action]} ${what}${entry.action === 'update' ? changedFields(entry.changed_fields) : ''}`;
}
