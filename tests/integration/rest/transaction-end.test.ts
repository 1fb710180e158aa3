import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { loadConfig } from '../../../supabase/local/config.ts';
import { openDatabase } from '../../../supabase/local/db/open.ts';
import { createRestService } from '../../../supabase/local/rest/service.ts';
import { createApiApp, listen } from '../../../supabase/local/server.ts';
import { accessToken } from '../../support/clients.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';

/**
 * supabase-js `rollback()` sends `Prefer: tx=rollback`; PostgREST obeys it only when db-tx-end
 * allows an override (`commit-allow-override`), and then says so in Preference-Applied.
 */
describe('the transaction end a request may choose (PGRST_DB_TX_END=commit-allow-override)', () => {
  let served: Awaited<ReturnType<typeof serve>>;

  async function serve() {
    const db = await openDatabase({ databaseUrl: await freshDatabaseUrl() });
    await db.exec('CREATE TABLE public.notes (id int PRIMARY KEY, body text NOT NULL);');
    const config = loadConfig({
      MIGRATE: '0',
      PGRST_DB_ANON_ROLE: 'postgres',
      PGRST_DB_TX_END: 'commit-allow-override',
    });
    const rest = await createRestService(db, config.rest, () => undefined);
    const server = await listen(createApiApp(config, { db, rest }), '127.0.0.1', 0);
    const key = await accessToken({ role: 'postgres' }, { secret: config.jwtSecret });
    const client = createClient(server.url, key, {
      auth: { persistSession: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    return { db, rest, server, client, key };
  }

  beforeAll(async () => {
    served = await serve();
  });

  afterAll(async () => {
    await served.server.close();
    await served.rest.close();
    await served.db.close();
  });

  const stored = async () => (await served.client.from('notes').select('id').order('id')).data;

  it('answers a write sent with rollback() as if done, and keeps nothing of it', async () => {
    const { data, error, status } = await served.client
      .from('notes')
      .insert({ id: 1, body: 'draft' })
      .select('id, body')
      .rollback();
    expect([error, status, data]).toEqual([null, 201, [{ id: 1, body: 'draft' }]]);
    expect(await stored()).toEqual([]);
  });

  it('commits the same write without rollback(), and names the applied preference when asked', async () => {
    await served.client.from('notes').insert({ id: 2, body: 'kept' }).throwOnError();
    expect(await stored()).toEqual([{ id: 2 }]);
    const response = await fetch(`${served.server.url}/rest/v1/notes?id=eq.2`, {
      method: 'PATCH',
      headers: {
        apikey: served.key,
        Authorization: `Bearer ${served.key}`,
        'Content-Type': 'application/json',
        Prefer: 'tx=rollback, return=minimal',
      },
      body: JSON.stringify({ body: 'changed' }),
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('preference-applied')).toContain('tx=rollback');
    const { data } = await served.client.from('notes').select('body').eq('id', 2).single();
    expect(data).toEqual({ body: 'kept' });
  });
});
