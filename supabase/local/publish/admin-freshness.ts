import fs from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod/v4-mini';
import { newestMtime } from '../site/freshness.ts';

/** What the admin's bundle is made from, relative to the repository (`@lib` is src/lib). */
export const ADMIN_INPUTS = ['admin', 'src/lib', 'tailwind.config.mjs', 'package.json', 'package-lock.json'];

/** Beside the admin's files; the site server never serves dotfiles. */
const STAMP_FILE = '.admin-build.json';

const stampSchema = z.object({
  /** When the build that produced these files started reading its sources (ms since the epoch). */
  sourcesAt: z.number(),
  /** The public settings baked into the bundle. */
  supabaseUrl: z.string(),
  anonKey: z.string(),
});
export type AdminStamp = z.infer<typeof stampSchema>;

export async function writeAdminStamp(adminDir: string, stamp: AdminStamp): Promise<void> {
  await fs.writeFile(path.join(adminDir, STAMP_FILE), JSON.stringify(stamp));
}

async function readAdminStamp(adminDir: string): Promise<AdminStamp | undefined> {
  try {
    return stampSchema.parse(JSON.parse(await fs.readFile(path.join(adminDir, STAMP_FILE), 'utf8')));
  } catch {
    return undefined;
  }
}

/**
 * Whether the admin in `adminDir` can be reused as it is: built with the same public settings,
 * from sources none of which changed since.
 */
export async function adminIsReusable(
  repoRoot: string,
  adminDir: string,
  settings: Pick<AdminStamp, 'supabaseUrl' | 'anonKey'>,
): Promise<boolean> {
  const stamp = await readAdminStamp(adminDir);
  if (stamp?.supabaseUrl !== settings.supabaseUrl || stamp.anonKey !== settings.anonKey) return false;
  for (const input of ADMIN_INPUTS) {
    if ((await newestMtime(path.join(repoRoot, input))) > stamp.sourcesAt) return false;
  }
  return true;
}
