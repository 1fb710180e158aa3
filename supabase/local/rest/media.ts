import type { MediaAggregate } from './catalog/model.ts';
import { ApiError } from './errors.ts';

/** How a builtin handler writes the rows: a JSON array or object (nulls kept or stripped), or CSV. */
export type Representation = 'json' | 'object' | 'csv' | 'array-stripped' | 'object-stripped';

export const CONTENT_TYPES: Record<Representation, string> = {
  json: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  'array-stripped': 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8',
  'object-stripped': 'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8',
};

export const isSingular = (r: Representation): boolean => r === 'object' || r === 'object-stripped';

/** One entry of an `Accept` header, decoded as PostgREST decodes media types. */
export interface MediaType {
  kind:
    'any' | 'json' | 'csv' | 'openapi' | 'object' | 'object-stripped' | 'array-stripped' | 'plan' | 'named';
  /** The media type as PostgREST names it back (error messages, handler lookup). */
  mime: string;
  /** For the plan media type: its format, the media type planned for, and the EXPLAIN options. */
  plan?: PlanRequest;
}

export interface PlanRequest {
  format: 'json' | 'text';
  target: MediaType;
  options: string[];
}

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

const NAMED_WITH_CHARSET = new Set([
  'application/json',
  'application/geo+json',
  'text/csv',
  'text/plain',
  'text/xml',
  'application/openapi+json',
  'application/x-www-form-urlencoded',
]);

/** The Content-Type PostgREST sends for a media type: UTF-8 text types carry the charset. */
export function contentTypeOf(mime: string): string {
  return NAMED_WITH_CHARSET.has(mime) ? `${mime}; charset=utf-8` : mime;
}

function planMediaType(format: 'json' | 'text', params: string[]): MediaType {
  const forParam = params.find((p) => p.startsWith('for='));
  const target: MediaType = forParam
    ? decodeMediaType(forParam.slice(4).replace(/^"+|"+$/g, ''))
    : { kind: 'json', mime: 'application/json' };
  const given =
    params
      .find((p) => p.startsWith('options='))
      ?.slice(8)
      .split('|') ?? [];
  const options = PLAN_OPTIONS.filter((o) => given.includes(o));
  return {
    kind: 'plan',
    mime: `application/vnd.pgrst.plan+${format}; for="${target.mime}"${options.length ? `; options=${options.join('|')}` : ''}`,
    plan: { format, target, options },
  };
}

/** A media type by its name and parameters (case-sensitive, as PostgREST compares them). */
export function decodeMediaType(text: string): MediaType {
  const [name = '', ...params] = text.split(';');
  const stripped = params.length === 1 && params[0] === 'nulls=stripped';
  switch (name) {
    case 'application/json':
      return { kind: 'json', mime: name };
    case 'text/csv':
      return { kind: 'csv', mime: name };
    case 'application/openapi+json':
      return { kind: 'openapi', mime: name };
    case '*/*':
    case '':
      return { kind: 'any', mime: '*/*' };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return stripped
        ? { kind: 'object-stripped', mime: 'application/vnd.pgrst.object+json;nulls=stripped' }
        : { kind: 'object', mime: 'application/vnd.pgrst.object+json' };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped
        ? { kind: 'array-stripped', mime: 'application/vnd.pgrst.array+json;nulls=stripped' }
        : { kind: 'json', mime: 'application/json' };
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
      return planMediaType('text', params);
    case 'application/vnd.pgrst.plan+json':
      return planMediaType('json', params);
    default:
      return { kind: 'named', mime: name };
  }
}

/**
 * The media types an `Accept` header lists, most wanted first: by quality, then by specificity
 * (parameters count for, wildcards against), then in the order given. Spaces are ignored.
 */
