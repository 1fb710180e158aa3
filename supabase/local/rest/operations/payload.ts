import type { Relation } from '../catalog/model.ts';
import { ApiError } from '../errors.ts';
import { isPlainObject } from '../plan/rpc.ts';

export const invalidJson = () => new ApiError(400, 'PGRST102', 'Empty or invalid json');

/** The objects of an insert payload and the columns to insert (the `columns` parameter, else the keys). */
export function insertPayload(
  body: unknown,
  columnsParam: string[] | undefined,
): { rows: Record<string, unknown>[]; columns: string[] } {
  if (body === undefined) throw invalidJson();
  if (!Array.isArray(body) && !isPlainObject(body)) throw invalidJson();
  const rows: unknown[] = Array.isArray(body) ? body : [body];
  // PostgREST words an array holding anything but objects as it words objects with differing keys.
  if (!rows.every(isPlainObject)) throw new ApiError(400, 'PGRST102', 'All object keys must match');
  if (columnsParam) return { rows, columns: columnsParam };
  const first = rows[0];
  const columns = first ? Object.keys(first) : [];
  const sameKeys = (row: Record<string, unknown>) => {
    const keys = Object.keys(row);
    return keys.length === columns.length && keys.every((k) => k in (first ?? {}));
  };
  if (!rows.every(sameKeys)) throw new ApiError(400, 'PGRST102', 'All object keys must match');
  return { rows, columns };
}

export function assertColumnsExist(relation: Relation, columns: string[]): void {
  for (const column of columns) {
    if (!relation.column.has(column)) {
      throw new ApiError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
      );
    }
  }
}
