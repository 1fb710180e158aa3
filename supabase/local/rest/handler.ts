import type { RestConfig } from '../config.ts';
import { asPgError, type Database } from '../db/database.ts';
import { isClientAbort } from '../http/client-abort.ts';
import type { Relation } from './catalog/model.ts';
import type { SchemaCache } from './catalog/schema-cache.ts';
import { inRequestTransaction, type RestRequest } from './context.ts';
import { ApiError, fromPgError } from './errors.ts';
import { relationProducers, routineProducers, selectsEverything } from './media-handlers.ts';
import { assertOpenApiAccepted, negotiateFor, parseAccept, type Negotiated } from './media.ts';
import { openApiDocument } from './openapi.ts';
import { usableBy } from './openapi-privileges.ts';
import { deleteRows, insertRows, putRow, updateRows } from './operations/mutate.ts';
import { readRows } from './operations/read.ts';
import { callRoutine, routineMethods } from './operations/rpc.ts';
import { tableSource } from './operations/shared.ts';
import { parseQuery } from './parse/query.ts';
import { assertPreferencesValid, invalidPreferences, parsePreferences } from './prefer.ts';
import { authenticate, type RequestAuth } from './request-auth.ts';
import { readRequestBody } from './request-body.ts';
import { errorResponse, toResponse, type ResponseParts } from './respond.ts';

export interface RestDependencies {
  db: Database;
  config: RestConfig;
  /** The current schema cache; undefined until the first load finished. */
  schemaCache: () => SchemaCache | undefined;
  log?: (message: string) => void;
}

type Target = { kind: 'root' } | { kind: 'relation'; name: string } | { kind: 'rpc'; name: string };

function targetOf(pathAfterPrefix: string): Target {
  const segments = pathAfterPrefix
    .split('/')
    .filter((s, i, all) => !(s === '' && (i === 0 || i === all.length - 1)));
  let decoded: string[];
  try {
    decoded = segments.map((s) => decodeURIComponent(s));
  } catch {
    decoded = [];
  }
  if (segments.length === 0) return { kind: 'root' };
  if (decoded.length === 1 && decoded[0]) return { kind: 'relation', name: decoded[0] };
  if (decoded.length === 2 && decoded[0] === 'rpc' && decoded[1]) return { kind: 'rpc', name: decoded[1] };
  throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
}

function schemaOf(request: Request, config: RestConfig): string {
  const readLike = ['GET', 'HEAD'].includes(request.method);
  const asked = request.headers.get(readLike ? 'accept-profile' : 'content-profile');
  const fallback = config.schemas[0] ?? 'public';
  if (asked === null) return fallback;
  if (config.schemas.includes(asked)) return asked;
  throw new ApiError(
    406,
    'PGRST106',
    `Invalid schema: ${asked}`,
    null,
    `Only the following schemas are exposed: ${config.schemas.join(', ')}`,
  );
}

/** What the `Accept` header asks of the target, among what the target can produce. */
function negotiateTarget(
  request: Request,
  config: RestConfig,
  url: URL,
  cache: SchemaCache,
  schema: string,
  target: Target,
): Negotiated {
  const accepts = parseAccept(request.headers.get('accept'));
  const defaultSelect = selectsEverything(url.searchParams.get('select'));
  if (target.kind === 'root') {
    assertOpenApiAccepted(accepts);
    return { representation: 'json' };
  }
  if (target.kind === 'rpc')
    return negotiateFor(accepts, routineProducers(cache, cache.routines(schema, target.name), defaultSelect));
  const relation = cache.relation(schema, target.name);
  // An unknown relation answers 404 whatever was accepted.
  if (!relation) return { representation: 'json' };
  // Plans are answered for reads of tables and views.
  const plansAllowed = config.planEnabled && (request.method === 'GET' || request.method === 'HEAD');
  return negotiateFor(accepts, relationProducers(cache, relation, defaultSelect), plansAllowed);
}

/** OPTIONS answers which methods a resource takes, as PostgREST does (no database round trip). */
function allowed(methods: string): ResponseParts {
  return { status: 200, headers: { 'Access-Control-Allow-Origin': '*', Allow: methods }, body: '' };
}

