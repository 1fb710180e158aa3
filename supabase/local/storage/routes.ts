import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { isClientAbort } from '../http/client-abort.ts';
import { bucketListing } from './bucket-listing.ts';
import { asCaller, bucketOf, bucketRows, callerOf, serviceCaller, type StorageContext } from './context.ts';
import { StorageError, storageErrors } from './errors.ts';
import { validBucketId, validKey } from './keys.ts';
import {
  copyObject,
  findAsCaller,
  findAsService,
  listObjects,
  moveObject,
  putObject,
  removeObjects,
} from './objects.ts';
import { byteSize, jsonOf, uploadOf } from './request.ts';
import { fileResponse } from './serve-file.ts';
import { expiresInOf, SIGNED_UPLOAD_URL_SECONDS, signUrlToken, verifyUrlToken } from './signed-urls.ts';
import { assertMayUpload } from './upload-grants.ts';

type C = Context<{ Bindings: HttpBindings }>;

/** `<bucket>` and `<key>` from the request path `…<prefix><bucket>/<key…>`. */
function target(c: C, prefix: string): { bucket: string; key: string } {
  return targetOf(new URL(c.req.url).pathname, prefix);
}

function targetOf(path: string, prefix: string): { bucket: string; key: string } {
  const at = path.indexOf(prefix);
  let rest: string;
  try {
    rest = decodeURIComponent(path.slice(at + prefix.length));
  } catch {
    throw storageErrors.invalidKey(path);
  }
  const slash = rest.indexOf('/');
  if (slash <= 0) throw storageErrors.invalidKey(rest);
  return { bucket: validBucketId(rest.slice(0, slash)), key: validKey(rest.slice(slash + 1)) };
}

const stringField = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  if (typeof value !== 'string' || !value) throw storageErrors.invalidRequest(`${name} is required`);
  return value;
};

