/**
 * Résumé uploads as the outside probe tried them (issue 15, items 5 and 6): a content type that
 * smuggles HTML, uploads without limit from one address, and a signed upload URL that replaces the
 * file again and again. Also how media files, an SVG included, are served.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { uploadResume } from '../../../src/lib/forms/submit-job-application.ts';
import { createPublicStorage } from '../../../src/lib/supabase/public-storage.ts';
import { freshAddress, member, type Member, productAnon, productService } from '../../support/product.ts';

const PDF = '%PDF-1.4\n%%EOF\n';
const pdf = () => new Blob([PDF], { type: 'application/pdf' });
const RESUMES_PER_HOUR = 10;
const TOO_MANY = {
  statusCode: '429',
  error: 'SlowDown',
  message: 'Too many résumé uploads from this network. Please wait a while and try again.',
};

/** A raw upload into the résumé inbox from `address`, as a visitor (or with `token`). */
async function postResume(address: string, init: { type?: string; body?: BodyInit; token?: string } = {}) {
  const path = `${randomUUID()}/cv.pdf`;
  const response = await fetch(`${inject('productUrl')}/storage/v1/object/resumes/${path}`, {
    method: 'POST',
    headers: {
      apikey: inject('anonKey'),
      Authorization: `Bearer ${init.token ?? inject('anonKey')}`,
      'Content-Type': init.type ?? 'application/pdf',
      'X-Forwarded-For': address,
    },
    body: init.body ?? PDF,
  });
  return { path, status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('résumé uploads', () => {
  let editor: Member;
  beforeAll(async () => {
    editor = await member('editor');
  });

  it('refuses a content type that is not one media type, and serves a résumé inline but inert', async () => {
    const smuggled = await postResume(freshAddress(), {
      type: 'application/pdf;a=b, text/html',
      body: '<script>alert(document.domain)</script>',
    });
    expect(smuggled).toMatchObject({ status: 415, body: { statusCode: '415', error: 'invalid_mime_type' } });
    const folder = smuggled.path.split('/')[0] ?? '';
    expect((await editor.client.storage.from('resumes').list(folder)).data).toEqual([]);

    const uploaded = await postResume(freshAddress(), { type: 'Application/PDF; name="cv.pdf"' });
    expect(uploaded.status).toBe(200);
    const signed = await editor.client.storage.from('resumes').createSignedUrl(uploaded.path, 60);
    const served = await fetch(signed.data?.signedUrl ?? '');
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(await served.text()).toBe(PDF);
  });

  it('serves media, an SVG included, sandboxed: an image shows, a page opened from it runs nothing', async () => {
    const key = `tests/${randomUUID()}.svg`;
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>';
    const uploaded = await editor.client.storage
      .from('media')
      .upload(key, new Blob([svg], { type: 'image/svg+xml' }));
    expect(uploaded.error).toBeNull();
    const served = await fetch(productAnon().storage.from('media').getPublicUrl(key).data.publicUrl);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(await served.text()).toBe(svg);
    await editor.client.storage.from('media').remove([key]);
  });

  it(`takes ${RESUMES_PER_HOUR} résumés an hour from one address, then answers 429; staff are not counted`, async () => {
    const address = freshAddress();
    for (let n = 0; n < RESUMES_PER_HOUR; n += 1) expect((await postResume(address)).status).toBe(200);
    const refused = await postResume(address);
    expect(refused).toEqual({ path: refused.path, status: 429, body: TOO_MANY });

    // The careers form tells the visitor to wait.
    const storage = createPublicStorage(
      { supabaseUrl: inject('productUrl'), supabaseAnonKey: inject('anonKey') },
      { 'X-Forwarded-For': address },
    );
    const file = new File([PDF], 'cv.pdf', { type: 'application/pdf' });
    expect(await uploadResume(storage, file)).toMatchObject({
      ok: false,
      toast: { description: 'Too many submissions. Please wait a few minutes and try again.' },
    });

    expect((await postResume(freshAddress())).status).toBe(200);
    expect((await postResume(address, { token: editor.accessToken })).status).toBe(200);
  });

  it('counts uploads through signed upload URLs too, and gives visitors none that replaces', async () => {
    const address = freshAddress();
    const visitor = productAnon(address).storage.from('resumes');
    const refused = await visitor.createSignedUploadUrl(`${randomUUID()}/cv.pdf`, { upsert: true });
    expect(refused.error).toMatchObject({ statusCode: '403' });

    const grants = [];
    for (let n = 0; n <= RESUMES_PER_HOUR; n += 1) {
      const path = `${randomUUID()}/cv.pdf`;
      const grant = await visitor.createSignedUploadUrl(path);
      expect(grant.error).toBeNull();
      grants.push({ path, token: grant.data?.token ?? '' });
    }
    const answers = [];
    for (const { path, token } of grants)
      answers.push((await visitor.uploadToSignedUrl(path, token, pdf())).error);
    expect(answers.slice(0, RESUMES_PER_HOUR)).toEqual(Array<null>(RESUMES_PER_HOUR).fill(null));
    expect(answers.at(-1)).toMatchObject({ statusCode: '429', message: TOO_MANY.message });

    // Once stored, the same grant cannot store the file again.
    const [first] = grants;
    const again = await productAnon(freshAddress())
      .storage.from('resumes')
      .uploadToSignedUrl(first?.path ?? '', first?.token ?? '', pdf());
    expect(again.error).toMatchObject({ statusCode: '409' });
  });

  it('never replaces or moves a stored résumé, whoever asks', async () => {
    const service = productService().storage.from('resumes');
    const path = `${randomUUID()}/cv.pdf`;
    expect((await service.upload(path, pdf())).error).toBeNull();
    const replaced = await service.upload(path, new Blob(['%PDF-1.4 other'], { type: 'application/pdf' }), {
      upsert: true,
    });
    expect(replaced.error).toMatchObject({
      statusCode: '403',
      message: 'A résumé cannot be replaced or moved. Upload the new file into a new folder.',
    });
    expect((await service.move(path, `${randomUUID()}/moved.pdf`)).error).toMatchObject({
      statusCode: '403',
    });
    expect(await (await service.download(path)).data?.text()).toBe(PDF);
    expect((await service.remove([path])).data).toHaveLength(1);
  });
});
