import { describe, expect, inject, it } from 'vitest';
import { clientFor, sharedStack } from '../../support/clients.ts';

/**
 * The storage-js 2.109 methods the other storage tests do not cover — bucket management, copies and
 * moves across buckets, listing options, image transformation — through the real client, on PGlite
 * and PostgreSQL. Each test works in buckets of its own, with the service role.
 */
const stack = sharedStack();
const storage = clientFor(stack, 'service').storage;
const text = (content: string) => new Blob([content], { type: 'text/plain' });
let bucketCount = 0;
/** A fresh bucket's id. */
async function newBucket(options: { public: boolean } = { public: false }) {
  const id = `matrix-${inject('dbKind')}-${String(++bucketCount)}-${String(Date.now())}`;
  const created = await storage.createBucket(id, options);
  expect(created).toEqual({ data: { name: id }, error: null });
  return id;
}
const contentOf = async (bucket: string, path: string) =>
  (await storage.from(bucket).download(path)).data?.text();

describe(`supabase-js storage (${inject('dbKind')})`, () => {
  it('creates, reads, lists, updates, empties and deletes a bucket', async () => {
    const id = `matrix-${inject('dbKind')}-life-${String(Date.now())}`;
    const created = await storage.createBucket(id, {
      public: false,
      fileSizeLimit: '1KB',
      allowedMimeTypes: ['text/plain'],
    });
    expect(created).toEqual({ data: { name: id }, error: null });
    const duplicate = await storage.createBucket(id);
    expect(duplicate.error).toMatchObject({
      status: 409,
      statusCode: '409',
      message: 'The resource already exists',
    });

    const read = await storage.getBucket(id);
    expect(read.data).toMatchObject({
      id,
      name: id,
      public: false,
      file_size_limit: 1024,
      allowed_mime_types: ['text/plain'],
    });
    const listed = await storage.listBuckets();
    expect(listed.data?.filter((b) => b.id === id)).toHaveLength(1);

    // Only the fields sent change: the size limit stays when only visibility and types are updated.
    const updated = await storage.updateBucket(id, {
      public: true,
      allowedMimeTypes: ['text/*', 'image/png'],
    });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await storage.getBucket(id)).data).toMatchObject({
      public: true,
      file_size_limit: 1024,
      allowed_mime_types: ['text/*', 'image/png'],
    });
    await storage.updateBucket(id, { public: true, fileSizeLimit: 2048 });
    expect((await storage.getBucket(id)).data).toMatchObject({ public: true, file_size_limit: 2048 });

    const files = storage.from(id);
    expect((await files.upload('a.txt', text('a'))).error).toBeNull();
    expect((await files.upload('deep/b.txt', text('b'))).error).toBeNull();
    const notEmpty = await storage.deleteBucket(id);
    expect(notEmpty.error).toMatchObject({
      status: 409,
      message: 'The bucket you tried to delete is not empty',
    });
    expect(await storage.emptyBucket(id)).toEqual({ data: { message: 'Successfully emptied' }, error: null });
    expect((await files.list('')).data).toEqual([]);
    expect(await storage.deleteBucket(id)).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    const gone = await storage.getBucket(id);
    expect([gone.data, gone.error?.message, (gone.error as { status?: number } | null)?.status]).toEqual([
      null,
      'Bucket not found',
      404,
    ]);
  });

  it('lists buckets with search, sorting, limit and offset', async () => {
    const stamp = `q${String(Date.now())}`;
    const ids = [`${stamp}-b`, `${stamp}-a`, `${stamp}-c`];
    for (const id of ids) await storage.createBucket(id);
    const names = async (options: Parameters<typeof storage.listBuckets>[0]) =>
      ((await storage.listBuckets(options)).data ?? []).map((b) => b.id);
    expect(await names({ search: stamp, sortColumn: 'name', sortOrder: 'asc' })).toEqual([
      `${stamp}-a`,
      `${stamp}-b`,
      `${stamp}-c`,
    ]);
    expect(await names({ search: stamp, sortColumn: 'id', sortOrder: 'desc', limit: 2 })).toEqual([
      `${stamp}-c`,
      `${stamp}-b`,
    ]);
    expect(await names({ search: stamp, sortColumn: 'name', sortOrder: 'asc', limit: 2, offset: 2 })).toEqual(
      [`${stamp}-c`],
    );
    expect(await names({ search: `${stamp}-zzz` })).toEqual([]);
  });

  it('uploads, replaces, downloads and removes files', async () => {
    const bucket = await newBucket();
    const files = storage.from(bucket);
    expect((await files.upload('doc.txt', text('first'))).data).toMatchObject({
      path: 'doc.txt',
      fullPath: `${bucket}/doc.txt`,
    });
    const again = await files.upload('doc.txt', text('again'));
    expect(again.error).toMatchObject({ status: 409, statusCode: '409' });
    expect((await files.update('doc.txt', text('second'))).data).toMatchObject({ path: 'doc.txt' });
    expect(await contentOf(bucket, 'doc.txt')).toBe('second');
    expect((await files.upload('doc.txt', text('third'), { upsert: true })).error).toBeNull();
    expect(await contentOf(bucket, 'doc.txt')).toBe('third');
    const removed = await files.remove(['doc.txt', 'never-there.txt']);
    expect(removed.data?.map((o) => o.name)).toEqual(['doc.txt']);
    const missing = await files.download('doc.txt');
    expect([missing.data, missing.error?.message]).toEqual([null, 'Object not found']);
    expect(await files.exists('doc.txt')).toMatchObject({ data: false });
  });

  it('copies and moves files within a bucket and across buckets', async () => {
    const [source, target] = [await newBucket(), await newBucket()];
    const files = storage.from(source);
    await files.upload('report.txt', text('quarterly'), { metadata: { team: 'sales' } });

    expect(await files.copy('report.txt', 'copies/report.txt')).toEqual({
      data: { path: `${source}/copies/report.txt` },
      error: null,
    });
    expect(await files.copy('report.txt', 'elsewhere/report.txt', { destinationBucket: target })).toEqual({
      data: { path: `${target}/elsewhere/report.txt` },
      error: null,
    });
    expect(await contentOf(target, 'elsewhere/report.txt')).toBe('quarterly');
    expect((await storage.from(target).info('elsewhere/report.txt')).data).toMatchObject({
      name: 'elsewhere/report.txt',
      bucketId: target,
      contentType: 'text/plain',
      size: 9,
      metadata: { team: 'sales' },
    });

    expect(await files.move('copies/report.txt', 'moved.txt')).toEqual({
      data: { message: 'Successfully moved' },
      error: null,
    });
    expect(await files.exists('copies/report.txt')).toMatchObject({ data: false });
    expect(await contentOf(source, 'moved.txt')).toBe('quarterly');
    expect(await files.move('moved.txt', 'arrived.txt', { destinationBucket: target })).toEqual({
      data: { message: 'Successfully moved' },
      error: null,
    });
    expect(await files.exists('moved.txt')).toMatchObject({ data: false });
    expect(await storage.from(target).exists('arrived.txt')).toEqual({ data: true, error: null });
    expect(await contentOf(target, 'arrived.txt')).toBe('quarterly');

    const onto = await files.copy('report.txt', 'arrived.txt', { destinationBucket: target });
    expect(onto.error).toMatchObject({ status: 409 });
    const intoNowhere = await files.move('report.txt', 'x.txt', { destinationBucket: 'no-such-bucket' });
    expect(intoNowhere.error).toMatchObject({ status: 404, message: 'Bucket not found' });
    const fromNowhere = await files.copy('nothing.txt', 'x.txt');
    expect(fromNowhere.error).toMatchObject({ status: 404, message: 'Object not found' });
  });

  it('lists a folder with search (a name prefix), sortBy, limit and offset', async () => {
    const bucket = await newBucket();
    const files = storage.from(bucket);
    for (const name of ['b-two.txt', 'a-one.txt', 'c-three.txt', 'a-four.txt']) {
      await files.upload(`box/${name}`, text(name));
      // Distinct creation times, so sorting by created_at has one answer.
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    const names = async (options: Parameters<typeof files.list>[1]) =>
      ((await files.list('box', options)).data ?? []).map((entry) => entry.name);
    expect(await names({})).toEqual(['a-four.txt', 'a-one.txt', 'b-two.txt', 'c-three.txt']);
    expect(await names({ sortBy: { column: 'name', order: 'desc' } })).toEqual([
      'c-three.txt',
      'b-two.txt',
      'a-one.txt',
      'a-four.txt',
    ]);
    expect(await names({ sortBy: { column: 'created_at', order: 'asc' } })).toEqual([
      'b-two.txt',
      'a-one.txt',
      'c-three.txt',
      'a-four.txt',
    ]);
    expect(await names({ limit: 2, offset: 1 })).toEqual(['a-one.txt', 'b-two.txt']);
    expect(await names({ search: 'a-' })).toEqual(['a-four.txt', 'a-one.txt']);
    expect(await names({ search: 'A-O' })).toEqual(['a-one.txt']);
    expect(await names({ search: 'one' })).toEqual([]);
    const entry = (await files.list('box', { search: 'b-two' })).data?.[0];
    expect(entry).toMatchObject({ name: 'b-two.txt', metadata: { size: 9, mimetype: 'text/plain' } });
  });

  it('answers info() and exists() for present and missing files', async () => {
    const bucket = await newBucket();
    const files = storage.from(bucket);
    await files.upload('here.txt', text('present'), { cacheControl: '120' });
    const info = await files.info('here.txt');
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: 'here.txt',
      bucketId: bucket,
      size: 7,
      contentType: 'text/plain',
      cacheControl: 'max-age=120',
    });
    expect(await files.exists('here.txt')).toEqual({ data: true, error: null });
    const missing = await files.exists('nowhere.txt');
    expect(missing.data).toBe(false);
    const missingInfo = await files.info('nowhere.txt');
    expect(missingInfo.error).toMatchObject({ status: 404, message: 'Object not found' });
  });

  it('signs download URLs singly and in bulk, and upload URLs a client without rights can use', async () => {
    const bucket = await newBucket();
    const files = storage.from(bucket);
    await files.upload('one.txt', text('one'));
    await files.upload('two.txt', text('two'));
    const single = await files.createSignedUrl('one.txt', 60, { download: 'saved.txt' });
    expect(single.error).toBeNull();
    const fetched = await fetch(single.data?.signedUrl ?? '');
    expect([fetched.status, await fetched.text()]).toEqual([200, 'one']);
    expect(fetched.headers.get('content-disposition')).toContain('saved.txt');
    const batch = await files.createSignedUrls(['one.txt', 'two.txt'], 60);
    const bodies = await Promise.all(
      (batch.data ?? []).map(async (s) => (await fetch(s.signedUrl ?? '')).text()),
    );
    expect(bodies).toEqual(['one', 'two']);

    const grant = await files.createSignedUploadUrl('sent/by-link.txt');
    expect(grant.data?.path).toBe('sent/by-link.txt');
    expect(grant.data?.signedUrl).toContain(
      `/storage/v1/object/upload/sign/${bucket}/sent/by-link.txt?token=`,
    );
    const anonymous = clientFor(stack).storage.from(bucket);
    const sent = await anonymous.uploadToSignedUrl(
      'sent/by-link.txt',
      grant.data?.token ?? '',
      text('linked'),
    );
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({ path: 'sent/by-link.txt', fullPath: `${bucket}/sent/by-link.txt` });
    expect(await contentOf(bucket, 'sent/by-link.txt')).toBe('linked');
  });

  it('answers image transformations as Supabase does where they are not enabled', async () => {
    const bucket = await newBucket({ public: true });
    const files = storage.from(bucket);
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7])], {
      type: 'image/png',
    });
    await files.upload('pic.png', png);

    const plain = files.getPublicUrl('pic.png').data.publicUrl;
    expect(plain).toBe(`${stack.url}/storage/v1/object/public/${bucket}/pic.png`);
    expect((await fetch(plain)).status).toBe(200);

    const transform = { width: 100, height: 50, resize: 'contain', quality: 60, format: 'origin' } as const;
    const transformed = files.getPublicUrl('pic.png', { transform }).data.publicUrl;
    expect(transformed).toBe(
      `${stack.url}/storage/v1/render/image/public/${bucket}/pic.png?width=100&height=50&resize=contain&format=origin&quality=60`,
    );
    const refused = await fetch(transformed);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      statusCode: '403',
      error: 'FeatureNotEnabled',
      message: 'feature not enabled for this tenant',
    });

    const download = await files.download('pic.png', { transform: { width: 10 } });
    expect(download.data).toBeNull();
    expect(download.error).toMatchObject({ status: 403, message: 'feature not enabled for this tenant' });

    // A signed URL ignores transform options it cannot honour, and serves the original.
    const signed = await files.createSignedUrl('pic.png', 60, { transform: { width: 10 } });
    expect(signed.data?.signedUrl).toContain(`/storage/v1/object/sign/${bucket}/pic.png?token=`);
    const original = await fetch(signed.data?.signedUrl ?? '');
    expect([original.status, original.headers.get('content-type')]).toEqual([200, 'image/png']);
  });
});
