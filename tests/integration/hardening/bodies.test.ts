import { randomUUID } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import { describe, expect, inject, it } from 'vitest';
import { createAuthApp } from '../../../supabase/local/auth/service.ts';
import { loadConfig } from '../../../supabase/local/config.ts';
import type { Database } from '../../../supabase/local/db/database.ts';
import { FileStore } from '../../../supabase/local/storage/files.ts';
import { createStorageRoutes } from '../../../supabase/local/storage/routes.ts';
import { isUpload } from '../../../supabase/local/storage/uploads.ts';
import { edgeFunctionNames, openApiDocument } from '../../support/api-catalogue.ts';
import { member, productStack } from '../../support/product.ts';
import '../../support/provided.ts';

/**
 * Oversized and malformed bodies on every endpoint the anon key reaches: REST (tables and
 * functions from the OpenAPI description), auth and storage (their route tables), and each edge
 * function. Always a 4xx in the API's own error shape, never a 5xx, never a hang.
 * Runtime: about 6 s per database (two uploads past the storage limits are most of it).
 */

const defaults = loadConfig({});
/** The shared stacks run with the default REQUEST_BODY_LIMIT and STORAGE_FILE_SIZE_LIMIT. */
const BODY_LIMIT = defaults.bodyLimit;
const FILE_SIZE_LIMIT = defaults.storage.fileSizeLimit;
/** The résumé bucket's own limit (migration 20261122000900_storage.sql). */
const RESUME_LIMIT = 10 * 1024 * 1024;
const TIMEOUT = 15_000;
const JSON_TYPE = 'application/json';

type Family = 'rest' | 'auth' | 'storage' | 'functions';

interface Endpoint {
  family: Family;
  method: string;
  path: string;
}

interface Answer {
  status: number;
  text: string;
}

interface Body {
  text: string;
  type: string;
}

const nulText = 'nul \u0000 inside';
const MALFORMED: Record<string, Body> = {
  'invalid JSON': { text: '{"email": "someone@example.com",', type: JSON_TYPE },
  'a wrong content type': { text: 'email=someone%40example.com', type: 'application/x-www-form-urlencoded' },
  'a scalar': { text: '42', type: JSON_TYPE },
  'an array of scalars': { text: '[1, "two", null]', type: JSON_TYPE },
  'deep nesting': { text: `${'['.repeat(5000)}${']'.repeat(5000)}`, type: JSON_TYPE },
  'NUL characters': {
    text: JSON.stringify(
      Object.fromEntries(
        ['email', 'password', 'refresh_token', 'token', 'token_hash', 'name', 'message', 'prefix'].map(
          (key) => [key, nulText],
        ),
      ),
    ),
    type: JSON_TYPE,
  },
  'a huge string within the limit': {
    text: JSON.stringify({ email: `${'x'.repeat(BODY_LIMIT - 1000)}@example.com`, password: 'x' }),
    type: JSON_TYPE,
  },
};
const OVERSIZED: Body = {
  text: JSON.stringify({ email: 'x'.repeat(BODY_LIMIT) }),
  type: JSON_TYPE,
};

const stack = () => productStack();

/** Runs `check` on every item, a few at a time (the requests are independent). */
async function eachConcurrently<T>(items: T[], check: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item);
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

