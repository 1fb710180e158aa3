import { type CsvImport, planRows } from '@admin/components/csv-import/csv-import';
import { supabase } from '@admin/lib/supabase';
import { type Backlink, BACKLINK_ERRORS, BACKLINKS_KEY } from './api/backlinks';
import { ANCHOR_MAX, webAddressProblem } from './backlink-schema';

type BacklinkImportRow = Pick<Backlink, 'source_url' | 'target_url' | 'expected_anchor'>;

interface InvalidBacklinkRow {
  /** The line in the file (the header is line 1). */
  line: number;
  source_url: string;
  reason: string;
}

/** Backlinks from a CSV file; source→target pairs already tracked are skipped by the database. */
export const BACKLINK_IMPORT: CsvImport<BacklinkImportRow, InvalidBacklinkRow> = {
  title: 'Import backlinks',
  description:
    'A CSV file with "source_url" and "target_url" columns and an optional "expected_anchor". Pairs already tracked are skipped.',
  // Each address checked as the database does, each source→target pair once.
  plan: (file) =>
    planRows(file, ['source_url', 'target_url'], (row, line) => {
      const source = row.source_url ?? '';
      const target = row.target_url ?? '';
      const anchor = row.expected_anchor ?? '';
      const problem =
        webAddressProblem(source, 'source URL') ??
        webAddressProblem(target, 'target URL') ??
        (Array.from(anchor).length > ANCHOR_MAX
          ? `Anchor text is longer than ${String(ANCHOR_MAX)} characters`
          : null);
      if (problem) return { invalid: { line, source_url: source, reason: problem } };
      return {
        key: `${source}\n${target}`,
        row: { source_url: source, target_url: target, expected_anchor: anchor || null },
      };
    }),
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
