import type { SupabaseClient } from '@supabase/supabase-js';
import type { TableColumns } from './xss-catalogue.ts';
import { arrayPayloadVariants, payloadVariants } from './xss-payloads.ts';
import { isInserted, type Probe } from './xss-tables.ts';

type Row = Record<string, unknown>;

export interface ColumnOutcome {
  field: string;
  /** payload: holds markup now; constrained: no payload passed its CHECKs; kept: left alone on purpose. */
  outcome: 'payload' | 'constrained' | 'kept' | 'no text';
  detail: string;
}

export interface SeededPayloads {
  outcomes: ColumnOutcome[];
  /** The key of each probe's row, by table (an editor's URL needs it). */
  keys: Record<string, Row[]>;
  /** Deletes the inserted rows and puts the updated ones back as they were. */
  cleanup(): Promise<void>;
}

/** Keys inside JSON columns that name an image the build fetches (see IMAGE_KEY). */
const JSON_IMAGE_KEYS = new Set(['path']);

/** Every string inside a JSON value replaced by a payload naming its key (URL-ish keys get URL payloads). */
function withPayloadStrings(value: unknown, id: string, key = ''): unknown {
  if (typeof value === 'string') {
    if (JSON_IMAGE_KEYS.has(key)) return value;
    // A link (the socials' URLs) gets a javascript: URL, whatever its key.
    return payloadVariants(id, /^(https?:|\/)/.test(value) ? 'url' : key)[0];
  }
  if (Array.isArray(value)) return value.map((item) => withPayloadStrings(item, id, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, withPayloadStrings(v, `${id}.${k}`, k)]),
    );
  return value;
}

const hasStrings = (value: unknown): boolean =>
  typeof value === 'string' ||
  (Array.isArray(value)
    ? value.some(hasStrings)
    : !!value && typeof value === 'object' && Object.values(value).some(hasStrings));

/** A JSON value of this column with strings in it: the row's own, else another row's (the seed's shape). */
async function jsonTemplate(
  service: SupabaseClient,
  table: string,
  column: string,
  own: unknown,
): Promise<unknown> {
  if (hasStrings(own)) return own;
  const { data } = await service
    .from(table)
    .select(column)
    .limit(50)
    .overrideTypes<Row[], { merge: false }>();
  return (data ?? []).map((row) => row[column]).find(hasStrings);
}

async function candidates(
  service: SupabaseClient,
  table: string,
  column: { name: string; type: string },
  current: unknown,
): Promise<unknown[]> {
  const id = `${table}.${column.name}`;
  if (column.type.startsWith('json')) {
    const template = await jsonTemplate(service, table, column.name, current);
    return template === undefined ? [] : [withPayloadStrings(template, id)];
  }
  return column.type.endsWith('[]') ? arrayPayloadVariants(id) : payloadVariants(id, column.name);
}

interface ProbeRun {
  outcomes: ColumnOutcome[];
  match?: Row;
  undo?: () => Promise<unknown>;
}

/** Puts the probe's row in place (inserted, or the existing one with `set`), keeping how to undo it. */
async function placeRow(
  service: SupabaseClient,
  probe: Probe,
  columns: string[],
  run: ProbeRun,
): Promise<Row> {
  if (isInserted(probe)) {
    const prepared =
      typeof probe.insert === 'function'
        ? await probe.insert(service)
        : { row: probe.insert, undo: () => Promise.resolve() };
    const { data, error } = await service.from(probe.table).insert(prepared.row).select('*').single<Row>();
    if (error) {
      await prepared.undo();
      throw new Error(`Inserting the ${probe.table} probe failed: ${error.message}`);
    }
    const match: Row = { [probe.key]: data[probe.key] };
    run.undo = async () => {
      await service.from(probe.table).delete().match(match).throwOnError();
      await prepared.undo();
    };
    return match;
  }
  const match: Row = { ...probe.match };
  const { data: original, error } = await service.from(probe.table).select('*').match(match).single<Row>();
  if (error) throw new Error(`Reading ${probe.table} failed: ${error.message}`);
  const changed = [...columns, ...Object.keys(probe.set ?? {})];
  const restore = Object.fromEntries(changed.map((name) => [name, original[name]]));
  run.undo = async () => {
    await service.from(probe.table).update(restore).match(match).throwOnError();
  };
  if (probe.set) await service.from(probe.table).update(probe.set).match(match).throwOnError();
  return match;
}

async function runProbe(service: SupabaseClient, probe: Probe, catalogue: TableColumns[], run: ProbeRun) {
  const columns = catalogue.find((entry) => entry.table === probe.table)?.textColumns ?? [];
  const match = await placeRow(
    service,
    probe,
    columns.map((c) => c.name),
    run,
  );
  run.match = match;
  const { data: row } = await service.from(probe.table).select('*').match(match).single<Row>();
  const probeColumn = async (column: { name: string; type: string }): Promise<ColumnOutcome> => {
    const field = `${probe.table}.${column.name}`;
    const kept = probe.keep?.[column.name];
    if (kept) return { field, outcome: 'kept', detail: kept };
    const values = await candidates(service, probe.table, column, row?.[column.name]);
    if (values.length === 0)
      return { field, outcome: 'no text', detail: 'holds no strings (numbers or flags only)' };
    let refusal = '';
    for (const value of values) {
      const { error } = await service
        .from(probe.table)
        .update({ [column.name]: value })
        .match(match);
      if (!error) {
        // The row's key changed with it: later updates and the clean-up find it by the new one.
        if (column.name in match) match[column.name] = value;
        return { field, outcome: 'payload', detail: '' };
      }
      refusal = error.message;
    }
    return { field, outcome: 'constrained', detail: refusal };
  };
  // Columns side by side (one at a time takes seconds); a key column last, on its own.
  const others = columns.filter((column) => !(column.name in match));
  run.outcomes.push(...(await Promise.all(others.map(probeColumn))));
  for (const column of columns.filter((c) => c.name in match)) run.outcomes.push(await probeColumn(column));
}

/** Writes a payload into every text-like column of each probe's row that its CHECKs allow. */
export async function seedPayloads(
  service: SupabaseClient,
  probes: Probe[],
  catalogue: TableColumns[],
): Promise<SeededPayloads> {
  const runs: ProbeRun[] = probes.map(() => ({ outcomes: [] }));
  const cleanup = async () => {
    for (const run of [...runs].reverse()) await run.undo?.();
  };
  const settled = await Promise.allSettled(
    probes.map((probe, index) => runProbe(service, probe, catalogue, runs[index] ?? { outcomes: [] })),
  );
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) {
    await cleanup();
    throw failed.reason;
  }
  const keys: Record<string, Row[]> = {};
  probes.forEach((probe, index) => {
    const match = runs[index]?.match;
    if (match) (keys[probe.table] ??= []).push(match);
  });
  return { outcomes: runs.flatMap((run) => run.outcomes), keys, cleanup };
}
