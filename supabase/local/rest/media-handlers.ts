import { qualified } from '../db/quote.ts';
import type { SchemaCache } from './catalog/schema-cache.ts';
import type { Relation, Routine } from './catalog/model.ts';
import type { CustomHandler, Producers } from './media.ts';

function aggregatesOf(cache: SchemaCache, relid: number | null): Map<string, CustomHandler> {
  return new Map(
    cache.mediaAggregates(relid).map((aggregate) => [aggregate.mediaType, { kind: 'aggregate', aggregate }]),
  );
}

/** `select` absent or `*`: PostgREST applies a resource's own media type handlers only then. */
export function selectsEverything(select: string | null): boolean {
  return select === null || select.trim() === '*';
}

/** The media type handlers of a table or view: aggregates over its rows. */
export function relationProducers(cache: SchemaCache, relation: Relation, defaultSelect: boolean): Producers {
  return { own: aggregatesOf(cache, relation.oid), anyRows: aggregatesOf(cache, null), defaultSelect };
}

/**
 * The media type handlers of the routines named by an RPC: a routine returning one value of a
 * media type domain, and the aggregates over the rows of the relation a routine returns.
 */
export function routineProducers(cache: SchemaCache, routines: Routine[], defaultSelect: boolean): Producers {
  const own = new Map<string, CustomHandler>();
  for (const routine of routines) {
    if (routine.returnMediaType && !routine.returnsSet)
      own.set(routine.returnMediaType, { kind: 'routine', binary: routine.returnMediaBinary });
    if (routine.returnRelation)
      for (const [mime, handler] of aggregatesOf(cache, routine.returnRelation.oid)) own.set(mime, handler);
  }
  return { own, anyRows: aggregatesOf(cache, null), defaultSelect };
}

/** SQL giving the response body as bytea from the rows of `_postgrest_t` (one `pgrst_scalar` for a routine). */
export function handlerBodySql(handler: CustomHandler, rowType: Relation | undefined): string {
  if (handler.kind === 'routine') {
    const value = '(array_agg(_postgrest_t.pgrst_scalar))[1]';
    return handler.binary ? value : `convert_to(${value}::text, 'UTF8')`;
  }
  const { aggregate } = handler;
  const row =
    aggregate.relid !== null && rowType
      ? `_postgrest_t::${qualified(rowType.schema, rowType.name)}`
      : '_postgrest_t';
  const value = `${aggregate.function}(${row})`;
  return aggregate.binary ? value : `convert_to(${value}::text, 'UTF8')`;
}
