/**
 * A visitor's reach, swept over everything the API serves: every table, view and function of the
 * exposed schemas (the REST API's own OpenAPI list; arguments and views from the generated types)
 * and every storage bucket, through the real supabase-js client with the anon key. A relation,
 * function or bucket added later is swept too, and fails until it is given its rule here.
 * Runtime: 9–12 s per database on the shared two-core machine (18–22 s at load average 20).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import { parse } from 'smol-toml';
import ts from 'typescript';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { outbox, PASSWORD } from '../../support/accounts.ts';
import { edgeFunctionNames, openApiDocument } from '../../support/api-catalogue.ts';
import { freshAddress, productAnon, productService, productStack } from '../../support/product.ts';
import {
  ANON_FUNCTIONS,
  ANON_INSERTS,
  BUCKETS,
  PUBLIC_ROWS,
  RECIPES,
  type InsertAttempt,
  type Row,
  type SeedContext,
} from './anon-sweep-tables.ts';

interface Relation {
  schema: string;
  name: string;
  /** A view shows rows of tables: it gets none of its own (and needs no recipe). */
  view: boolean;
}
interface Routine {
  schema: string;
  name: string;
  /** Required arguments, with their TypeScript types. */
  args: { name: string; type: string }[];
}

/** The relations and routines the REST API serves in each schema config.toml exposes (its own catalogue). */
async function exposedCatalogue(): Promise<{ relations: Relation[]; routines: Routine[] }> {
  const config = parse(
    await fs.readFile(new URL('../../../supabase/config.toml', import.meta.url), 'utf8'),
  ) as {
    api: { schemas: string[] };
  };
  const generated = await generatedCatalogue();
  const relations: Relation[] = [];
  const routines: Routine[] = [];
  for (const schema of config.api.schemas) {
    const { paths } = await openApiDocument(inject('productUrl'), inject('serviceRoleKey'), schema);
    for (const path of Object.keys(paths).filter((p) => p !== '/')) {
      const rpc = /^\/rpc\/(.+)$/.exec(path)?.[1];
      if (!rpc)
        relations.push({
          schema,
          name: path.slice(1),
          view: generated.views.has(`${schema}.${path.slice(1)}`),
        });
      else routines.push({ schema, name: rpc, args: generated.functions.get(`${schema}.${rpc}`) ?? [] });
    }
    const unknown = routines.filter((r) => !generated.functions.has(label(r))).map(label);
    expect(unknown, 'functions missing from the generated types: run npm run db:types').toEqual([]);
  }
  return { relations, routines };
}

/**
 * The views, and each function's required arguments, from the types generated from the
 * migrations' catalogue (src/lib/database.types.ts, which tests/unit/generated keeps up to date).
 */
async function generatedCatalogue(): Promise<{
  views: Set<string>;
  functions: Map<string, Routine['args']>;
}> {
  const file = new URL('../../../src/lib/database.types.ts', import.meta.url);
  const source = ts.createSourceFile('types.ts', await fs.readFile(file, 'utf8'), ts.ScriptTarget.Latest);
  const functions = new Map<string, Routine['args']>();
  const views = new Set<string>();
  const members = (node: ts.Node | undefined) =>
    node && ts.isTypeLiteralNode(node) ? node.members.filter(ts.isPropertySignature) : [];
  const named = (node: ts.Node | undefined, name: string) =>
    members(node).find((m) => m.name.getText(source) === name)?.type;
  const database = source.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'Database',
  );
  for (const schema of members(database?.type)) {
    const schemaName = schema.name.getText(source);
    for (const view of members(named(schema.type, 'Views')))
      views.add(`${schemaName}.${view.name.getText(source)}`);
    for (const fn of members(named(schema.type, 'Functions'))) {
      const args = members(named(fn.type, 'Args'))
        .filter((a) => !a.questionToken)
        .map((a) => ({ name: a.name.getText(source), type: a.type?.getText(source) ?? '' }));
      functions.set(`${schemaName}.${fn.name.getText(source)}`, args);
    }
  }
  return { views, functions };
}

/** A value of an argument's type that the call can parse (a UUID is valid text too). */
function plausible(type: string): unknown {
  if (type.endsWith('[]')) return [];
  if (type === 'string') return randomUUID();
  if (type === 'boolean') return true;
  if (type === 'number') return 1;
  return {};
}

