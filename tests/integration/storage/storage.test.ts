import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimsOf, signedInUser } from '../../support/accounts.ts';
import { clientFor, sharedStack } from '../../support/clients.ts';

const stack = sharedStack();
const text = (content: string) => new Blob([content], { type: 'text/plain' });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe('storage under row-level security', () => {
  it("uploads into, downloads from and lists the caller's own folder", async () => {
    const { client, id } = await signedInUser(stack);
    const docs = client.storage.from('documents');
    const uploaded = await docs.upload(`${id}/reports/q1.txt`, text('first quarter'));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({
      path: `${id}/reports/q1.txt`,
      fullPath: `documents/${id}/reports/q1.txt`,
    });
    await docs.upload(`${id}/notes.txt`, text('notes'));

    const downloaded = await docs.download(`${id}/reports/q1.txt`);
    expect(await downloaded.data?.text()).toBe('first quarter');
    const top = await docs.list(id);
    expect(top.data?.map((e) => [e.name, e.id === null])).toEqual([
      ['notes.txt', false],
      ['reports', true],
    ]);
    const inFolder = await docs.list(`${id}/reports`, { limit: 10, search: 'q1' });
    expect(inFolder.data?.map((e) => e.name)).toEqual(['q1.txt']);
    expect(inFolder.data?.[0]?.metadata).toMatchObject({ size: 13, mimetype: 'text/plain' });
    expect((await docs.exists(`${id}/notes.txt`)).data).toBe(true);
    const info = await docs.info(`${id}/notes.txt`);
    expect(info.data).toMatchObject({ name: `${id}/notes.txt`, size: 5, contentType: 'text/plain' });
  });

  it('refuses what the policies do not allow, and hides what they do not show', async () => {
    const owner = await signedInUser(stack);
    const other = await signedInUser(stack);
    await owner.client.storage.from('documents').upload(`${owner.id}/secret.txt`, text('mine'));
    const intoOthersFolder = await other.client.storage
      .from('documents')
      .upload(`${owner.id}/planted.txt`, text('x'));
    expect(intoOthersFolder.error).toMatchObject({ statusCode: '403' });
    const peek = await other.client.storage.from('documents').download(`${owner.id}/secret.txt`);
    expect(peek.error).toBeTruthy();
    expect((await other.client.storage.from('documents').list(owner.id)).data).toEqual([]);
    expect((await clientFor(stack).storage.from('documents').list(owner.id)).data).toEqual([]);
    const removed = await other.client.storage.from('documents').remove([`${owner.id}/secret.txt`]);
    expect(removed.data).toEqual([]);
    expect(
      await (await owner.client.storage.from('documents').download(`${owner.id}/secret.txt`)).data?.text(),
    ).toBe('mine');
  });

  it('serves public buckets to anyone by their public URL, and private ones to nobody that way', async () => {
    const { client, id } = await signedInUser(stack);
    await client.storage.from('avatars').upload(`${id}/me.png`, new Blob([PNG], { type: 'image/png' }));
    const url = client.storage.from('avatars').getPublicUrl(`${id}/me.png`).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    await client.storage.from('documents').upload(`${id}/private.txt`, text('hidden'));
    const privateUrl = client.storage.from('documents').getPublicUrl(`${id}/private.txt`).data.publicUrl;
    expect((await fetch(privateUrl)).status).toBe(404);
  });

  it('replaces a file only when asked to, and enforces size, type and key rules', async () => {
    const { client, id } = await signedInUser(stack);
    const docs = client.storage.from('documents');
    await docs.upload(`${id}/draft.txt`, text('one'));
    const again = await docs.upload(`${id}/draft.txt`, text('two'));
    expect(again.error).toMatchObject({ statusCode: '409' });
    expect((await docs.upload(`${id}/draft.txt`, text('three'), { upsert: true })).error).toBeNull();
    expect(await (await docs.download(`${id}/draft.txt`)).data?.text()).toBe('three');

    const tooBig = await client.storage
      .from('avatars')
      .upload(`${id}/huge.png`, new Blob([new Uint8Array(1048577)], { type: 'image/png' }));
    expect(tooBig.error).toMatchObject({ statusCode: '413' });
    const wrongType = await client.storage
      .from('avatars')
      .upload(`${id}/page.html`, new Blob(['<p>'], { type: 'text/html' }));
    expect(wrongType.error).toMatchObject({ statusCode: '415' });
    const traversal = await fetch(`${stack.url}/storage/v1/object/documents/${id}/..%2F..%2Fetc%2Fpasswd`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${(await client.auth.getSession()).data.session?.access_token ?? ''}`,
        'Content-Type': 'text/plain',
      },
      body: 'x',
    });
    expect(traversal.status).toBe(400);
    expect(await traversal.json()).toMatchObject({ error: 'InvalidKey' });
  });

  it('moves, copies and removes files', async () => {
    const { client, id } = await signedInUser(stack);
    const docs = client.storage.from('documents');
    await docs.upload(`${id}/a.txt`, text('alpha'));
    expect((await docs.move(`${id}/a.txt`, `${id}/archive/a.txt`)).error).toBeNull();
    expect((await docs.download(`${id}/a.txt`)).error).toBeTruthy();
    expect(await (await docs.download(`${id}/archive/a.txt`)).data?.text()).toBe('alpha');
    expect((await docs.copy(`${id}/archive/a.txt`, `${id}/copy.txt`)).data).toMatchObject({
      path: `documents/${id}/copy.txt`,
    });
    const removed = await docs.remove([`${id}/archive/a.txt`, `${id}/copy.txt`]);
    expect(removed.data?.map((o) => o.name).sort()).toEqual([`${id}/archive/a.txt`, `${id}/copy.txt`]);
    expect((await docs.list(id)).data).toEqual([]);
  });

  it('signs URLs that work without a session until they expire', async () => {
    const { client, id } = await signedInUser(stack);
    const docs = client.storage.from('documents');
    await docs.upload(`${id}/cv.txt`, text('curriculum'));
    const signed = await docs.createSignedUrl(`${id}/cv.txt`, 1);
    expect(signed.error).toBeNull();
    const signedUrl = signed.data?.signedUrl ?? '';
    const { exp, iat } = claimsOf(new URL(signedUrl).searchParams.get('token') ?? '');
    expect(Number(exp) - Number(iat)).toBe(1);
    expect(await (await fetch(signedUrl)).text()).toBe('curriculum');
    // Refused once the stack's clock has passed the token's expiry.
    await expect.poll(async () => (await fetch(signedUrl)).status, { timeout: 10_000 }).toBe(400);
    const expired = await fetch(signedUrl);
    expect(await expired.json()).toMatchObject({ error: 'InvalidJWT', message: 'jwt expired' });

    const stranger = await signedInUser(stack);
    const notTheirs = await stranger.client.storage.from('documents').createSignedUrl(`${id}/cv.txt`, 60);
    expect(notTheirs.error).toBeTruthy();
    const batch = await docs.createSignedUrls([`${id}/cv.txt`, `${id}/missing.txt`], 60);
    expect(batch.data?.map((s) => s.error)).toEqual([
      null,
      'Either the object does not exist or you do not have access to it',
    ]);
  });

  it('lets a signed upload URL upload once permission was checked', async () => {
    const { client, id } = await signedInUser(stack);
    const docs = client.storage.from('documents');
    const grant = await docs.createSignedUploadUrl(`${id}/via-link.txt`);
    expect(grant.error).toBeNull();
    const uploaded = await clientFor(stack)
      .storage.from('documents')
      .uploadToSignedUrl(`${id}/via-link.txt`, grant.data?.token ?? '', text('by link'));
    expect(uploaded.error).toBeNull();
    expect(await (await docs.download(`${id}/via-link.txt`)).data?.text()).toBe('by link');
    const refused = await clientFor(stack)
      .storage.from('documents')
      .createSignedUploadUrl(`${randomUUID()}/x.txt`);
    expect(refused.error).toBeTruthy();
  });

  it('takes anonymous drops into an insert-only bucket and never shows them', async () => {
    const anon = clientFor(stack).storage.from('dropbox');
    const key = `${randomUUID()}/message.txt`;
    expect((await anon.upload(key, text('hello'))).error).toBeNull();
    expect((await anon.download(key)).error).toBeTruthy();
    expect((await anon.list(key.split('/')[0])).data).toEqual([]);
    const service = clientFor(stack, 'service').storage.from('dropbox');
    expect(await (await service.download(key)).data?.text()).toBe('hello');
    expect(
      (await anon.upload(`${randomUUID()}/message.txt`, new Blob(['x'], { type: 'application/pdf' }))).error,
    ).toMatchObject({ statusCode: '415' });
  });
});
