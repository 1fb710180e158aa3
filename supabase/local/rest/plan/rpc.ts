import { ident, qualified } from '../../db/quote.ts';
import type { SchemaCache } from '../catalog/schema-cache.ts';
import type { Column, Relation, Routine } from '../catalog/model.ts';
import { ApiError } from '../errors.ts';
import type { PlanContext } from './context.ts';
import type { Source } from './read-plan.ts';
import type { RawBody } from '../operations/raw-body.ts';

/** What a routine's result looks like to the client. */
export type RpcShape = 'rows' | 'row' | 'scalar' | 'scalars' | 'void';

export interface RpcArguments {
  /** Named arguments (JSON values), or the whole body for a routine taking one unnamed json parameter. */
  named: Record<string, unknown>;
  /** The raw body, when it was not a JSON object (an array, a scalar). */
  body: unknown;
  fromBody: boolean;
  /** `Prefer: params=single-object`: the whole body is the one json/jsonb argument. */
  singleObject?: boolean;
  /** A text, xml or binary body, for a routine whose single unnamed parameter has that type. */
  raw?: RawBody;
}

const isJsonType = (type: string) => type === 'json' || type === 'jsonb';

function takesWholeBody(routine: Routine): boolean {
  const [only] = routine.params;
  return routine.params.length === 1 && only?.name === '' && isJsonType(only.type);
}

function takesOneJson(routine: Routine): boolean {
  const [only] = routine.params;
  return routine.params.length === 1 && only !== undefined && isJsonType(only.type);
}

function acceptsNames(routine: Routine, names: string[]): boolean {
  return (
    names.every((n) => routine.params.some((p) => p.name === n)) &&
    routine.params.every((p) => !p.required || names.includes(p.name))
  );
}

function signature(routine: Routine): string {
  return `${routine.schema}.${routine.name}(${routine.params.map((p) => p.name).join(', ')})`;
}

function similarity(a: string, b: string): number {
  const grams = (s: string) =>
    new Set(Array.from({ length: Math.max(0, s.length - 1) }, (_, i) => s.slice(i, i + 2)));
  const [ga, gb] = [grams(a), grams(b)];
  const shared = [...ga].filter((g) => gb.has(g)).length;
  return (2 * shared) / Math.max(1, ga.size + gb.size);
}

function notFound(
  cache: SchemaCache,
  schema: string,
  name: string,
  names: string[],
  fromBody: boolean,
): ApiError {
  const sorted = [...names].sort();
  const described = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
  const qualifiedName = `${schema}.${name}`;
  const searched =
    sorted.length === 0
      ? 'without parameters'
      : `with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  const details = `Searched for the function ${qualifiedName} ${searched}${
    fromBody ? ' or with a single unnamed json/jsonb parameter' : ''
  }, but no matches were found in the schema cache.`;
  let hint: string | null = null;
  const sameName = cache.routines(schema, name);
  const wider = sameName.find(
    (r) => r.params.every((p) => names.includes(p.name)) && r.params.length < names.length,
  );
  if (wider) hint = `Perhaps you meant to call the function ${signature(wider)}`;
  else if (sameName.length === 0) {
    const close = cache
      .allRoutines()
      .filter((r) => r.schema === schema)
      .map((r) => ({ r, score: similarity(r.name, name) }))
      .filter((x) => x.score >= 0.5)
      .sort((x, y) => y.score - x.score)[0];
    if (close) hint = `Perhaps you meant to call the function ${signature(close.r)}`;
  }
  return new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${qualifiedName}${described} in the schema cache`,
    details,
    hint,
  );
}

function rawBodyRoutine(cache: SchemaCache, schema: string, name: string, raw: RawBody): Routine {
  const [match] = cache
    .routines(schema, name)
    .filter((r) => r.params.length === 1 && r.params[0]?.name === '' && r.params[0].type === raw.type);
  if (match) return match;
  throw new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name} in the schema cache`,
    `Searched for the function ${schema}.${name} with a single unnamed ${raw.type} parameter, but no matches were found in the schema cache.`,
  );
}

/** The routine a call means, by name and by the names of the arguments given (PostgREST's overloading rule). */
export function resolveRoutine(
  cache: SchemaCache,
  schema: string,
  name: string,
  args: RpcArguments,
): Routine {
  const candidates = cache.routines(schema, name);
  if (args.raw) return rawBodyRoutine(cache, schema, name, args.raw);
  if (args.singleObject && args.fromBody) {
    const [single, ...others] = candidates.filter(takesOneJson);
    if (single && others.length === 0) return single;
  }
  const names = Object.keys(args.named);
  const wholeBody = args.fromBody ? candidates.filter(takesWholeBody) : [];
  const byName =
    args.body === undefined || isPlainObject(args.body)
      ? candidates.filter((r) => !takesWholeBody(r) && acceptsNames(r, names))
      : [];
  const matches = byName.length ? byName : wholeBody;
  if (matches.length === 1 && matches[0]) return matches[0];
  if (matches.length === 0) throw notFound(cache, schema, name, names, args.fromBody);
  const exact = matches.filter((r) => r.params.length === names.length);
  if (exact.length === 1 && exact[0]) return exact[0];
  throw new ApiError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${matches.map((r) => `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function shapeOf(routine: Routine): RpcShape {
  if (routine.returnRelation || routine.outParams.length > 0) return routine.returnsSet ? 'rows' : 'row';
  if (routine.returnType === 'void') return 'void';
  return routine.returnsSet ? 'scalars' : 'scalar';
}