export function parseAccept(header: string | null): MediaType[] {
  if (header === null || header.trim() === '') return [{ kind: 'any', mime: '*/*' }];
  return header
    .split(',')
    .map((entry, index) => {
      const compact = entry.replace(/ /g, '');
      const at = compact.indexOf(';q=');
      const type = at < 0 ? compact : compact.slice(0, at);
      const qText = at < 0 ? '' : (compact.slice(at + 3).split(';')[0] ?? '');
      const q = /^\d+(\.\d+)?$/.test(qText) ? Number(qText) : 1;
      const specificity = (type.match(/;/g)?.length ?? 0) - (type.match(/\*/g)?.length ?? 0);
      return { type, q, specificity, index };
    })
    .sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.index - b.index)
    .map((entry) => decodeMediaType(entry.type));
}

/** A handler that writes a media type other than the builtin ones. */
export type CustomHandler =
  | { kind: 'aggregate'; aggregate: MediaAggregate }
  /** A routine returning the media type domain: its value is the body. */
  | { kind: 'routine'; binary: boolean };

/** What a resource can produce besides the builtin JSON and CSV handlers. */
export interface Producers {
  /** Handlers for this resource by media type (`*` + `/*` answers every media type). */
  own: Map<string, CustomHandler>;
  /** Aggregates over any row type, by media type. */
  anyRows: Map<string, CustomHandler>;
  /** The request selects every column (no `select`, or `select=*`): only then do own handlers apply. */
  defaultSelect: boolean;
}

export interface Negotiated {
  representation: Representation;
  custom?: { handler: CustomHandler; contentType: string };
  /** Answer the execution plan of the query that would produce `representation`. */
  plan?: PlanRequest & { contentType: string };
}

const NO_PRODUCERS: Producers = { own: new Map(), anyRows: new Map(), defaultSelect: true };

function notAvailable(accepts: MediaType[]): ApiError {
  return new ApiError(
    406,
    'PGRST107',
    `None of these media types are available: ${accepts.map((m) => m.mime).join(', ')}`,
  );
}

function pick(mt: MediaType, producers: Producers, plansAllowed: boolean): Negotiated | undefined {
  switch (mt.kind) {
    case 'object':
    case 'object-stripped':
    case 'array-stripped':
      return { representation: mt.kind };
    case 'plan': {
      // Execution plans are answered only with db-plan-enabled (off by default, as in PostgREST).
      if (!plansAllowed || !mt.plan) return undefined;
      const planned = pick(mt.plan.target, { ...producers, own: new Map(), anyRows: new Map() }, false);
      if (!planned) return undefined;
      return {
        representation: planned.representation,
        plan: { ...mt.plan, contentType: `${mt.mime}; charset=utf-8` },
      };
    }
  }
  const own =
    (producers.defaultSelect ? producers.own.get('*/*') : undefined) ??
    (producers.defaultSelect ? producers.own.get(mt.mime) : undefined);
  if (own) {
    const mime = producers.own.get('*/*') === own ? 'application/octet-stream' : mt.mime;
    return { representation: 'json', custom: { handler: own, contentType: contentTypeOf(mime) } };
  }
  if (mt.kind === 'any' || mt.kind === 'json') return { representation: 'json' };
  if (mt.kind === 'csv') return { representation: 'csv' };
  const anyRows = producers.anyRows.get(mt.mime);
  if (anyRows)
    return { representation: 'json', custom: { handler: anyRows, contentType: contentTypeOf(mt.mime) } };
  return undefined;
}

/**
 * The first accepted media type the resource can produce, or 406 (PGRST107). `plansAllowed`:
 * execution plans are enabled and the request is one whose plan can be answered.
 */
export function negotiateFor(
  accepts: MediaType[],
  producers: Producers = NO_PRODUCERS,
  plansAllowed = false,
): Negotiated {
  for (const mt of accepts) {
    const found = pick(mt, producers, plansAllowed);
    if (found) return found;
  }
  throw notAvailable(accepts);
}

/** The representation an `Accept` header asks of a plain table, or 406 (PGRST107). */
export function negotiate(accept: string | null): Representation {
  return negotiateFor(parseAccept(accept)).representation;
}

/** The root answers its OpenAPI description to `application/openapi+json`, `application/json` or any. */
export function assertOpenApiAccepted(accepts: MediaType[]): void {
  if (!accepts.some((m) => m.kind === 'openapi' || m.kind === 'json' || m.kind === 'any'))
    throw notAvailable(accepts);
}
