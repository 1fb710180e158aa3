import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Member, member, productService } from '../../support/product.ts';

/**
 * The checker against pages this test serves on 127.0.0.1 (the test stacks allow loopback with
 * BACKLINK_CHECK_ALLOW_PRIVATE=true and cut the time limit to 3 s: tests/support/product-functions.env).
 */
const tag = randomUUID().slice(0, 8);
const TARGET = `https://grow.example/e2e-${tag}/services/seo`;
const BIG = 3 * 1024 * 1024;

const page = (body: string) =>
  `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
const PAGES: Record<string, string> = {
  // Another spelling of the target: host case, default port, trailing slash and a fragment.
  '/present': page(
    `<p>Read <a href="HTTPS://Grow.Example:443/e2e-${tag}/services/seo/#top">  Grow&nbsp;Digital
      SEO </a> today.</p><a href="https://grow.example/elsewhere">other</a>`,
  ),
  '/missing': page('<p>No link here, only <a href="https://grow.example/elsewhere">another page</a>.</p>'),
  '/nofollow': page(`<a rel="Nofollow  sponsored" href="${TARGET}"><img src="x.png" alt="Grow logo"></a>`),
};

let server: http.Server;
/** Requests for /slow whose caller closed the connection before the page answered. */
let slowPageHangUps = 0;
let origin = '';
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (PAGES[path]) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(PAGES[path]);
    } else if (path === '/redirect') {
      response.writeHead(302, { Location: '/hop' }).end();
    } else if (path === '/hop') {
      response.writeHead(301, { Location: `${origin}/present` }).end();
    } else if (path === '/slow') {
      const timer = setTimeout(() => response.writeHead(200).end(page('late')), 8_000);
      request.on('close', () => {
        clearTimeout(timer);
        if (!response.writableEnded) slowPageHangUps += 1;
      });
    } else if (path === '/huge') {
      // No Content-Length: the checker must stop reading by itself.
      response.writeHead(200, { 'Content-Type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < BIG) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end(`<a href="${TARGET}">too late</a>`);
      };
      response.on('error', () => undefined);
      pump();
    } else {
      response.writeHead(404, { 'Content-Type': 'text/html' }).end(page('Not found'));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await service.from('backlinks').delete().like('target_url', `%e2e-${tag}%`);
});

const service = productService();
let editor: Member;
beforeAll(async () => {
  editor = await member('editor');
});

async function addBacklink(path: string, extra: { expected_anchor?: string } = {}): Promise<string> {
  const { data } = await service
    .from('backlinks')
    .insert({ source_url: `${origin}${path}`, target_url: TARGET, ...extra })
    .select('id')
    .single()
    .throwOnError();
  return data.id;
}

const stored = async (id: string) =>
  (
    await service
      .from('backlinks')
      .select('status, last_http_status, anchor_text, rel, last_checked_at')
      .eq('id', id)
      .single()
      .throwOnError()
  ).data;

async function post(body: unknown, token: string | undefined) {
  const headers = new Headers({ apikey: inject('anonKey'), 'Content-Type': 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${inject('productUrl')}/functions/v1/check-backlinks`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface Result {
  id: string;
  status: string;
  last_http_status: number | null;
  anchor_text: string | null;
  rel: string | null;
  reason: string | null;
}

async function check(id: string): Promise<Result> {
  const { status, body } = await post({ ids: [id] }, editor.accessToken);
  expect(status).toBe(200);
  const [result, ...others] = body.results as Result[];
  expect(others).toEqual([]);
  if (!result) throw new Error('The function answered no result');
  return result;
}

