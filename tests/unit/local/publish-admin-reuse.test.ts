import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminIsReusable, writeAdminStamp } from '../../../supabase/local/publish/admin-freshness.ts';

const settings = { supabaseUrl: 'http://127.0.0.1:54321', anonKey: 'anon-key-of-this-stack' };
let repo: string;
let adminDir: string;

async function touch(file: string, at: Date): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, 'x');
  await fs.utimes(file, at, at);
}

beforeEach(async () => {
  repo = await fs.mkdtemp(path.join(os.tmpdir(), 'publish-admin-'));
  adminDir = path.join(repo, 'built', 'admin');
  await fs.mkdir(adminDir, { recursive: true });
  const past = new Date(Date.now() - 60_000);
  await touch(path.join(repo, 'admin', 'src', 'main.tsx'), past);
  await touch(path.join(repo, 'src', 'lib', 'format.ts'), past);
  for (const dir of ['admin/src', 'admin', 'src/lib', 'src'])
    await fs.utimes(path.join(repo, dir), past, past);
});
afterEach(async () => {
  await fs.rm(repo, { recursive: true, force: true });
});

describe('reusing the live build’s admin', () => {
  it('reuses an admin built after its last source change with the same public settings', async () => {
    await writeAdminStamp(adminDir, { sourcesAt: Date.now() - 1000, ...settings });
    expect(await adminIsReusable(repo, adminDir, settings)).toBe(true);
  });

  it('rebuilds when an admin source or a shared src/lib file changed since', async () => {
    await writeAdminStamp(adminDir, { sourcesAt: Date.now() - 1000, ...settings });
    await touch(path.join(repo, 'src', 'lib', 'format.ts'), new Date());
    expect(await adminIsReusable(repo, adminDir, settings)).toBe(false);
  });

  it('rebuilds for another API or key, and when the admin has no stamp', async () => {
    await writeAdminStamp(adminDir, { sourcesAt: Date.now(), ...settings });
    expect(await adminIsReusable(repo, adminDir, { ...settings, supabaseUrl: 'http://127.0.0.1:9' })).toBe(
      false,
    );
    expect(await adminIsReusable(repo, adminDir, { ...settings, anonKey: 'another-key' })).toBe(false);
    expect(await adminIsReusable(repo, path.join(repo, 'nowhere'), settings)).toBe(false);
  });
});