const typedService = productService();
// Untyped: the sweep names its relations at run time.
const service = typedService as unknown as SupabaseClient;
const anon = () => productAnon(freshAddress()) as unknown as SupabaseClient;
const from = (client: SupabaseClient, r: Relation) => client.schema(r.schema).from(r.name);
const label = (r: { schema: string; name: string }) => `${r.schema}.${r.name}`;

let relations: Relation[] = [];
let routines: Routine[] = [];
/** The row each table was given (its key column and value), so that an empty answer means something. */
const seeded = new Map<string, { key: string; value: unknown; change: Row }>();

async function seedEveryTable(): Promise<void> {
  const context = await seedContext();
  // Tables have rows of their own to add; views show what is in the tables.
  const tables = relations.filter((r) => !r.view);
  const missing = tables.filter((t) => !RECIPES[t.name]).map(label);
  expect(missing, 'tables without a recipe in anon-sweep-tables.ts').toEqual([]);
  await Promise.all(
    tables.map(async (t) => {
      const recipe = RECIPES[t.name];
      if (!recipe) return;
      const { row, keyValue } = await recipe.seed(service, context);
      if (row) {
        const { error } = await from(service, t).insert(row);
        expect(error, `seeding ${label(t)}`).toBeNull();
      }
      seeded.set(label(t), { key: recipe.key, value: keyValue, change: recipe.change });
    }),
  );
  // Views (and any relation without a recipe): one of their rows, found by its first column.
  for (const r of relations.filter((x) => !seeded.has(label(x)))) {
    const { data } = await from(service, r).select('*').limit(1);
    const [sample] = (data ?? []) as Row[];
    const [key = '', value] = Object.entries(sample ?? {})[0] ?? [];
    seeded.set(label(r), { key, value, change: { [key]: `${String(value)}-changed` } });
  }
}

/** The rows of `r` whose `key` is `value`, as the service role sees them. */
async function matching(r: Relation, key: string, value: unknown): Promise<Row[]> {
  const { data, error } = await from(service, r).select('*').eq(key, value);
  expect(error, label(r)).toBeNull();
  return (data ?? []) as Row[];
}

/** The row a visitor tries to add to `r`: a new one from its recipe, or a copy of a view's row. */
async function insertAttempt(r: Relation): Promise<InsertAttempt> {
  const recipe = RECIPES[r.name];
  const s = seeded.get(label(r));
  if (!recipe || !s) {
    const [row = {}] = await matching(r, s?.key ?? '', s?.value);
    return { row, key: s?.key ?? '', keyValue: s?.value };
  }
  const context = await seedContext();
  if (recipe.attempt) return recipe.attempt(context);
  const { row = {}, keyValue } = await recipe.seed(service, context);
  return { row, key: recipe.key, keyValue };
}

/** What a visitor reads from `r` that they should not. */
async function readLeaks(r: Relation): Promise<string[]> {
  const visitor = anon();
  const { data, error } = await from(visitor, r).select('*');
  const head = await from(visitor, r).select('*', { count: 'exact', head: true });
  const rows = (data ?? []) as Row[];
  const rule = r.schema === 'public' ? PUBLIC_ROWS[r.name] : undefined;
  if (error)
    return error.code === '42501' ? [] : [`${label(r)}: unexpected error ${error.code} ${error.message}`];
  if (!rule) {
    const leaks: string[] = [];
    if (rows.length > 0) leaks.push(`${label(r)}: ${rows.length} rows, and it is not public content`);
    if (head.count) leaks.push(`${label(r)}: counts ${head.count} rows`);
    return leaks;
  }
  const hidden = rows.filter((row) => !rule.visible(row));
  return hidden.length > 0 ? [`${label(r)}: ${hidden.length} rows outside "${rule.rule}"`] : [];
}

