/** A double-quoted SQL identifier. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A schema-qualified name. */
export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** A SQL string literal (standard_conforming_strings is on in every supported PostgreSQL). */
export function literal(value: string): string {
  if (value.includes('\0')) throw new Error('SQL text cannot contain NUL characters');
  return `'${value.replaceAll("'", "''")}'`;
}
