import crypto from 'node:crypto';
import type { Sql } from '../db/database.ts';
import { asCaller, bucketOf, type Caller, type StorageContext } from './context.ts';
import { storageErrors } from './errors.ts';
import { mimeAllowed } from './keys.ts';
import { storedMediaType } from './media-type.ts';

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  version: string;
  owner: string | null;
  metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string | null;
}

const OBJECT_JSON = `json_build_object('id', id, 'bucket_id', bucket_id, 'name', name, 'version', version, 'owner', owner,
  'metadata', coalesce(metadata, '{}'), 'user_metadata', user_metadata, 'created_at', created_at, 'updated_at', updated_at,
  'last_accessed_at', last_accessed_at)::text AS object`;

async function objectRows(sql: Sql, where: string, params: unknown[]): Promise<ObjectRow[]> {
  const { rows } = await sql.query<{ object: string }>(
    `SELECT ${OBJECT_JSON} FROM storage.objects ${where}`,
    params,
  );
  return rows.map((r) => JSON.parse(r.object) as ObjectRow);
}

/** The object as the caller may see it (their select policies apply). */
export async function findAsCaller(
  ctx: StorageContext,
  caller: Caller,
  bucket: string,
  key: string,
): Promise<ObjectRow> {
  const [row] = await asCaller(ctx, caller, (tx) =>
    objectRows(tx, 'WHERE bucket_id = $1 AND name = $2', [bucket, key]),
  );
  if (!row) throw storageErrors.objectNotFound();
  return row;
}

/** The object regardless of policies: for public buckets and signed URLs. */
export async function findAsService(ctx: StorageContext, bucket: string, key: string): Promise<ObjectRow> {
  const [row] = await objectRows(ctx.db, 'WHERE bucket_id = $1 AND name = $2', [bucket, key]);
  if (!row) throw storageErrors.objectNotFound();
  return row;
}