/** What a visitor's update, delete and insert on `r` changed that they should not have. */
async function writes(r: Relation): Promise<string[]> {
  const s = seeded.get(label(r));
  if (!s) return [`${label(r)} was not seeded`];
  const visitor = anon();
  const changed: string[] = [];
  // The seeded row, and for public content also a row the visitor can see.
  const targets = [s.value];
  if (PUBLIC_ROWS[r.name]) {
    const { data } = await from(visitor, r).select(s.key).limit(1);
    const [visible] = (data ?? []) as unknown as Row[];
    if (visible && visible[s.key] !== s.value) targets.push(visible[s.key]);
  }
  for (const value of targets) {
    const before = await matching(r, s.key, value);
    await from(visitor, r).update(s.change).eq(s.key, value);
    await from(visitor, r).delete().eq(s.key, value);
    const after = await matching(r, s.key, value);
    if (after.length === 0) changed.push(`${label(r)}: a visitor removed a row`);
    else if (JSON.stringify(after) !== JSON.stringify(before))
      changed.push(`${label(r)}: a visitor changed a row`);
  }
  const attempt = await insertAttempt(r);
  const countBefore = (await matching(r, attempt.key, attempt.keyValue)).length;
  const inserted = await from(visitor, r).insert(attempt.row);
  const added = (await matching(r, attempt.key, attempt.keyValue)).length - countBefore;
  if (ANON_INSERTS.has(r.name)) {
    if (inserted.error || added !== 1)
      changed.push(`${label(r)}: the inbox refused a visitor (${inserted.error?.message ?? added})`);
  } else if (added !== 0 || !inserted.error) changed.push(`${label(r)}: a visitor added a row`);
  return changed;
}

beforeAll(async () => {
  ({ relations, routines } = await exposedCatalogue());
  await seedEveryTable();
});

describe.concurrent('the catalogue the sweep covers', () => {
  it('names every table, view and function the REST API serves', ({ expect }) => {
    expect(relations.length).toBeGreaterThan(20);
    expect(routines.length).toBeGreaterThan(10);
    expect(relations.filter((r) => r.view).map(label)).toContain('public.newsletter_sources');
    expect(routines.find((r) => r.name === 'count_download')?.args).toEqual([
      { name: 'resource_id', type: 'string' },
    ]);
  });

  it('has a row in every relation, so that an empty answer means something', async ({ expect }) => {
    const counts = await Promise.all(
      relations.map(async (r) => {
        const { count, error } = await from(service, r).select('*', { count: 'exact', head: true });
        return { relation: label(r), rows: error ? error.message : count };
      }),
    );
    const empty = counts.filter((c) => !c.rows || typeof c.rows === 'string');
    expect(empty).toEqual([]);
  });
});

describe.concurrent('a visitor with the anon key', () => {
  it('reads only the published rows of public content, and nothing of any other relation', async ({
    expect,
  }) => {
    const leaks = await Promise.all(relations.map(readLeaks));
    expect(leaks.flat()).toEqual([]);
    // The rules have something to pass: the seeded public content is there.
    const published = await anon().from('blog_posts').select('id', { count: 'exact', head: true });
    expect(published.count).toBeGreaterThan(0);
  });

  it('changes and removes nothing in any relation, and adds rows only to the inboxes', async ({ expect }) => {
    const changes = await Promise.all(relations.map(writes));
    expect(changes.flat()).toEqual([]);
  });

  it('may call only the functions meant for visitors', async ({ expect }) => {
    const answered: string[] = [];
    for (const routine of routines) {
      const args = Object.fromEntries(routine.args.map((a) => [a.name, plausible(a.type)]));
      const { error, status } = await anon().schema(routine.schema).rpc(routine.name, args);
      if (ANON_FUNCTIONS.has(routine.name)) {
        // Visitors may call it; its own checks may still turn down a made-up id.
        if (error?.code === '42501' || status === 401 || status === 403)
          answered.push(`${label(routine)}: refused a visitor (${error?.message ?? status})`);
      } else if (!error || ![401, 403, 404].includes(status)) {
        answered.push(`${label(routine)}: answered a visitor with ${status} ${error?.code ?? ''}`);
      } else if (status !== 404 && error.code !== '42501') {
        answered.push(`${label(routine)}: refused with ${error.code}, not 42501`);
      }
    }
    expect(answered).toEqual([]);
  });
});

/** What recipes need: an open job, and the sweep's draft post (saved twice: it has audit and revision rows). */
async function seedContext(): Promise<SeedContext> {
  openJob ??= typedService
    .from('jobs')
    .select('id')
    .eq('status', 'open')
    .limit(1)
    .single()
    .then(({ data }) => data?.id ?? '');
  return { openJobId: await openJob, draftPostId: () => (draftPost ??= newDraftPost()) };
}

let openJob: PromiseLike<string> | undefined;
let draftPost: Promise<string> | undefined;
async function newDraftPost(): Promise<string> {
  const slug = `sweep-post-${randomUUID().slice(0, 8)}`;
  const { data, error } = await typedService
    .from('blog_posts')
    .insert({ slug, title: 'Draft post', status: 'draft' })
    .select('id')
    .single();
  if (error) throw error;
  const id = data.id;
  await typedService
    .from('blog_posts')
    .update({ title: 'Draft post, saved again' })
    .eq('id', id)
    .throwOnError();
  return id;
}

