import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';
import ws from 'ws';
import { startApiProcess } from '../support/api-process.ts';
import { freshDatabaseUrl } from './db/fresh-database.ts';

describe(`the first admin of a fresh local stack (${inject('dbKind')})`, () => {
  it('is created once, printed and saved next to the database, and can sign in as admin', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-first-admin-'));
    const databaseUrl = await freshDatabaseUrl();
    const env = {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      FIRST_ADMIN_EMAIL: 'owner@growdigital.example',
      AUTH_LOG_EMAILS: 'false',
    };
    const first = await startApiProcess(env);
    let password: string;
    try {
      const printed = /email\s+owner@growdigital\.example\s+password\s+(\S+)/.exec(first.output());
      expect(printed, first.output()).not.toBeNull();
      password = printed?.[1] ?? '';
      const file = path.join(dataDir, 'admin-credentials.txt');
      expect(await fs.readFile(file, 'utf8')).toContain(`password=${password}`);
      expect((await fs.stat(file)).mode & 0o077).toBe(0);
    } finally {
      expect(await first.stop()).toBe(0);
    }

    const second = await startApiProcess(env);
    try {
      expect(second.output()).not.toMatch(/First admin \(created now/);
      expect(second.output()).toContain('admin-credentials.txt');
      const anonKey = /anon key\s+(\S+)/.exec(second.output())?.[1] ?? '';
      const client = createClient(second.url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: ws as unknown as typeof WebSocket },
      });
      const signedIn = await client.auth.signInWithPassword({ email: 'owner@growdigital.example', password });
      expect(signedIn.error).toBeNull();
      expect((await client.from('user_roles').select('role')).data).toEqual([{ role: 'admin' }]);
      const admins = await client.from('user_roles').select('user_id').eq('role', 'admin');
      expect(admins.data).toHaveLength(1);
    } finally {
      expect(await second.stop()).toBe(0);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