/** The Storage API at /storage/v1, compatible with supabase-js's `supabase.storage`. */
export function createStorageRoutes(ctx: StorageContext): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const maxUpload = ctx.config.fileSizeLimit;

  // Buckets
  app.get('/bucket', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const { tail, params } = bucketListing(new URL(c.req.url).searchParams);
    return c.json(await asCaller(ctx, caller, (tx) => bucketRows(tx, tail, params)));
  });
  app.get('/bucket/:id', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const [bucket] = await asCaller(ctx, caller, (tx) =>
      bucketRows(tx, 'WHERE id = $1', [c.req.param('id')]),
    );
    if (!bucket) throw storageErrors.bucketNotFound();
    return c.json(bucket);
  });
  app.post('/bucket', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const body = await jsonOf(c.req.raw);
    const name = validBucketId(stringField(body, 'name'));
    const id = typeof body.id === 'string' && body.id ? validBucketId(body.id) : name;
    const mimeTypes = Array.isArray(body.allowed_mime_types) ? body.allowed_mime_types.map(String) : null;
    await asCaller(ctx, caller, (tx) =>
      tx.query(
        'INSERT INTO storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types) VALUES ($1, $2, $3::uuid, $4, $5, $6)',
        [id, name, caller.userId ?? null, body.public === true, byteSize(body.file_size_limit), mimeTypes],
      ),
    );
    return c.json({ name });
  });
  app.put('/bucket/:id', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const body = await jsonOf(c.req.raw);
    const id = validBucketId(c.req.param('id'));
    // As in Supabase Storage, a field the body leaves out keeps its value; null clears a limit.
    const changes: [column: string, value: unknown][] = [];
    if (body.public !== undefined) changes.push(['public', body.public === true]);
    if (body.file_size_limit !== undefined) changes.push(['file_size_limit', byteSize(body.file_size_limit)]);
    if (body.allowed_mime_types !== undefined) {
      const types = Array.isArray(body.allowed_mime_types) ? body.allowed_mime_types.map(String) : null;
      changes.push(['allowed_mime_types', types]);
    }
    const sets = changes.map(([column], i) => `${column} = $${String(i + 2)}`);
    const updated = await asCaller(ctx, caller, (tx) =>
      tx.query(`UPDATE storage.buckets SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, [
        id,
        ...changes.map(([, value]) => value),
      ]),
    );
    if (updated.rowCount === 0) throw storageErrors.bucketNotFound();
    return c.json({ message: 'Successfully updated' });
  });
  app.post('/bucket/:id/empty', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const id = validBucketId(c.req.param('id'));
    await bucketOf(ctx, id);
    const { rows } = await ctx.db.query<{ name: string }>(
      'SELECT name FROM storage.objects WHERE bucket_id = $1',
      [id],
    );
    await removeObjects(
      ctx,
      caller,
      id,
      rows.map((r) => r.name),
    );
    return c.json({ message: 'Successfully emptied' });
  });
  app.delete('/bucket/:id', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const id = validBucketId(c.req.param('id'));
    const { rows } = await ctx.db.query('SELECT 1 FROM storage.objects WHERE bucket_id = $1 LIMIT 1', [id]);
    if (rows.length > 0) throw storageErrors.bucketNotEmpty();
    const deleted = await asCaller(ctx, caller, (tx) =>
      tx.query('DELETE FROM storage.buckets WHERE id = $1', [id]),
    );
    if (deleted.rowCount === 0) throw storageErrors.bucketNotFound();
    return c.json({ message: 'Successfully deleted' });
  });

  // Listing, moving, copying
  app.post('/object/list/:bucket', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const bucket = validBucketId(c.req.param('bucket'));
    await bucketOf(ctx, bucket);
    const body = await jsonOf(c.req.raw);
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
    const column = ['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(String(sortBy.column))
      ? (sortBy.column as 'name')
      : 'name';
    return c.json(
      await listObjects(ctx, caller, bucket, {
        prefix: typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '',
        limit: Math.min(1000, Math.max(1, Number(body.limit ?? 100) || 100)),
        offset: Math.max(0, Number(body.offset ?? 0) || 0),
        search: typeof body.search === 'string' ? body.search : '',
        sortColumn: column,
        sortOrder: sortBy.order === 'desc' ? 'desc' : 'asc',
      }),
    );
  });
  const fromTo = (body: Record<string, unknown>) => {
    const bucket = validBucketId(stringField(body, 'bucketId'));
    const destinationBucket =
      typeof body.destinationBucket === 'string' && body.destinationBucket
        ? validBucketId(body.destinationBucket)
        : bucket;
    return {
      from: { bucket, key: validKey(stringField(body, 'sourceKey')) },
      to: { bucket: destinationBucket, key: validKey(stringField(body, 'destinationKey')) },
    };
  };
  app.post('/object/move', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const { from, to } = fromTo(await jsonOf(c.req.raw));
    await moveObject(ctx, caller, from, to);
    return c.json({ message: 'Successfully moved' });
  });
  app.post('/object/copy', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const { from, to } = fromTo(await jsonOf(c.req.raw));
    const copied = await copyObject(ctx, caller, from, to);
    return c.json({ Id: copied.id, Key: copied.key });
  });

  // Signed URLs: creating one needs the caller's read rights; using one needs only the token.
  app.post('/object/sign/:bucket', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const bucket = validBucketId(c.req.param('bucket'));
    const body = await jsonOf(c.req.raw);
    const expiresIn = expiresInOf(body);
    const paths = Array.isArray(body.paths) ? body.paths.map(String) : [];
    const signed = [];
    for (const path of paths) {
      try {
        await findAsCaller(ctx, caller, bucket, validKey(path));
        const token = await signUrlToken(ctx.config.jwt.secret, `${bucket}/${path}`, expiresIn);
        signed.push({
          error: null,
          path,
          signedURL: `/object/sign/${bucket}/${encodeURI(path)}?token=${token}`,
        });
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        signed.push({
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        });
      }
    }
    return c.json(signed);
  });
  app.post('/object/sign/*', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const { bucket, key } = target(c, '/object/sign/');
    const expiresIn = expiresInOf(await jsonOf(c.req.raw));
    await findAsCaller(ctx, caller, bucket, key);
    const token = await signUrlToken(ctx.config.jwt.secret, `${bucket}/${key}`, expiresIn);
    return c.json({ signedURL: `/object/sign/${bucket}/${encodeURI(key)}?token=${token}` });
  });
  app.get('/object/sign/*', async (c) => {
    const { bucket, key } = target(c, '/object/sign/');
    await verifyUrlToken(ctx.config.jwt.secret, c.req.query('token'), `${bucket}/${key}`);
    return fileResponse(ctx, await findAsService(ctx, bucket, key), c.req.raw, {
      download: c.req.query('download'),
    });
  });
  app.post('/object/upload/sign/*', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const { bucket, key } = target(c, '/object/upload/sign/');
    await bucketOf(ctx, bucket);
    const upsert = c.req.header('x-upsert') === 'true';
    await assertMayUpload(ctx, caller, bucket, key, upsert);
    const token = await signUrlToken(ctx.config.jwt.secret, `${bucket}/${key}`, SIGNED_UPLOAD_URL_SECONDS, {
      owner: caller.userId,
      upsert,
    });
    return c.json({ url: `/object/upload/sign/${bucket}/${encodeURI(key)}?token=${token}`, token });
  });
  app.put('/object/upload/sign/*', async (c) => {
    const { bucket, key } = target(c, '/object/upload/sign/');
    const grant = await verifyUrlToken(ctx.config.jwt.secret, c.req.query('token'), `${bucket}/${key}`);
    const upload = await uploadOf(c.req.raw, maxUpload);
    const stored = await putObject(ctx, serviceCaller(c, ctx.config), bucket, key, upload, {
      upsert: grant.upsert,
      owner: grant.owner,
    });
    return c.json({ Id: stored.id, Key: stored.key });
  });

  // Downloads
  const publicDownload = async (c: C, head: boolean) => {
    const { bucket, key } = target(c, '/object/public/');
    if (!(await bucketOf(ctx, bucket)).public) throw storageErrors.objectNotFound();
    return fileResponse(ctx, await findAsService(ctx, bucket, key), c.req.raw, {
      download: c.req.query('download'),
      head,
    });
  };
  app.get('/object/public/*', (c) => publicDownload(c, false));
  app.on('HEAD', '/object/public/*', (c) => publicDownload(c, true));

  const privateDownload = async (c: C, prefix: string, head: boolean) => {
    const caller = await callerOf(c, ctx.config);
    const { bucket, key } = target(c, prefix);
    await bucketOf(ctx, bucket);
    return fileResponse(ctx, await findAsCaller(ctx, caller, bucket, key), c.req.raw, {
      download: c.req.query('download'),
      head,
    });
  };
  app.get('/object/authenticated/*', (c) => privateDownload(c, '/object/authenticated/', false));
  app.on('HEAD', '/object/authenticated/*', (c) => privateDownload(c, '/object/authenticated/', true));
  app.get('/object/info/*', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const path = new URL(c.req.url).pathname.replace(
      /\/object\/info\/(public|authenticated)\//,
      '/object/info/',
    );
    const { bucket, key } = targetOf(path, '/object/info/');
    const row = await findAsCaller(ctx, caller, bucket, key);
    const meta = row.metadata;
    return c.json({
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: meta.size ?? null,
      content_type: meta.mimetype ?? null,
      cache_control: meta.cacheControl ?? null,
      etag: meta.eTag ?? null,
      metadata: row.user_metadata ?? {},
      last_modified: row.updated_at,
      created_at: row.created_at,
    });
  });

  // Uploads, downloads and removal by bucket and key
  app.post('/object/*', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const { bucket, key } = target(c, '/object/');
    await bucketOf(ctx, bucket);
    const upload = await uploadOf(c.req.raw, maxUpload);
    const stored = await putObject(ctx, caller, bucket, key, upload, {
      upsert: c.req.header('x-upsert') === 'true',
    });
    return c.json({ Id: stored.id, Key: stored.key });
  });
  app.put('/object/*', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const { bucket, key } = target(c, '/object/');
    await bucketOf(ctx, bucket);
    const upload = await uploadOf(c.req.raw, maxUpload);
    const stored = await putObject(ctx, caller, bucket, key, upload, { upsert: true });
    return c.json({ Id: stored.id, Key: stored.key });
  });
  app.get('/object/*', (c) => privateDownload(c, '/object/', false));
  app.on('HEAD', '/object/*', (c) => privateDownload(c, '/object/', true));
  app.delete('/object/:bucket', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const bucket = validBucketId(c.req.param('bucket'));
    await bucketOf(ctx, bucket);
    const body = await jsonOf(c.req.raw);
    const keys = Array.isArray(body.prefixes) ? body.prefixes.map((k) => validKey(String(k))) : [];
    return c.json(await removeObjects(ctx, caller, bucket, keys));
  });
  app.delete('/object/*', async (c) => {
    const caller = await callerOf(c, ctx.config);
    const { bucket, key } = target(c, '/object/');
    const [removed] = await removeObjects(ctx, caller, bucket, [key]);
    if (!removed) throw storageErrors.objectNotFound();
    return c.json({ message: 'Successfully deleted' });
  });

  // Image transformation is off, as on a Supabase project without the feature: its routes answer
  // what Storage answers there, and signed URLs ignore transform options (see docs/local-stack.md).
  app.on(['GET', 'HEAD'], '/render/image/*', () => storageErrors.featureNotEnabled().response());

  app.notFound(() => new StorageError(404, 'not_found', 'Route not found').response());
  app.onError((error) => {
    if (error instanceof StorageError) return error.response();
    if (isClientAbort(error))
      return storageErrors.invalidRequest('The request body ended before its length').response();
    ctx.log(`Storage request failed: ${error.stack ?? error.message}`);
    return new StorageError(500, 'internal', 'Internal Server Error').response();
  });
  return app;
}
