import { describe, expect, it } from 'vitest';
import type { RestoreResult as RestoreAnswer } from '../../../supabase/functions/backups/contract.ts';
import {
  changeSummary,
  missingFileCount,
  reportLines,
  restoredSummary,
} from '../../../admin/src/features/backup-management/restore-report.ts';

const answer = (tables: RestoreAnswer['report']['tables'], media: string[] = []): RestoreAnswer => ({
  report: { dry_run: true, schema_version: '20261125000100', tables },
  missing_files: { media, downloads: [] },
});

const line = (current: number, incoming: number, added: number, removed: number, changed: number) => ({
  current,
  incoming,
  added,
  removed,
  changed,
  unchanged: incoming - added - changed,
});

describe('restore report', () => {
  it('lists the tables by name and totals every figure', () => {
    const { lines, total } = reportLines(
      answer({ site_settings: line(1, 1, 0, 0, 1), blog_posts: line(10, 12, 3, 1, 2) }),
    );
    expect(lines.map((l) => l.table)).toEqual(['blog_posts', 'site_settings']);
    expect(total).toEqual({ current: 11, incoming: 13, added: 3, removed: 1, changed: 3, unchanged: 7 });
  });

  it('sums up the changes in words', () => {
    expect(changeSummary(line(5, 5, 0, 0, 0))).toBe('no differences');
    expect(changeSummary(line(1000, 2200, 1200, 0, 1))).toBe('1,200 added, 0 removed, 1 changed');
    expect(restoredSummary(answer({ a: line(0, 1, 1, 0, 0) }))).toBe(
      '1 row in 1 table: 1 added, 0 removed, 0 changed.',
    );
    expect(restoredSummary(answer({ a: line(2, 2, 0, 0, 0), b: line(1, 1, 0, 0, 0) }))).toBe(
      '3 rows in 2 tables: no differences.',
    );
  });

  it('counts the files the backup lists that storage lacks', () => {
    expect(missingFileCount(answer({}, ['a.webp', 'b.webp']))).toBe(2);
    expect(missingFileCount(answer({}))).toBe(0);
  });
});
