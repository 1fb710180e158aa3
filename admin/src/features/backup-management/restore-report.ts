import type { RestoreResult, TableChanges } from '@functions/backups/contract';

/** The report's tables by name, with every figure summed in `total`. */
export function reportLines(answer: RestoreResult) {
  const lines = Object.entries(answer.report.tables)
    .map(([table, change]) => ({ table, ...change }))
    .sort((a, b) => a.table.localeCompare(b.table));
  const total: TableChanges = { current: 0, incoming: 0, added: 0, removed: 0, changed: 0, unchanged: 0 };
  for (const line of lines)
    for (const key of Object.keys(total) as (keyof TableChanges)[]) total[key] += line[key];
  return { lines, total };
}

const count = (n: number, word: string) => `${n.toLocaleString('en')} ${word}`;

/** "12 added, 3 removed, 5 changed" or "no differences". */
export function changeSummary({ added, removed, changed }: TableChanges): string {
  if (added + removed + changed === 0) return 'no differences';
  return `${count(added, 'added')}, ${count(removed, 'removed')}, ${count(changed, 'changed')}`;
}

/** The toast after a restore: "1,234 rows in 27 tables: 12 added, 3 removed, 5 changed." */
export function restoredSummary(answer: RestoreResult): string {
  const { lines, total } = reportLines(answer);
  return `${count(total.incoming, total.incoming === 1 ? 'row' : 'rows')} in ${count(lines.length, lines.length === 1 ? 'table' : 'tables')}: ${changeSummary(total)}.`;
}

/** Stored files the backup lists but storage no longer has (a restore brings back rows, not files). */
export const missingFileCount = (answer: RestoreResult): number =>
  answer.missing_files.media.length + answer.missing_files.downloads.length;
