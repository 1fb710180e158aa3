/** A role's settings by name, as `ALTER ROLE … SET` stored them. */
export type RoleSettings = Readonly<Record<string, string>>;

const UNIT_MS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/**
 * The role's `statement_timeout` in ms (PostgreSQL's syntax: a number of ms, or a number with a
 * unit), or undefined when the role sets none or the value cannot be read.
 */
export function statementTimeoutOf(settings: RoleSettings | undefined): number | undefined {
  const value = settings?.statement_timeout;
  if (value === undefined) return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(value);
  if (!match) return undefined;
  return Math.round(Number(match[1]) * (UNIT_MS[match[2] ?? 'ms'] ?? 1));
}