function pseudoColumn(name: string, type: string): Column {
  const base = type.replace(/\[\]$/, '');
  return {
    name,
    num: 0,
    type,
    typeOid: 0,
    baseType: base,
    baseTypeKind: 'b',
    baseCategory: type.endsWith('[]') ? 'A' : 'U',
    nullable: true,
    default: null,
    generated: false,
    description: null,
  };
}

/** The relation a routine's rows look like: its return relation, or its OUT/TABLE columns. */
export function resultRelation(routine: Routine): Relation {
  if (routine.returnRelation) return routine.returnRelation;
  const columns = routine.outParams.map((p) => pseudoColumn(p.name, p.type));
  return {
    oid: -routine.oid,
    schema: routine.schema,
    name: routine.name,
    kind: 'c',
    description: null,
    updatable: 0,
    columns,
    column: new Map(columns.map((c) => [c.name, c])),
    primaryKey: [],
    uniqueKeys: [],
  };
}

/** The call expression and the FROM items that feed it its arguments. */
function callSql(
  ctx: PlanContext,
  routine: Routine,
  args: RpcArguments,
): { call: string; argsFrom: string | undefined } {
  const fn = qualified(routine.schema, routine.name);
  if (args.raw)
    return { call: `${fn}(${ctx.params.add(args.raw.value)}::${args.raw.type})`, argsFrom: undefined };
  if (takesWholeBody(routine) || (args.singleObject && args.fromBody && takesOneJson(routine))) {
    const type = routine.params[0]?.type ?? 'json';
    return {
      call: `${fn}(${ctx.params.add(JSON.stringify(args.body ?? args.named))}::${type})`,
      argsFrom: undefined,
    };
  }
  const given = routine.params.filter((p) => p.name in args.named);
  if (given.length === 0) return { call: `${fn}()`, argsFrom: undefined };
  const definition = given.map((p) => `${ident(p.name)} ${p.type}`).join(', ');
  const values = Object.fromEntries(given.map((p) => [p.name, args.named[p.name]]));
  const argsFrom = `json_to_record(${ctx.params.add(JSON.stringify(values))}::json) AS pgrst_args(${definition})`;
  const named = given.map(
    (p) => `${p.variadic ? 'VARIADIC ' : ''}${ident(p.name)} := pgrst_args.${ident(p.name)}`,
  );
  return { call: `${fn}(${named.join(', ')})`, argsFrom };
}

/** A FROM clause whose rows are the routine's result, aliased by the routine's name. */
export function rpcRowsSource(ctx: PlanContext, routine: Routine, args: RpcArguments): Source {
  const { call, argsFrom } = callSql(ctx, routine, args);
  const relation = resultRelation(routine);
  const alias = ident(routine.name);
  const columns = routine.returnRelation ? '' : `(${routine.outParams.map((p) => ident(p.name)).join(', ')})`;
  const fromCall = `${call} AS ${alias}${columns}`;
  return {
    relation,
    alias: routine.name,
    fromClause: argsFrom ? `${argsFrom} CROSS JOIN LATERAL ${fromCall}` : fromCall,
  };
}

/** `SELECT … AS pgrst_scalar`: the value(s) of a routine returning a scalar or a set of them. */
export function rpcScalarSql(ctx: PlanContext, routine: Routine, args: RpcArguments): string {
  const { call, argsFrom } = callSql(ctx, routine, args);
  if (routine.returnsSet) {
    return `SELECT pgrst_scalar FROM ${argsFrom ? `${argsFrom} CROSS JOIN LATERAL ` : ''}${call} AS pgrst_scalar`;
  }
  return `SELECT ${call} AS pgrst_scalar${argsFrom ? ` FROM ${argsFrom}` : ''}`;
}
