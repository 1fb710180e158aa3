import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { loadConfig } from '../../../supabase/local/config.ts';
import { openDatabase } from '../../../supabase/local/db/open.ts';
import { createRestService } from '../../../supabase/local/rest/service.ts';
import { createApiApp, listen } from '../../../supabase/local/server.ts';
import { accessToken } from '../../support/clients.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

/** A REST API over one small table, with execution plans on or off (PostgREST's db-plan-enabled). */
async function serve(planEnabled: boolean) {
  const db = await openDatabase({ databaseUrl: await freshDatabaseUrl() });
  await db.exec(`CREATE TABLE public.plants (id int PRIMARY KEY, name text NOT NULL);
    INSERT INTO public.plants VALUES (1, 'fern'), (2, 'moss');`);
  const config = loadConfig({
    MIGRATE: '0',
    PGRST_DB_ANON_ROLE: 'postgres',
    PGRST_DB_PLAN_ENABLED: planEnabled ? 'true' : 'false',
  });
  const rest = await createRestService(db, config.rest, () => undefined);
  const server = await listen(createApiApp(config, { db, rest }), '127.0.0.1', 0);
  const key = await accessToken({ role: 'postgres' }, { secret: config.jwtSecret });
  const client = createClient(server.url, key, {
    auth: { persistSession: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  return { db, rest, server, client };
}

describe('execution plans (Accept: application/vnd.pgrst.plan)', () => {
  let on: Awaited<ReturnType<typeof serve>>;
  let off: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    [on, off] = await Promise.all([serve(true), serve(false)]);
  });

  afterAll(async () => {
    for (const s of [on, off].filter(Boolean)) {
      await s.server.close();
      await s.rest.close();
      await s.db.close();
    }
  });

  it('answers supabase-js explain() with the plan as JSON when plans are enabled', async () => {
    const { data, error } = await on.client
      .from('plants')
      .select('name')
      .eq('id', 1)
      .explain({ format: 'json' });
    expect(error).toBeNull();
    const plan = data as unknown as [{ Plan: { 'Node Type': string; 'Total Cost': number } }];
    expect(typeof plan[0].Plan['Node Type']).toBe('string');
    expect(plan[0].Plan['Total Cost']).toBeGreaterThan(0);
  });

  it('answers the text plan, with ANALYZE when asked, and names the media type', async () => {
    const response = await fetch(`${on.server.url}/rest/v1/plants?select=name`, {
      headers: { Accept: 'application/vnd.pgrst.plan+text; for="text/csv"; options=analyze' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+text; for="text/csv"; options=analyze; charset=utf-8',
    );
    expect(await response.text()).toMatch(/actual time=/);
  });

  it('refuses the plan media type with 406 when plans are off, as PostgREST does by default', async () => {
    const { data, error, status } = await off.client.from('plants').select('name').explain();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST107');
  });
});