export interface Upload {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** Size and type limits of the bucket (and of the stack). */
export async function assertAcceptable(
  ctx: StorageContext,
  bucketId: string,
  size: number,
  contentType: string,
): Promise<void> {
  const bucket = await bucketOf(ctx, bucketId);
  const limit = Math.min(bucket.file_size_limit ?? Infinity, ctx.config.fileSizeLimit);
  if (size > limit) throw storageErrors.tooLarge();
  if (!mimeAllowed(contentType, bucket.allowed_mime_types)) throw storageErrors.mimeNotAllowed(contentType);
}

/**
 * Stores a file: the bytes go to a temporary file, the row is written under the caller's role, and
 * the file is moved into place before the transaction commits. A refused or failed upload leaves
 * neither a file nor a row; a replaced version's file is deleted after the commit.
 */
export async function putObject(
  ctx: StorageContext,
  caller: Caller,
  bucketId: string,
  key: string,
  upload: Upload,
  options: { upsert: boolean; owner?: string | undefined },
): Promise<{ id: string; key: string }> {
  await assertAcceptable(ctx, bucketId, upload.bytes.byteLength, upload.contentType);
  const [existing] = await objectRows(ctx.db, 'WHERE bucket_id = $1 AND name = $2', [bucketId, key]);
  if (existing && !options.upsert) throw storageErrors.duplicate();
  const { tmp, size, etag } = await ctx.files.writeTemporary(upload.bytes);
  const version = crypto.randomUUID();
  const id = existing?.id ?? crypto.randomUUID();
  const owner = options.owner ?? caller.userId ?? null;
  const metadata = {
    eTag: etag,
    size,
    mimetype: upload.contentType,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: size,
    httpStatusCode: 200,
  };
  const write = async (tx: Sql) => {
    // No RETURNING: an insert-only policy (an inbox for résumés) must be enough to upload.
    await tx.query(
      `INSERT INTO storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       VALUES ($1::uuid, $2, $3, $4::text::uuid, $4::text, $5::jsonb, $6::jsonb, $7)
       ${options.upsert ? 'ON CONFLICT (bucket_id, name) DO UPDATE SET metadata = EXCLUDED.metadata, user_metadata = EXCLUDED.user_metadata, version = EXCLUDED.version, owner = EXCLUDED.owner, owner_id = EXCLUDED.owner_id, updated_at = now()' : ''}`,
      [
        id,
        bucketId,
        key,
        owner,
        JSON.stringify(metadata),
        upload.userMetadata ? JSON.stringify(upload.userMetadata) : null,
        version,
      ],
    );
    await ctx.files.commit(tmp, version);
  };
  try {
    await asCaller(ctx, caller, write);
  } catch (error) {
    await ctx.files.discard(tmp);
    await ctx.files.remove(version);
    throw error;
  }
  if (existing && existing.version !== version) await ctx.files.remove(existing.version);
  return { id, key: `${bucketId}/${key}` };
}

export async function removeObjects(
  ctx: StorageContext,
  caller: Caller,
  bucketId: string,
  keys: string[],
): Promise<ObjectRow[]> {
  const removed = await asCaller(ctx, caller, async (tx) => {
    const { rows } = await tx.query<{ object: string }>(
      `DELETE FROM storage.objects WHERE bucket_id = $1 AND name = ANY($2::text[]) RETURNING ${OBJECT_JSON}`,
      [bucketId, keys],
    );
    return rows.map((r) => JSON.parse(r.object) as ObjectRow);
  });
  for (const row of removed) await ctx.files.remove(row.version);
  return removed;
}

/** Renames an object (possibly into another bucket): a row update, so it needs the caller's update rights. */
export async function moveObject(
  ctx: StorageContext,
  caller: Caller,
  from: { bucket: string; key: string },
  to: { bucket: string; key: string },
): Promise<void> {
  if (to.bucket !== from.bucket) await bucketOf(ctx, to.bucket);
  const moved = await asCaller(ctx, caller, (tx) =>
    tx.query(
      'UPDATE storage.objects SET bucket_id = $3, name = $4, updated_at = now() WHERE bucket_id = $1 AND name = $2',
      [from.bucket, from.key, to.bucket, to.key],
    ),
  );
  if (moved.rowCount === 0) throw storageErrors.objectNotFound();
}

/** Copies an object: reading the source and inserting the copy both under the caller's rights. */
export async function copyObject(
  ctx: StorageContext,
  caller: Caller,
  from: { bucket: string; key: string },
  to: { bucket: string; key: string },
): Promise<{ id: string; key: string }> {
  const source = await findAsCaller(ctx, caller, from.bucket, from.key);
  const mimetype = storedMediaType(source.metadata.mimetype);
  await assertAcceptable(ctx, to.bucket, await ctx.files.size(source.version), mimetype);
  const version = crypto.randomUUID();
  const id = crypto.randomUUID();
  await ctx.files.copy(source.version, version);
  try {
    await asCaller(ctx, caller, (tx) =>
      tx.query(
        `INSERT INTO storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         VALUES ($1::uuid, $2, $3, $4::text::uuid, $4::text, $5::jsonb, $6::jsonb, $7)`,
        [
          id,
          to.bucket,
          to.key,
          caller.userId ?? null,
          JSON.stringify({ ...source.metadata, mimetype, lastModified: new Date().toISOString() }),
          source.user_metadata ? JSON.stringify(source.user_metadata) : null,
          version,
        ],
      ),
    );
  } catch (error) {
    await ctx.files.remove(version);
    throw error;
  }
  return { id, key: `${to.bucket}/${to.key}` };
}

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  /** The start of an entry's name, case-insensitive, a LIKE pattern as in Storage's `storage.search`. */
  search: string;
  sortColumn: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
}

/** One folder level, as Storage's list answers: sub-folders (id null) and files, under the caller's policies. */
export async function listObjects(
  ctx: StorageContext,
  caller: Caller,
  bucketId: string,
  options: ListOptions,
): Promise<unknown[]> {
  const prefix =
    options.prefix === '' || options.prefix.endsWith('/') ? options.prefix : `${options.prefix}/`;
  const pattern = `${prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const sort = `${options.sortColumn} ${options.sortOrder === 'desc' ? 'DESC' : 'ASC'} NULLS LAST, name ASC`;
  return asCaller(ctx, caller, async (tx) => {
    const { rows } = await tx.query<{ entries: string }>(
      `WITH level AS (
         SELECT split_part(substr(name, $3 + 1), '/', 1) AS entry, strpos(substr(name, $3 + 1), '/') > 0 AS is_folder,
                id, created_at, updated_at, last_accessed_at, metadata
         FROM storage.objects WHERE bucket_id = $1 AND name LIKE $2
       ), entries AS (
         SELECT entry AS name, NULL::uuid AS id, NULL::timestamptz AS updated_at, NULL::timestamptz AS created_at,
                NULL::timestamptz AS last_accessed_at, NULL::jsonb AS metadata
         FROM level WHERE is_folder GROUP BY entry
         UNION ALL
         SELECT entry, id, updated_at, created_at, last_accessed_at, metadata FROM level WHERE NOT is_folder
       )
       SELECT coalesce(json_agg(e), '[]')::text AS entries FROM (
         SELECT * FROM entries WHERE name ILIKE $4 || '%' ORDER BY ${sort} LIMIT $5 OFFSET $6
       ) AS e`,
      [bucketId, pattern, prefix.length, options.search, options.limit, options.offset],
    );
    return JSON.parse(rows[0]?.entries ?? '[]') as unknown[];
  });
}