describe.concurrent('a visitor in storage', () => {
  it('reads, lists, signs and changes nothing in any bucket but adds résumés', async ({ expect }) => {
    const { data: buckets, error } = await service.storage.listBuckets();
    expect(error).toBeNull();
    const unknown = (buckets ?? []).filter((b) => !BUCKETS[b.id]).map((b) => b.id);
    expect(unknown, 'buckets without a rule in anon-sweep-tables.ts').toEqual([]);
    const problems = await Promise.all((buckets ?? []).map((b) => bucketProblems(b.id)));
    expect(problems.flat()).toEqual([]);
  });
});

/** What a visitor could do in `bucket` that they should not. */
async function bucketProblems(bucket: string): Promise<string[]> {
  const rule = BUCKETS[bucket];
  if (!rule) return [`${bucket}: no rule`];
  const seededFile = rule.file();
  const stored = service.storage.from(bucket);
  expect((await stored.upload(seededFile.path, seededFile.blob())).error, bucket).toBeNull();
  const folder = seededFile.path.split('/')[0] ?? '';
  const visitor = anon().storage.from(bucket);
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${bucket}: ${what}`);

  for (const prefix of ['', folder]) {
    const { data } = await visitor.list(prefix);
    if ((data ?? []).length > 0) say(`a visitor lists ${data?.length} entries under "${prefix}"`);
  }
  if (!(await visitor.download(seededFile.path)).error) say('a visitor downloads through the API');
  const byUrl = await fetch(visitor.getPublicUrl(seededFile.path).data.publicUrl);
  await byUrl.body?.cancel();
  if (rule.public !== byUrl.ok) say(`the public URL answers ${byUrl.status}`);
  if (!(await visitor.createSignedUrl(seededFile.path, 60)).error) say('a visitor signs a download URL');

  // Writes over the seeded file: replace, move, copy, remove.
  await visitor.upload(seededFile.path, seededFile.blob(), { upsert: true });
  await visitor.update(seededFile.path, seededFile.blob());
  const movedTo = `${folder}/moved-${randomUUID()}.pdf`;
  await visitor.move(seededFile.path, movedTo);
  await visitor.copy(seededFile.path, movedTo);
  await visitor.remove([seededFile.path]);
  const after = await stored.info(seededFile.path);
  if (after.error) say('a visitor moved or removed the seeded file');
  if ((await stored.info(movedTo)).data) say('a visitor moved or copied the seeded file');

  // A new file: only the résumé inbox takes one (into a new folder).
  const fresh = rule.file();
  const upload = await visitor.upload(fresh.path, fresh.blob());
  const added = !(await stored.info(fresh.path)).error;
  if (rule.anonUploads !== added)
    say(`a visitor's upload was ${added ? 'stored' : 'refused'} (${upload.error?.message})`);
  const intoSeededFolder = `${folder}/second-${randomUUID()}.pdf`;
  await visitor.upload(intoSeededFolder, rule.file().blob());
  if (!(await stored.info(intoSeededFolder)).error) say("a visitor added a file to someone else's folder");
  if (!(await visitor.createSignedUploadUrl(`${folder}/${randomUUID()}.pdf`)).error && !rule.anonUploads)
    say('a visitor signs an upload URL');

  // The bucket itself.
  const before = (await service.storage.getBucket(bucket)).data;
  const storage = anon().storage;
  await storage.updateBucket(bucket, { public: !rule.public });
  await storage.emptyBucket(bucket);
  await storage.deleteBucket(bucket);
  const bucketAfter = (await service.storage.getBucket(bucket)).data;
  if (bucketAfter?.public !== before?.public) say('a visitor changed the bucket');
  if ((await stored.info(seededFile.path)).error) say('a visitor emptied the bucket');
  const created = `sweep-${randomUUID().slice(0, 8)}`;
  await storage.createBucket(created);
  if ((await service.storage.getBucket(created)).data) say('a visitor created a bucket');
  return problems;
}

