import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { accessToken, clientFor } from '../../support/clients.ts';
import { startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl, projectFolder } from '../db/fresh-database.ts';
import '../../support/provided.ts';

/*
 * One request can never take the API down: a statement that would run for minutes (a catastrophic
 * regular expression in a filter) costs its own request a 57014 after its role's time limit, while
 * /health and other requests go on; a plan too wide to build is refused before it reaches the
 * database. A stack of its own, because on PGlite the limit ends the engine's worker.
 */

const dbKind = inject('dbKind');

const PROJECT_FILES = {
  'migrations/20240101000000_posts.sql': `
    create table public.authors (id int primary key, name text not null);
    create table public.posts (
      id int primary key,
      author_id int references public.authors,
      body text not null
    );
    alter table public.authors enable row level security;
    alter table public.posts enable row level security;
    create policy "anyone reads authors" on public.authors for select to anon, authenticated using (true);
    create policy "anyone reads posts" on public.posts for select to anon, authenticated using (true);

    create function public.statement_timeout() returns text language sql stable
      as $$ select current_setting('statement_timeout') $$;`,
  'seed.sql': `
    insert into public.authors values (1, 'Ada');
    insert into public.posts
      select g, 1, repeat('Lorem ipsum dolor sit amet, consectetur adipiscing elit, exercitation. ', 20)
      from generate_series(1, 3) g;`,
};

/** Back-references make PostgreSQL's regex engine backtrack through every split of the body. */
const CATASTROPHIC = String.raw`(.*)(.*)(.*)\1\2\3x`;

describe(`time limits on the API (${dbKind})`, () => {
  let stack: RunningStack;
  let supabaseDir: string;
  beforeAll(async () => {
    supabaseDir = await projectFolder(PROJECT_FILES);
    stack = await startTestStack({
      supabaseDir,
      databaseUrl: await freshDatabaseUrl(),
      // For roles that set no statement_timeout of their own (the service role here).
      env: { DB_STATEMENT_TIMEOUT: '1500' },
    });
  });
  afterAll(async () => {
    await stack.stop();
    await fs.rm(supabaseDir, { recursive: true, force: true });
  });

  const address = () => ({
    url: stack.url,
    anonKey: stack.keys.anonKey,
    serviceRoleKey: stack.keys.serviceRoleKey,
  });
  const restGet = (path: string, key: string) =>
    fetch(`${stack.url}/rest/v1/${path}`, { headers: { apikey: key, Authorization: `Bearer ${key}` } });

  it('answers a runaway anonymous filter with 57014 while /health and other requests go on', async () => {
    let settled = false;
    const runaway = restGet(
      `posts?select=id&body=match.${encodeURIComponent(CATASTROPHIC)}`,
      stack.keys.anonKey,
    ).finally(() => (settled = true));

    const health = await fetch(`${stack.url}/health`);
    expect(health.status).toBe(200);
    expect(settled, 'the runaway request had finished before /health answered').toBe(false);

    const answer = await runaway;
    expect(answer.status).toBe(504);
    expect(await answer.json()).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });

    const after = await clientFor(address()).from('posts').select('id').order('id');
    expect(after.error).toBeNull();
    expect(after.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it("applies each role's statement_timeout as Supabase sets it, and the default to roles without one", async () => {
    const asAnon = await clientFor(address()).rpc('statement_timeout');
    expect(asAnon.data).toBe('3s');
    const userToken = await accessToken(
      { sub: '00000000-0000-4000-8000-000000000001' },
      { secret: stack.config.jwtSecret },
    );
    const asUser = await restGet('rpc/statement_timeout', userToken);
    expect(await asUser.json()).toBe('8s');

    const runaway = await clientFor(address(), 'service')
      .from('posts')
      .select('id')
      .filter('body', 'match', CATASTROPHIC);
    expect(runaway.error).toMatchObject({ code: '57014' });
  });

  it('refuses a select that embeds more resources than a plan may hold, with a 400', async () => {
    const embeds = (n: number) => Array.from({ length: n }, (_, i) => `a${String(i)}:authors(id)`).join(',');
    const wide = await restGet(`posts?select=id,${embeds(450)}`, stack.keys.anonKey);
    expect(wide.status).toBe(400);
    expect(await wide.json()).toMatchObject({
      code: 'PGRST100',
      hint: 'Split the request into smaller ones',
    });

    const fifty = await clientFor(address())
      .from('posts')
      .select(`id,${embeds(50)}`)
      .eq('id', 1);
    expect(fifty.error).toBeNull();
    expect(fifty.data?.[0]).toMatchObject({ id: 1, a0: { id: 1 }, a49: { id: 1 } });
  });
});
