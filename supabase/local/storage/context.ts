import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { StorageConfig } from '../config.ts';
import { asPgError, type Database, type Sql } from '../db/database.ts';
import { requestSettingsSql } from '../db/request-settings.ts';
import { gatewayHeaders } from '../http/client-address.ts';
import { bearerToken, type Claims, JwtError, verifyJwt } from '../http/jwt.ts';
import { StorageError, storageErrors } from './errors.ts';
import type { FileStore } from './files.ts';

export interface StorageContext {
  db: Database;
  config: StorageConfig;
  files: FileStore;
  log: (message: string) => void;
}

/** Who is asking: the role and claims of the request's token (anon without one). */
export interface Caller {
  role: string;
  claims: Claims;
  /** The user id (auth.uid()), when the token is a user's. */
  userId: string | undefined;
  headers: Headers;
  method: string;
  path: string;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** What storage reads of a request: the request and, on Node, the socket it came from. */
export type StorageRequest = Pick<Context<{ Bindings: HttpBindings }>, 'req' | 'env'>;

/** The request's method, path and headers as Storage passes them to the database (`request.headers`). */
function requestOf(c: StorageRequest, config: StorageConfig): Pick<Caller, 'headers' | 'method' | 'path'> {
  // Without a socket (the app called directly, not through the server) there is no address to pass.
  const incoming = c.env.incoming as HttpBindings['incoming'] | undefined;
  return {
    headers: incoming ? gatewayHeaders(c.req.raw.headers, incoming, config.trustProxy) : c.req.raw.headers,
    method: c.req.method,
    path: new URL(c.req.url).pathname,
  };
}

export async function callerOf(c: StorageRequest, config: StorageConfig): Promise<Caller> {
  const token = bearerToken(c.req.raw.headers);
  let claims: Claims = { role: 'anon' };
  if (token) {
    try {
      claims = await verifyJwt(token, config.jwt);
    } catch (error) {
      if (error instanceof JwtError)
        throw storageErrors.invalidJwt(error.message === 'JWT expired' ? 'jwt expired' : 'invalid signature');
      throw error;
    }
  }
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!API_ROLES.has(role)) throw storageErrors.unauthorized(`role "${role}" may not use storage`);
  return {
    role,
    claims,
    userId: typeof claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(claims.sub) ? claims.sub : undefined,
    ...requestOf(c, config),
  };
}

/**
 * The service role for a request that carries a grant instead of a token (a signed upload URL),
 * as Supabase Storage runs it: past row-level security, but with the request's headers, so the
 * database's triggers still see who is asking from where.
 */
export function serviceCaller(c: StorageRequest, config: StorageConfig): Caller {
  return {
    role: 'service_role',
    claims: { role: 'service_role' },
    userId: undefined,
    ...requestOf(c, config),
  };
}

/** PostgreSQL's refusals in Storage's words. */
export function toStorageError(error: unknown): unknown {
  if (error instanceof StorageError) return error;
  const pg = asPgError(error);
  if (!pg) return error;
  if (pg.code === '42501') return storageErrors.unauthorized(pg.message);
  if (pg.code === '23505') return storageErrors.duplicate();
  if (pg.code === '23503') return storageErrors.bucketNotFound();
  if (pg.code === 'PT429') return storageErrors.tooManyRequests(pg.message);
  return new StorageError(400, 'DatabaseError', pg.message);
}

/** Runs `work` under the caller's role and claims, so storage.objects' policies decide. */
export async function asCaller<T>(
  ctx: StorageContext,
  caller: Caller,
  work: (tx: Sql) => Promise<T>,
): Promise<T> {
  const prelude = requestSettingsSql({ ...caller, searchPath: ['storage', 'public', 'extensions'] });
  try {
    return await ctx.db.transaction(work, { prelude });
  } catch (error) {
    throw toStorageError(error);
  }
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

const BUCKET_JSON = `json_build_object('id', id, 'name', name, 'owner', coalesce(owner::text, ''), 'public', coalesce(public, false),
  'file_size_limit', file_size_limit, 'allowed_mime_types', allowed_mime_types, 'created_at', created_at, 'updated_at', updated_at)::text AS bucket`;

/** Buckets by a SQL tail: a `WHERE` clause (ordered by name), or a whole `WHERE … ORDER BY … LIMIT`. */
export async function bucketRows(sql: Sql, where: string, params: unknown[]): Promise<BucketRow[]> {
  const tail = /\bORDER BY\b/.test(where) ? where : `${where} ORDER BY name`;
  const { rows } = await sql.query<{ bucket: string }>(
    `SELECT ${BUCKET_JSON} FROM storage.buckets ${tail}`,
    params,
  );
  return rows.map((r) => JSON.parse(r.bucket) as BucketRow);
}

/** A bucket as the service sees it (its settings apply whatever the caller may see). */
export async function bucketOf(ctx: StorageContext, id: string): Promise<BucketRow> {
  const [bucket] = await bucketRows(ctx.db, 'WHERE id = $1', [id]);
  if (!bucket) throw storageErrors.bucketNotFound();
  return bucket;
}
