import type { CsvImport } from '@admin/components/csv-import/csv-import';
import { supabase } from '@admin/lib/supabase';
import { BACKLINKS_KEY } from './api/backlinks';
import { BACKLINK_ERRORS } from './db-errors';
import { type BacklinkImportRow, type InvalidBacklinkRow, planBacklinkImport } from './import-plan';

/** Backlinks from a CSV file; source→target pairs already tracked are skipped by the database. */
export const BACKLINK_IMPORT: CsvImport<BacklinkImportRow, InvalidBacklinkRow> = {
  title: 'Import backlinks',
  description:
    'A CSV file with "source_url" and "target_url" columns and an optional "expected_anchor". Pairs already tracked are skipped.',
  plan: planBacklinkImport,
  missingColumns: 'The file needs a header row with "source_url" and "target_url" columns.',
  noun: ['link', 'links'],
  insert: (batch) =>
    supabase
      .from('backlinks')
      .upsert(batch, { onConflict: 'source_url,target_url', ignoreDuplicates: true })
      .select('id'),
  queryKey: BACKLINKS_KEY,
  errors: BACKLINK_ERRORS,
  alreadyLabel: 'Already tracked',
  invalidRows: (rows) => (
    <ul
      className="max-h-60 space-y-1 overflow-y-auto text-sm"
      aria-label="Invalid rows"
      data-testid="invalid-rows"
    >
      {rows.map((row) => (
        <li key={row.line}>
          Line {row.line}: {row.reason}
          {row.source_url && <span className="break-all text-ink-700"> ({row.source_url})</span>}
        </li>
      ))}
    </ul>
  ),
};
