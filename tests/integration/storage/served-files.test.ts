/**
 * What storage stores of an upload's type and caching, and how it serves files back: one media
 * type per object, security headers on every download, downloads for what a browser could run,
 * and signed URLs of bounded life (issue 15, items 5, 7 and 8).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { signedInUser } from '../../support/accounts.ts';
import { clientFor, type StackAddress } from '../../support/clients.ts';
import { REST_FIXTURE_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const SANDBOX = "default-src 'none'; sandbox";
const WEEK = 7 * 24 * 60 * 60;

// A stack of its own: one test writes stored metadata the API would no longer accept.
let stack: RunningStack;
let address: StackAddress;
let user: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  stack = await startTestStack({ supabaseDir: REST_FIXTURE_PROJECT, databaseUrl: await freshDatabaseUrl() });
  address = { url: stack.url, anonKey: stack.keys.anonKey, serviceRoleKey: stack.keys.serviceRoleKey };
  user = await signedInUser(address);
});
afterAll(() => stack.stop());

const objectUrl = (bucket: string, key: string) => `${stack.url}/storage/v1/object/${bucket}/${key}`;
const asUser = (headers: Record<string, string> = {}) => ({
  apikey: stack.keys.anonKey,
  Authorization: `Bearer ${user.session.access_token}`,
  ...headers,
});

/** A raw upload, as any HTTP client may send it (storage-js would not send these headers). */
async function rawUpload(key: string, body: BodyInit, headers: Record<string, string>) {
  const response = await fetch(objectUrl('documents', key), {
    method: 'POST',
    headers: asUser(headers),
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function download(key: string) {
  const response = await fetch(objectUrl('documents', key), { headers: asUser() });
  await response.body?.cancel();
  return response;
}

describe(`served files (${inject('dbKind')})`, () => {
  it('stores only the one media type an upload declares, and refuses a header that is not one', async () => {
    const injected = await rawUpload(`${user.id}/cv.pdf`, '<script>alert(1)</script>', {
      'Content-Type': 'application/pdf;a=b, text/html',
    });
    expect(injected).toEqual({
      status: 415,
      body: {
        statusCode: '415',
        error: 'invalid_mime_type',
        message: 'mime type application/pdf;a=b, text/html is not supported',
      },
    });
    expect((await download(`${user.id}/cv.pdf`)).status).toBe(404);
    for (const type of ['pdf', 'text/plain, text/html']) {
      const refused = await rawUpload(`${user.id}/${randomUUID()}.txt`, 'x', { 'Content-Type': type });
      expect(refused.status, type).toBe(415);
    }

    // The same through a multipart form, as storage-js sends a file.
    const form = new FormData();
    form.append('file', new Blob(['<p>hi</p>'], { type: 'text/plain, text/html' }), 'page.txt');
    const multipart = await fetch(objectUrl('documents', `${user.id}/page.txt`), {
      method: 'POST',
      headers: asUser(),
      body: form,
    });
    expect(multipart.status).toBe(415);

    const typed = await rawUpload(`${user.id}/notes.txt`, 'notes', {
      'Content-Type': 'Text/Plain; charset=utf-8',
    });
    expect(typed.status).toBe(200);
    const info = await user.client.storage.from('documents').info(`${user.id}/notes.txt`);
    expect(info.data?.contentType).toBe('text/plain');
    expect((await download(`${user.id}/notes.txt`)).headers.get('content-type')).toBe('text/plain');
  });

  it('serves every file with nosniff and a policy, and only images and PDFs for the browser to open', async () => {
    const docs = user.client.storage.from('documents');
    await docs.upload(`${user.id}/report.pdf`, new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }));
    await docs.upload(`${user.id}/readme.txt`, new Blob(['read me'], { type: 'text/plain' }));
    await user.client.storage
      .from('avatars')
      .upload(`${user.id}/me.png`, new Blob([PNG], { type: 'image/png' }));

    const pdf = await download(`${user.id}/report.pdf`);
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pdf.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(pdf.headers.get('content-disposition')).toBeNull();

    const text = await download(`${user.id}/readme.txt`);
    expect(text.headers.get('x-content-type-options')).toBe('nosniff');
    expect(text.headers.get('content-security-policy')).toBe(SANDBOX);
    expect(text.headers.get('content-disposition')).toBe(
      `attachment; filename="readme.txt"; filename*=UTF-8''readme.txt`,
    );

    const image = await fetch(
      user.client.storage.from('avatars').getPublicUrl(`${user.id}/me.png`).data.publicUrl,
    );
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toBe(SANDBOX);
    expect(image.headers.get('content-disposition')).toBeNull();
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    // Through a signed URL too, and a download name the header cannot carry as it is.
    const signed = await docs.createSignedUrl(`${user.id}/readme.txt`, 60);
    const name = 'Lés notes "1".txt';
    const named = await fetch(`${signed.data?.signedUrl ?? ''}&download=${encodeURIComponent(name)}`);
    expect(named.status).toBe(200);
    expect(named.headers.get('content-security-policy')).toBe(SANDBOX);
    expect(named.headers.get('content-disposition')).toBe(
      `attachment; filename="L_s notes _1_.txt"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(await named.text()).toBe('read me');
  });

  it('refuses a cacheControl no header can carry (400), and serves a stored bad value safely', async () => {
    const form = (cacheControl: string) => {
      const body = new FormData();
      body.append('cacheControl', cacheControl);
      body.append('file', new Blob(['cached'], { type: 'text/plain' }), 'c.txt');
      return body;
    };
    const key = `${user.id}/cached.txt`;
    const injected = await fetch(objectUrl('documents', key), {
      method: 'POST',
      headers: asUser(),
      body: form('60\r\nSet-Cookie: a=b'),
    });
    expect(injected.status).toBe(400);
    expect(await injected.json()).toEqual({
      statusCode: '400',
      error: 'InvalidRequest',
      message: 'cacheControl must be a number of seconds or a Cache-Control value of printable characters',
    });
    expect((await download(key)).status).toBe(404);

    expect(
      (await fetch(objectUrl('documents', key), { method: 'POST', headers: asUser(), body: form('60') }))
        .status,
    ).toBe(200);
    expect((await download(key)).headers.get('cache-control')).toBe('max-age=60');
    const raw = await rawUpload(`${user.id}/fresh.txt`, 'fresh', {
      'Content-Type': 'text/plain',
      'Cache-Control': 'no-cache',
    });
    expect(raw.status).toBe(200);
    expect((await download(`${user.id}/fresh.txt`)).headers.get('cache-control')).toBe('no-cache');

    // Values stored before uploads were checked: the download still answers, with safe headers.
    await stack.db.query(
      `UPDATE storage.objects
          SET metadata = metadata || jsonb_build_object('cacheControl', E'max-age=1\\r\\nSet-Cookie: a=b', 'mimetype', 'application/pdf;a=b, text/html')
        WHERE bucket_id = 'documents' AND name = $1`,
      [key],
    );
    const stored = await download(key);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('cache-control')).toBe('max-age=3600');
    expect(stored.headers.get('content-type')).toBe('application/octet-stream');
    expect(stored.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(stored.headers.get('set-cookie')).toBeNull();

    // HTML is served as plain text (as Supabase Storage does), and as a download.
    await stack.db.query(
      `UPDATE storage.objects SET metadata = metadata || '{"mimetype": "text/html"}' WHERE bucket_id = 'documents' AND name = $1`,
      [key],
    );
    const html = await download(key);
    expect(html.headers.get('content-type')).toBe('text/plain');
    expect(html.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('signs download URLs for at most a week', async () => {
    const docs = user.client.storage.from('documents');
    await docs.upload(`${user.id}/week.txt`, new Blob(['week'], { type: 'text/plain' }));
    const tooLong = await fetch(`${stack.url}/storage/v1/object/sign/documents/${user.id}/week.txt`, {
      method: 'POST',
      headers: asUser({ 'Content-Type': 'application/json' }),
      body: JSON.stringify({ expiresIn: 1e9 }),
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      statusCode: '400',
      error: 'InvalidRequest',
      message: `expiresIn must be a whole number of seconds from 1 to ${WEEK} (a week)`,
    });
    expect((await docs.createSignedUrls([`${user.id}/week.txt`], WEEK + 1)).error).toMatchObject({
      statusCode: '400',
    });
    const week = await docs.createSignedUrl(`${user.id}/week.txt`, WEEK);
    expect(week.error).toBeNull();
    expect(await (await fetch(week.data?.signedUrl ?? '')).text()).toBe('week');
    expect((await docs.createSignedUrls([`${user.id}/week.txt`], WEEK)).data?.[0]?.error).toBeNull();
  });

  it('hands out a signed upload URL that replaces a file only to a caller who may replace it', async () => {
    const visitor = clientFor(address).storage.from('dropbox');
    const key = `${randomUUID()}/drop.txt`;
    const refused = await visitor.createSignedUploadUrl(key, { upsert: true });
    expect(refused.error).toMatchObject({ statusCode: '403' });
    const once = await visitor.createSignedUploadUrl(key);
    expect(once.error).toBeNull();
    const token = once.data?.token ?? '';
    expect(
      (await visitor.uploadToSignedUrl(key, token, new Blob(['one'], { type: 'text/plain' }))).error,
    ).toBeNull();
    expect(
      (await visitor.uploadToSignedUrl(key, token, new Blob(['two'], { type: 'text/plain' }))).error,
    ).toMatchObject({ statusCode: '409' });

    // The owner of a document may replace it, so their grant may.
    const docs = user.client.storage.from('documents');
    await docs.upload(`${user.id}/draft.txt`, new Blob(['draft'], { type: 'text/plain' }));
    const grant = await docs.createSignedUploadUrl(`${user.id}/draft.txt`, { upsert: true });
    expect(grant.error).toBeNull();
    const replaced = await clientFor(address)
      .storage.from('documents')
      .uploadToSignedUrl(
        `${user.id}/draft.txt`,
        grant.data?.token ?? '',
        new Blob(['final'], { type: 'text/plain' }),
      );
    expect(replaced.error).toBeNull();
    expect(await (await docs.download(`${user.id}/draft.txt`)).data?.text()).toBe('final');
  });
});
