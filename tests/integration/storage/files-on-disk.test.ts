import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { signedInUser } from '../../support/accounts.ts';
import { REST_FIXTURE_PROJECT, startTestStack } from '../../support/test-stack.ts';
import { freshDatabaseUrl } from '../db/fresh-database.ts';
import '../../support/provided.ts';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe(`stored files (${inject('dbKind')})`, () => {
  let stack: RunningStack;
  const address = () => ({
    url: stack.url,
    anonKey: stack.keys.anonKey,
    serviceRoleKey: stack.keys.serviceRoleKey,
  });
  const objectRows = async () =>
    (await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM storage.objects')).rows[0]?.n;

  beforeAll(async () => {
    stack = await startTestStack({
      supabaseDir: REST_FIXTURE_PROJECT,
      databaseUrl: await freshDatabaseUrl(),
    });
  });
  afterAll(() => stack.stop());

  it('keeps one file per stored object, and nothing of a refused or failed upload', async () => {
    const { client, id } = await signedInUser(address());
    const docs = client.storage.from('documents');
    await docs.upload(`${id}/kept.txt`, new Blob(['kept'], { type: 'text/plain' }));
    const before = { files: await filesUnder(stack.storageDir), rows: await objectRows() };
    expect(before.files.filter((f) => f.includes(`${path.sep}objects${path.sep}`))).toHaveLength(1);

    expect(
      (await docs.upload(`${crypto.randomUUID()}/refused.txt`, new Blob(['no'], { type: 'text/plain' })))
        .error,
    ).toBeTruthy();
    expect(
      (await docs.upload(`${id}/kept.txt`, new Blob(['dup'], { type: 'text/plain' }))).error,
    ).toBeTruthy();
    expect(
      (await docs.upload(`${id}/wrong.html`, new Blob(['<p>'], { type: 'text/html' }))).error,
    ).toBeTruthy();
    expect({ files: await filesUnder(stack.storageDir), rows: await objectRows() }).toEqual(before);

    await docs.upload(`${id}/kept.txt`, new Blob(['replaced'], { type: 'text/plain' }), { upsert: true });
    const afterReplace = await filesUnder(stack.storageDir);
    expect(afterReplace).toHaveLength(before.files.length);
    expect(afterReplace).not.toEqual(before.files);
    await docs.remove([`${id}/kept.txt`]);
    expect(await filesUnder(stack.storageDir)).toEqual([]);
  });
});