async function send(
  endpoint: Endpoint,
  body: Body | undefined,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${stack().url}${endpoint.path}`, {
    method: endpoint.method,
    // An empty value leaves the header out.
    headers: Object.fromEntries(
      Object.entries({
        apikey: stack().anonKey,
        Authorization: `Bearer ${stack().anonKey}`,
        'X-Supabase-Api-Version': '2024-01-01',
        ...(body ? { 'Content-Type': body.type } : {}),
        ...headers,
      }).filter(([, value]) => value !== ''),
    ),
    body: body?.text ?? null,
    signal: AbortSignal.timeout(TIMEOUT),
  });
  return { status: response.status, text: await response.text() };
}

const typesOf = (body: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, typeof body[key]]));

/** Each API's error body: PostgREST's, GoTrue's (versioned), storage's, the functions' (gateway or function). */
function expectErrorShape(family: Family, { status, text }: Answer): void {
  const body = JSON.parse(text) as Record<string, unknown>;
  const codeAndMessage = { code: 'string', message: 'string' };
  switch (family) {
    case 'rest':
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expect(typesOf(body, ['code', 'message'])).toEqual(codeAndMessage);
      return;
    case 'auth':
      expect(typesOf(body, ['code', 'message'])).toEqual(codeAndMessage);
      return;
    case 'storage':
      expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
      expect(body.statusCode).toBe(String(status));
      expect(typesOf(body, ['error', 'message'])).toEqual({ error: 'string', message: 'string' });
      return;
    case 'functions': {
      const error = (body.error ?? body) as Record<string, unknown>;
      expect(typesOf(error, ['code', 'message'])).toEqual(codeAndMessage);
    }
  }
}

function expectClientError(endpoint: Endpoint, answer: Answer, what: string): void {
  const where = `${endpoint.method} ${endpoint.path} with ${what}: ${answer.status} ${answer.text.slice(0, 200)}`;
  expect(answer.status, where).toBeGreaterThanOrEqual(400);
  expect(answer.status, where).toBeLessThan(500);
  expectErrorShape(endpoint.family, answer);
}

/** A request to an endpoint that may ignore its body: any answer but a 5xx; a 4xx in shape. */
function expectNoServerError(endpoint: Endpoint, answer: Answer, what: string): void {
  const where = `${endpoint.method} ${endpoint.path} with ${what}: ${answer.status} ${answer.text.slice(0, 200)}`;
  expect(answer.status, where).toBeLessThan(500);
  if (answer.status >= 400) expectErrorShape(endpoint.family, answer);
}

/**
 * Writes a raw HTTP/1.1 request on a socket of its own; resolves with everything that came back
 * once the server ends the connection (or after a few seconds).
 */
function rawExchange(request: string, options: { endWriting: boolean }): Promise<string> {
  const { hostname, port } = new URL(stack().url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    const done = () => {
      socket.destroy();
      resolve(received);
    };
    socket.setTimeout(3_000, done);
    socket.on('data', (data) => (received += data.toString()));
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', done);
    socket.write(request);
    if (options.endWriting) socket.end();
  });
}

const rawRequest = (method: string, path: string, contentLength: number, body = '') =>
  `${method} ${path} HTTP/1.1\r\nHost: localhost\r\napikey: ${stack().anonKey}\r\nX-Supabase-Api-Version: 2024-01-01\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n${body}`;

/** The status and JSON body of a raw HTTP/1.1 response (the stack sends Content-Length, not chunks). */
function parseRaw(response: string): Answer {
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(response)?.[1] ?? 0);
  return { status, text: response.slice(response.indexOf('\r\n\r\n') + 4) };
}

/** Route tables of the auth and storage services (listing only: no request reaches the database). */
function serviceRoutes(): Endpoint[] {
  const routeListingOnly = null as unknown as Database;
  const auth = createAuthApp(routeListingOnly, defaults.auth, () => undefined);
  const storage = createStorageRoutes({
    db: routeListingOnly,
    config: defaults.storage,
    files: new FileStore(os.tmpdir()),
    log: () => undefined,
  });
  const objectKey = `resumes/${randomUUID()}/cv.pdf`;
  const concrete = (route: string) =>
    route
      .replace(':bucket', 'resumes')
      .replace(/:[A-Za-z]+/g, randomUUID())
      .replace('*', objectKey);
  const withBodies = (routes: { method: string; path: string }[], family: Family, prefix: string) =>
    routes
      .filter((r) => !['GET', 'HEAD', 'ALL', 'OPTIONS'].includes(r.method) && r.path !== '/*')
      .map((r) => ({ family, method: r.method, path: `${prefix}${concrete(r.path)}` }));
  return [
    ...withBodies(auth.routes, 'auth', '/auth/v1'),
    ...withBodies(storage.routes, 'storage', '/storage/v1'),
  ];
}

/**
 * Tables (insert) and functions (call) from the REST API's OpenAPI description. Read with the
 * service-role key: the document lists only what the requesting role may use, and the sweep wants
 * every route (the requests themselves still go as anon).
 */
async function restRoutes(): Promise<Endpoint[]> {
  const description = await openApiDocument(stack().url, stack().serviceRoleKey);
  return Object.keys(description.paths)
    .filter((p) => p !== '/')
    .map((p): Endpoint => ({ family: 'rest', method: 'POST', path: `/rest/v1${p}` }));
}

const isStorageUpload = (e: Endpoint) =>
  e.family === 'storage' && isUpload(e.method, e.path.slice('/storage/v1'.length));

/** The endpoints the issue names, which read their JSON body: malformed ones must be a 4xx. */
const NAMED_JSON_ENDPOINTS: Endpoint[] = [
  { family: 'rest', method: 'POST', path: '/rest/v1/newsletter_signups' },
  { family: 'rest', method: 'POST', path: '/rest/v1/contact_submissions' },
  { family: 'rest', method: 'POST', path: '/rest/v1/job_applications' },
  { family: 'rest', method: 'POST', path: '/rest/v1/newsletter_signups?on_conflict=email' },
  { family: 'rest', method: 'PATCH', path: '/rest/v1/contact_submissions?email=eq.someone@example.com' },
  { family: 'rest', method: 'POST', path: '/rest/v1/rpc/count_download' },
  ...['password', 'refresh_token'].map((grant): Endpoint => ({
    family: 'auth',
    method: 'POST',
    path: `/auth/v1/token?grant_type=${grant}`,
  })),
  ...['/signup', '/recover', '/otp', '/verify', '/logout', '/factors'].map((p): Endpoint => ({
    family: 'auth',
    method: 'POST',
    path: `/auth/v1${p}`,
  })),
  { family: 'auth', method: 'PUT', path: '/auth/v1/user' },
  { family: 'storage', method: 'POST', path: `/storage/v1/object/resumes/${randomUUID()}/cv.pdf` },
];

/** Edge functions only the service role calls (the local stack's schedules, pg_cron in production). */
const SCHEDULED_FUNCTIONS = new Set(['resume-cleanup', 'deliver-messages']);

describe(`oversized and malformed request bodies (${inject('dbKind')})`, () => {
  it('answers every body-taking endpoint a 413 in its own shape past the body limit', async () => {
    const endpoints = [
      ...(await restRoutes()),
      ...serviceRoutes().filter((e) => !isStorageUpload(e)),
      ...(await edgeFunctionNames()).map((name): Endpoint => ({
        family: 'functions',
        method: 'POST',
        path: `/functions/v1/${name}`,
      })),
    ];
    expect(endpoints.filter((e) => e.family === 'auth').length).toBeGreaterThan(10);
    expect(endpoints.filter((e) => e.family === 'storage').length).toBeGreaterThan(10);
    // Announcing the size is enough to be refused: only the headers are sent.
    await eachConcurrently(endpoints, async (endpoint) => {
      const response = await rawExchange(rawRequest(endpoint.method, endpoint.path, BODY_LIMIT + 1), {
        endWriting: false,
      });
      const answer = parseRaw(response);
      expect(answer.status, `${endpoint.path}: ${response}`).toBe(413);
      expect(response.toLowerCase()).toContain('\r\nconnection: close\r\n');
      expectErrorShape(endpoint.family, answer);
    });
    // Sent in full, with its length or streamed without one, the body is refused the same way.
    const streamed = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      });
    for (const family of ['rest', 'auth', 'storage', 'functions'] as const) {
      const endpoint = endpoints.find((e) => e.family === family);
      if (!endpoint) throw new Error(`No ${family} endpoint`);
      expect((await send(endpoint, OVERSIZED)).status).toBe(413);
      const chunked = await fetch(`${stack().url}${endpoint.path}`, {
        method: endpoint.method,
        headers: {
          apikey: stack().anonKey,
          'Content-Type': JSON_TYPE,
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: streamed(OVERSIZED.text),
        duplex: 'half',
        signal: AbortSignal.timeout(TIMEOUT),
      } as RequestInit);
      expectErrorShape(family, { status: chunked.status, text: await chunked.text() });
      expect(chunked.status).toBe(413);
    }
    // Older auth clients (no API version header) get GoTrue's older shape.
    const unversioned = await send({ family: 'auth', method: 'POST', path: '/auth/v1/otp' }, OVERSIZED, {
      'X-Supabase-Api-Version': '',
    });
    expect(JSON.parse(unversioned.text)).toMatchObject({ code: 413, error_code: 'request_too_large' });
  });

  it('answers malformed bodies on every endpoint without a server error', async () => {
    const endpoints = [...(await restRoutes()), ...serviceRoutes()];
    // The bodies that reach each parser; the endpoints below get every kind of malformed body.
    const sweep = ['invalid JSON', 'deep nesting', 'NUL characters'] as const;
    const cases = endpoints.flatMap((endpoint) =>
      sweep.map((what) => ({ endpoint, what, body: MALFORMED[what] })),
    );
    await eachConcurrently(cases, async ({ endpoint, what, body }) =>
      expectNoServerError(endpoint, await send(endpoint, body), what),
    );
  });

  it('answers malformed bodies on the endpoints visitors post to with a 4xx', async () => {
    const cases = NAMED_JSON_ENDPOINTS.flatMap((endpoint) =>
      Object.entries(MALFORMED).map(([what, body]) => ({ endpoint, what, body })),
    );
    await eachConcurrently(cases, async ({ endpoint, what, body }) =>
      expectClientError(endpoint, await send(endpoint, body), what),
    );
    // PostgreSQL text cannot hold NUL: refused as the client's error, whatever the column.
    const nul = { text: '', type: JSON_TYPE };
    const rest = (path: string): Endpoint => ({ family: 'rest', method: 'POST', path: `/rest/v1${path}` });
    for (const [path, row] of [
      ['/newsletter_signups', { email: `a\u0000b@example.com` }],
      ['/contact_submissions', { kind: 'contact', name: nulText, email: 'a@example.com', message: nulText }],
      [
        '/contact_submissions',
        { kind: 'contact', name: 'Ann', email: 'a@example.com', attribution: { [nulText]: 1 } },
      ],
      ['/rpc/count_download', { resource_id: nulText }],
    ] as const) {
      const answer = await send(rest(path), { ...nul, text: JSON.stringify(row) });
      expect(answer.status, answer.text).toBe(400);
      expectErrorShape('rest', answer);
    }
  });

  it('answers its callers at each edge function with a malformed body with the function’s 400', async () => {
    const admin = await member('admin');
    for (const name of await edgeFunctionNames()) {
      const endpoint: Endpoint = { family: 'functions', method: 'POST', path: `/functions/v1/${name}` };
      // Staff call the functions; scheduled jobs are called with the service role (and refuse staff first).
      const token = SCHEDULED_FUNCTIONS.has(name) ? productStack().serviceRoleKey : admin.accessToken;
      for (const what of ['invalid JSON', 'a scalar', 'an array of scalars', 'deep nesting'] as const) {
        const answer = await send(endpoint, MALFORMED[what], { Authorization: `Bearer ${token}` });
        expect(answer.status, `${name} with ${what}: ${answer.text}`).toBe(400);
        expectErrorShape('functions', answer);
      }
    }
  });

  it('refuses uploads past the bucket’s and the stack’s size limits with storage’s 413', async () => {
    const upload = (bytes: BodyInit): Promise<Answer> =>
      fetch(`${stack().url}/storage/v1/object/resumes/${randomUUID()}/cv.pdf`, {
        method: 'POST',
        headers: { apikey: stack().anonKey, 'Content-Type': 'application/pdf' },
        body: bytes,
        duplex: 'half',
        signal: AbortSignal.timeout(TIMEOUT),
      } as RequestInit).then(async (r) => ({ status: r.status, text: await r.text() }));
    const overBucket = await upload(new Uint8Array(RESUME_LIMIT + 1));
    expect(overBucket.status).toBe(413);
    expectErrorShape('storage', overBucket);
    // Past the stack's limit the body is refused while it streams in (no length announced).
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > FILE_SIZE_LIMIT * 4) controller.close();
        else controller.enqueue(chunk);
        sent += chunk.byteLength;
      },
    });
    const overStack = await upload(endless);
    expect(overStack.status).toBe(413);
    expectErrorShape('storage', overStack);
    expect(sent).toBeLessThan(FILE_SIZE_LIMIT * 2);
  });

  it('survives bodies shorter or longer than their Content-Length', async () => {
    const body = '{"email":"someone@example.com"}';
    for (const path of ['/rest/v1/newsletter_signups', '/auth/v1/otp', '/storage/v1/object/list/resumes']) {
      // Shorter than announced, then the client stops: no answer is owed, but never a 5xx.
      const cut = await rawExchange(rawRequest('POST', path, body.length + 50, body), { endWriting: true });
      expect(cut).not.toMatch(/^HTTP\/1\.1 5/);
      // Longer than announced: the body is cut at the length (invalid JSON), the rest is not a request.
      const answer = await rawExchange(rawRequest('POST', path, 10, body), { endWriting: false });
      expect(answer, path).toMatch(/^HTTP\/1\.1 4\d\d /);
    }
    const health = await fetch(`${stack().url}/rest/v1/faqs?select=id&limit=1`, {
      headers: { apikey: stack().anonKey },
      signal: AbortSignal.timeout(TIMEOUT),
    });
    expect(health.status).toBe(200);
  });
});