describe('check-backlinks', () => {
  it('finds a link on the page, however the target is spelled, with its anchor text, and stores it', async () => {
    const id = await addBacklink('/present');
    const before = Date.now();
    const result = await check(id);
    expect(result).toMatchObject({
      id,
      status: 'live',
      last_http_status: 200,
      anchor_text: 'Grow Digital SEO',
      rel: null,
      reason: null,
    });
    const row = await stored(id);
    expect(row).toMatchObject({
      status: 'live',
      last_http_status: 200,
      anchor_text: 'Grow Digital SEO',
      rel: null,
    });
    expect(new Date(row.last_checked_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records rel="nofollow" (lowercased) and an image link’s alt text', async () => {
    const result = await check(await addBacklink('/nofollow'));
    expect(result).toMatchObject({ status: 'live', rel: 'nofollow sponsored', anchor_text: 'Grow logo' });
  });

  it('marks a link missing from a page that was read as lost', async () => {
    const id = await addBacklink('/missing');
    expect(await check(id)).toMatchObject({ status: 'lost', last_http_status: 200, anchor_text: null });
    expect(await stored(id)).toMatchObject({ status: 'lost', last_http_status: 200 });
  });

  it('follows redirects to the page with the link', async () => {
    expect(await check(await addBacklink('/redirect'))).toMatchObject({
      status: 'live',
      last_http_status: 200,
    });
  });

  it('marks a 404 page as broken with its status', async () => {
    const id = await addBacklink('/gone');
    expect(await check(id)).toMatchObject({ status: 'broken', last_http_status: 404 });
    expect(await stored(id)).toMatchObject({ status: 'broken', last_http_status: 404 });
  });

  it('gives up on a page that does not answer in time', async () => {
    const id = await addBacklink('/slow');
    const result = await check(id);
    expect(result).toMatchObject({ status: 'broken', last_http_status: null });
    expect(result.reason).toContain('No answer within 3 seconds');
    // It hung up rather than waiting for the page's late answer.
    await expect.poll(() => slowPageHangUps, { timeout: 5_000 }).toBe(1);
  });

  it('stops reading a page larger than 2 MB and marks it broken', async () => {
    const result = await check(await addBacklink('/huge'));
    expect(result).toMatchObject({ status: 'broken', last_http_status: 200 });
    expect(result.reason).toContain('larger than 2 MB');
  });

  it('checks several links at once and names ids it cannot see', async () => {
    const ids = [await addBacklink('/present?several'), await addBacklink('/missing?several')];
    const unknown = randomUUID();
    const { status, body } = await post({ ids: [...ids, unknown, ids[0]] }, editor.accessToken);
    expect(status).toBe(200);
    const results = body.results as Result[];
    expect(results.map((r) => [r.id, r.status]).sort()).toEqual(
      [
        [ids[0], 'live'],
        [ids[1], 'lost'],
      ].sort(),
    );
    expect(body.not_found).toEqual([unknown]);
  });
});

describe('check-backlinks: who may call it', () => {
  it('refuses the anon key (401) and a missing token (401)', async () => {
    const id = await addBacklink('/present?anon');
    const anon = await post({ ids: [id] }, inject('anonKey'));
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ error: { code: 'not_signed_in' } });
    expect((await post({ ids: [id] }, undefined)).status).toBe(401);
    expect(await stored(id)).toMatchObject({ status: 'pending', last_checked_at: null });
  });

  it('lets a signed-in user without a role change nothing: row-level security hides every backlink', async () => {
    const id = await addBacklink('/present?no-role');
    const noRole = await member('no_role');
    for (const body of [{ ids: [id] }, { all: true }]) {
      const { status, body: answer } = await post(body, noRole.accessToken);
      expect(status).toBe(200);
      expect(answer.results).toEqual([]);
    }
    expect(await stored(id)).toMatchObject({ status: 'pending', last_checked_at: null });
  });

  it('answers a malformed body with 400 in its error shape', async () => {
    const cases: [unknown, string][] = [
      ['{not json', 'invalid_json'],
      [{}, 'invalid_request'],
      [{ ids: [] }, 'invalid_request'],
      [{ ids: ['not-a-uuid'] }, 'invalid_request'],
      [{ ids: Array.from({ length: 51 }, () => randomUUID()) }, 'invalid_request'],
      [{ all: false }, 'invalid_request'],
      [{ ids: [randomUUID()], extra: 1 }, 'invalid_request'],
    ];
    for (const [body, code] of cases) {
      const answer = await post(body, editor.accessToken);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ error: { code, message: expect.any(String) as string } });
    }
  });
});
