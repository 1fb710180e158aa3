import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { member, type Member, productAnon, productService } from '../../support/product.ts';

const png = () =>
  new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' });
const pdf = () => new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
const json = () => new Blob(['{"tables":{}}'], { type: 'application/json' });

describe('storage buckets: who may read, add and remove files', () => {
  let editor: Member;
  let admin: Member;
  let signedIn: Member;
  beforeAll(async () => {
    [editor, admin, signedIn] = await Promise.all([member('editor'), member('admin'), member('no_role')]);
  });

  it('serves media and downloads to anyone by URL, but only staff add, replace, list or remove them', async () => {
    const key = `tests/${randomUUID()}.png`;
    expect((await productAnon().storage.from('media').upload(key, png())).error).toBeTruthy();
    expect((await signedIn.client.storage.from('media').upload(key, png())).error).toBeTruthy();
    expect((await editor.client.storage.from('media').upload(key, png())).error).toBeNull();

    const url = productAnon().storage.from('media').getPublicUrl(key).data.publicUrl;
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/png');

    expect((await productAnon().storage.from('media').list('tests')).data).toEqual([]);
    const listed = await editor.client.storage.from('media').list('tests', { search: key.slice(6) });
    expect(listed.data?.map((f) => f.name)).toEqual([key.slice(6)]);

    expect((await signedIn.client.storage.from('media').update(key, png())).error).toBeTruthy();
    expect((await editor.client.storage.from('media').update(key, png(), { upsert: true })).error).toBeNull();

    const anonRemove = await productAnon().storage.from('media').remove([key]);
    expect(anonRemove.data).toEqual([]);
    expect((await fetch(url)).status).toBe(200);
    expect((await editor.client.storage.from('media').remove([key])).data).toHaveLength(1);
    expect((await fetch(url)).status).toBe(404);
  });

  it('serves the seed files the demo content refers to', async () => {
    const { data: post } = await productAnon()
      .from('blog_posts')
      .select('cover_path')
      .not('cover_path', 'is', null)
      .limit(1)
      .single();
    const cover = await fetch(
      productAnon()
        .storage.from('media')
        .getPublicUrl(post?.cover_path ?? '').data.publicUrl,
    );
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toMatch(/^image\//);
    const { data: resource } = await productAnon()
      .from('resources')
      .select('file_path')
      .not('file_path', 'is', null)
      .limit(1)
      .single();
    const file = await fetch(
      productAnon()
        .storage.from('downloads')
        .getPublicUrl(resource?.file_path ?? '').data.publicUrl,
    );
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('holds each bucket to its file types and size', async () => {
    const wrongType = await editor.client.storage.from('media').upload(`tests/${randomUUID()}.pdf`, pdf());
    expect(wrongType.error?.message).toMatch(/mime type/i);
    const tooBig = await editor.client.storage
      .from('media')
      .upload(
        `tests/${randomUUID()}.png`,
        new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }),
      );
    expect(tooBig.error?.message).toMatch(/exceeded the maximum allowed size/i);
    const download = await editor.client.storage.from('downloads').upload(`tests/${randomUUID()}.pdf`, pdf());
    expect(download.error).toBeNull();
  });

  it('takes a résumé from a visitor once, into a new folder, and never shows it back to them', async () => {
    const folder = randomUUID();
    const visitor = productAnon();
    expect((await visitor.storage.from('resumes').upload(`${folder}/cv.pdf`, pdf())).error).toBeNull();
    // Not twice into the same folder, not outside a UUID folder, not a different type.
    expect((await visitor.storage.from('resumes').upload(`${folder}/other.pdf`, pdf())).error).toBeTruthy();
    expect(
      (await visitor.storage.from('resumes').upload(`${folder}/cv.pdf`, pdf(), { upsert: true })).error,
    ).toBeTruthy();
    expect(
      (await visitor.storage.from('resumes').upload(`cv-${randomUUID()}.pdf`, pdf())).error,
    ).toBeTruthy();
    expect(
      (await visitor.storage.from('resumes').upload(`${randomUUID()}/cv.png`, png())).error,
    ).toBeTruthy();

    expect((await visitor.storage.from('resumes').download(`${folder}/cv.pdf`)).error).toBeTruthy();
    expect(
      (await visitor.storage.from('resumes').createSignedUrl(`${folder}/cv.pdf`, 60)).error,
    ).toBeTruthy();
    expect((await visitor.storage.from('resumes').list(folder)).data).toEqual([]);
    expect((await signedIn.client.storage.from('resumes').download(`${folder}/cv.pdf`)).error).toBeTruthy();

    const signed = await editor.client.storage.from('resumes').createSignedUrl(`${folder}/cv.pdf`, 60);
    expect(signed.error).toBeNull();
    expect(await (await fetch(signed.data?.signedUrl ?? '')).text()).toBe('%PDF-1.4\n%%EOF\n');

    expect((await editor.client.storage.from('resumes').remove([`${folder}/cv.pdf`])).data).toEqual([]);
    expect((await admin.client.storage.from('resumes').remove([`${folder}/cv.pdf`])).data).toHaveLength(1);
  });

  it('keeps backups to admins', async () => {
    const key = `${new Date().toISOString().slice(0, 10)}/${randomUUID()}.json`;
    expect((await editor.client.storage.from('backups').upload(key, json())).error).toBeTruthy();
    expect((await admin.client.storage.from('backups').upload(key, json())).error).toBeNull();
    expect((await editor.client.storage.from('backups').download(key)).error).toBeTruthy();
    expect((await productAnon().storage.from('backups').download(key)).error).toBeTruthy();
    const downloaded = await admin.client.storage.from('backups').download(key);
    expect(await downloaded.data?.text()).toBe('{"tables":{}}');
    expect((await productService().storage.from('backups').remove([key])).data).toHaveLength(1);
  });
});
