import type { ImportPlan } from '@admin/components/csv-import/import-plan';
import type { ParsedCsv } from '@admin/lib/csv';
import { ANCHOR_MAX, webAddressProblem } from './backlink-schema';

export interface BacklinkImportRow {
  source_url: string;
  target_url: string;
  expected_anchor: string | null;
}

export interface InvalidBacklinkRow {
  /** The line in the file (the header is line 1). */
  line: number;
  source_url: string;
  reason: string;
}

type BacklinkImportPlan = ImportPlan<BacklinkImportRow, InvalidBacklinkRow>;

export const REQUIRED_HEADERS = ['source_url', 'target_url'] as const;

/**
 * What importing a parsed CSV (source_url, target_url, expected_anchor) would do: each address
 * checked as the database does, each source→target pair once. Null when a required column is missing.
 */
export function planBacklinkImport(file: ParsedCsv): BacklinkImportPlan | null {
  if (!REQUIRED_HEADERS.every((header) => file.headers.includes(header))) return null;
  const plan: BacklinkImportPlan = { rows: [], duplicatesInFile: 0, invalid: [] };
  const seen = new Set<string>();
  file.rows.forEach((row, index) => {
    const source = row.source_url ?? '';
    const target = row.target_url ?? '';
    const anchor = row.expected_anchor ?? '';
    const problem =
      webAddressProblem(source, 'source URL') ??
      webAddressProblem(target, 'target URL') ??
      (Array.from(anchor).length > ANCHOR_MAX
        ? `Anchor text is longer than ${String(ANCHOR_MAX)} characters`
        : null);
    if (problem) {
      plan.invalid.push({ line: file.lines[index] ?? index + 2, source_url: source, reason: problem });
      return;
    }
    const pair = `${source}\n${target}`;
    if (seen.has(pair)) {
      plan.duplicatesInFile += 1;
      return;
    }
    seen.add(pair);
    plan.rows.push({ source_url: source, target_url: target, expected_anchor: anchor || null });
  });
  return plan;
}
