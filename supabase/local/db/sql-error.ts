import { asPgError } from './database.ts';

/** "line N" of a script for the character position PostgreSQL reports (1-based). */
export function lineOf(script: string, position: string | undefined): number | undefined {
  const offset = Number(position);
  if (!Number.isInteger(offset) || offset < 1) return undefined;
  return script.slice(0, offset - 1).split('\n').length;
}

/** A readable account of a PostgreSQL error raised while running a script. */
export function describeScriptError(error: unknown, script: string): string {
  const pg = asPgError(error);
  if (!pg) return error instanceof Error ? error.message : String(error);
  const line = lineOf(script, pg.position);
  return [
    `${pg.message} (SQLSTATE ${pg.code}${line ? `, line ${line}` : ''})`,
    pg.detail ? `DETAIL: ${pg.detail}` : '',
    pg.hint ? `HINT: ${pg.hint}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