describe.concurrent('a visitor at the auth admin API', () => {
  it('is refused every admin route (401/403), and nothing changes', async ({ expect }) => {
    const target = seeded.get('public.user_roles')?.value as string;
    const newEmail = `sweep-admin-${randomUUID()}@example.test`;
    const auth = `${inject('productUrl')}/auth/v1`;
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/users'],
      ['POST', '/admin/users', { email: newEmail, password: PASSWORD, email_confirm: true }],
      ['GET', `/admin/users/${target}`],
      ['PUT', `/admin/users/${target}`, { ban_duration: '24h', email: newEmail }],
      ['GET', `/admin/users/${target}/factors`],
      ['POST', '/admin/generate_link', { type: 'magiclink', email: newEmail }],
      ['POST', '/invite', { email: newEmail }],
      ['DELETE', `/admin/users/${target}`],
    ];
    const answers: string[] = [];
    for (const [method, path, body] of calls) {
      const response = await fetch(`${auth}${path}`, {
        method,
        headers: {
          apikey: inject('anonKey'),
          Authorization: `Bearer ${inject('anonKey')}`,
          'Content-Type': 'application/json',
          'X-Forwarded-For': freshAddress(),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      await response.body?.cancel();
      if (![401, 403].includes(response.status)) answers.push(`${method} ${path}: ${response.status}`);
    }
    expect(answers).toEqual([]);
    expect((await anon().auth.admin.listUsers()).error?.status).toBeOneOf([401, 403]);
    const user = await service.auth.admin.getUserById(target);
    expect(user.data.user?.id).toBe(target);
    expect(user.data.user?.banned_until ?? null).toBeNull();
    expect(user.data.user?.email).not.toBe(newEmail);
    expect(await outbox(productStack(), newEmail)).toEqual([]);
  });
});

describe.concurrent('a visitor at the staff edge functions', () => {
  it('gets 401 from each, and nothing changes', async ({ expect }) => {
    const since = new Date(Date.now() - 1000).toISOString();
    const target = seeded.get('public.user_roles')?.value as string;
    const invited = `sweep-invite-${randomUUID()}@example.test`;
    const requests: Record<string, object[]> = {
      'admin-users': [
        { action: 'list' },
        { action: 'invite', email: invited, role: 'admin' },
        { action: 'set_role', userId: target, role: 'admin' },
        { action: 'delete', userId: target },
      ],
      'request-build': [{}],
      backups: [{ action: 'create' }, { action: 'scheduled' }],
      'check-backlinks': [{ all: true }],
      'resume-cleanup': [{}],
      'deliver-messages': [{}],
      // Public by design (RFC 8058 one-click unsubscribe: mail apps send no session); its token is
      // its only credential, so without one it refuses the request rather than the caller.
      'newsletter-unsubscribe': [{}],
    };
    const deployed = await edgeFunctionNames();
    expect(new Set(deployed), 'every function has requests to sweep').toEqual(new Set(Object.keys(requests)));
    const answers = await Promise.all(
      Object.entries(requests).flatMap(([name, bodies]) =>
        bodies.map(async (body) => {
          const response = await fetch(`${inject('productUrl')}/functions/v1/${name}`, {
            method: 'POST',
            headers: {
              apikey: inject('anonKey'),
              Authorization: `Bearer ${inject('anonKey')}`,
              'Content-Type': 'application/json',
              'X-Forwarded-For': freshAddress(),
            },
            body: JSON.stringify(body),
          });
          const answer = (await response.json()) as { error?: { code?: string } };
          return `${name} ${JSON.stringify(body)}: ${response.status} ${answer.error?.code ?? ''}`;
        }),
      ),
    );
    expect(answers.filter((a) => !a.endsWith(': 401 not_signed_in'))).toEqual([
      'newsletter-unsubscribe {}: 400 invalid_request',
    ]);

    expect((await service.from('user_roles').select('role').eq('user_id', target)).data).toEqual([
      { role: 'editor' },
    ]);
    expect(await outbox(productStack(), invited)).toEqual([]);
    const builds = await typedService
      .from('site_builds')
      .select('id')
      .is('requested_by', null)
      .eq('trigger', 'manual')
      .gte('requested_at', since);
    expect(builds.data).toEqual([]);
    const backups = await typedService
      .from('backups')
      .select('id')
      .is('created_by', null)
      .eq('kind', 'manual')
      // What the function would store (manual/<time>-<id>.json), not the rows other sweeps seed meanwhile.
      .like('file_path', 'manual/%')
      .gte('created_at', since);
    expect(backups.data).toEqual([]);
    const backlink = seeded.get('public.backlinks');
    const checked = await typedService
      .from('backlinks')
      .select('last_checked_at')
      .eq('source_url', String(backlink?.value));
    expect(checked.data).toEqual([{ last_checked_at: null }]);
  });
});