function relationMethods(relation: Relation): string {
  // pg_relation_is_updatable() bits: 8 INSERT, 4 UPDATE, 16 DELETE.
  const insertable = (relation.updatable & 8) !== 0;
  const updatable = (relation.updatable & 4) !== 0;
  return [
    'OPTIONS,GET,HEAD',
    ...(insertable ? ['POST'] : []),
    ...(insertable && updatable && relation.primaryKey.length > 0 ? ['PUT'] : []),
    ...(updatable ? ['PATCH'] : []),
    ...((relation.updatable & 16) !== 0 ? ['DELETE'] : []),
  ].join(',');
}

async function dispatch(req: RestRequest, target: Target): Promise<ResponseParts> {
  if (target.kind === 'rpc') {
    if (req.method === 'OPTIONS') return allowed(routineMethods(req.cache, req.schema, target.name));
    return callRoutine(req, target.name);
  }
  if (target.kind === 'root') {
    if (req.method === 'OPTIONS') return allowed('OPTIONS,GET,HEAD');
    if (req.method !== 'GET' && req.method !== 'HEAD')
      throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
    const usable = await inRequestTransaction(req, true, (tx) => usableBy(tx, req.schema));
    return {
      status: 200,
      headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' },
      body: req.method === 'HEAD' ? null : JSON.stringify(openApiDocument(req.cache, req.schema, usable)),
    };
  }
  const relation = req.cache.relation(req.schema, target.name);
  if (!relation) {
    throw new ApiError(
      404,
      'PGRST205',
      `Could not find the table '${req.schema}.${target.name}' in the schema cache`,
    );
  }
  switch (req.method) {
    case 'GET':
    case 'HEAD':
      return readRows(req, () => tableSource(relation));
    case 'POST':
      return insertRows(req, relation);
    case 'PATCH':
      return updateRows(req, relation);
    case 'PUT':
      return putRow(req, relation);
    case 'DELETE':
      return deleteRows(req, relation);
    case 'OPTIONS':
      return allowed(relationMethods(relation));
    default:
      throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  }
}

/**
 * Answers one request to `/rest/v1/...` the way PostgREST would. `pathAfterPrefix` is the URL
 * path after the REST prefix.
 */
export async function handleRestRequest(
  deps: RestDependencies,
  request: Request,
  pathAfterPrefix: string,
): Promise<Response> {
  let auth: RequestAuth | undefined;
  try {
    const cache = deps.schemaCache();
    if (!cache)
      throw new ApiError(503, 'PGRST002', 'Could not query the database for the schema cache. Retrying.');
    if (request.url.includes('%00') || request.url.includes('\0')) {
      throw new ApiError(
        400,
        'PGRST100',
        'The request URL contains a NUL character, which PostgreSQL text cannot hold',
      );
    }
    const target = targetOf(pathAfterPrefix);
    const schema = schemaOf(request, deps.config);
    auth = await authenticate(request.headers, deps.config.jwt, deps.config.anonRole);
    const url = new URL(request.url);
    const wantsTimezone = /(^|,)\s*timezone=/.test(request.headers.get('prefer') ?? '');
    const preferenceOptions = {
      txOverride: deps.config.txOverride,
      timezones: wantsTimezone ? await cache.timezones() : undefined,
    };
    const prefer = parsePreferences(request.headers, preferenceOptions);
    assertPreferencesValid(prefer, invalidPreferences(request.headers, preferenceOptions));
    const negotiated = negotiateTarget(request, deps.config, url, cache, schema, target);
    const req: RestRequest = {
      db: deps.db,
      config: deps.config,
      cache,
      auth,
      method: request.method,
      schema,
      path: url.pathname,
      headers: request.headers,
      query: parseQuery(url.searchParams, { rpc: target.kind === 'rpc' }),
      prefer,
      representation: negotiated.representation,
      ...(negotiated.custom ? { custom: negotiated.custom } : {}),
      ...(negotiated.plan ? { plan: negotiated.plan } : {}),
      body: await readRequestBody(request, target.kind === 'rpc'),
    };
    return toResponse(await dispatch(req, target));
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    const pg = asPgError(error);
    if (pg) return errorResponse(fromPgError(pg, auth?.authenticated ?? false));
    if (isClientAbort(error))
      return errorResponse(new ApiError(400, 'PGRST102', 'The request body ended before its length'));
    deps.log?.(
      `REST request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return errorResponse(new ApiError(500, 'PGRST000', 'Internal server error'));
  }
}
