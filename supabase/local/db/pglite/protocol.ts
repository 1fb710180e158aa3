/** Messages between the stack and the worker thread that runs PGlite. */

export interface EngineOptions {
  dataDir: string;
}

export type Command =
  | { id: number; op: 'query'; text: string; params: unknown[] }
  | { id: number; op: 'exec'; script: string }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** An error as it crosses the thread boundary: structured cloning would drop PostgreSQL's fields. */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, string>;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'open-failed'; error: SerializedError }
  | { type: 'result'; id: number; rows: unknown[]; rowCount: number }
  | { type: 'error'; id: number; error: SerializedError }
  | { type: 'notification'; channel: string; payload: string };

const PG_ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
] as const;

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string> = {};
  const source = error as unknown as Record<string, unknown>;
  for (const field of PG_ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'string') fields[field] = value;
  }
  return { name: error.name, message: error.message, fields };
}

export function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  return Object.assign(error, serialized.fields);
}
