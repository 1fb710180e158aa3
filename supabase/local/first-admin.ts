import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { hashPassword } from './auth/passwords.ts';
import { insertUser } from './auth/users.ts';
import type { Database } from './db/database.ts';

export interface AdminSignIn {
  email: string;
  password: string;
}

/**
 * On a fresh database: an account with a random password, given its role by the project's
 * `seed/first-admin.sql` (run with $1 = the new user's id). Nothing when the project has no such file.
 */
export async function createFirstAdmin(
  db: Database,
  supabaseDir: string,
  email: string,
): Promise<AdminSignIn | undefined> {
  let grant: string;
  try {
    grant = await fs.readFile(path.join(supabaseDir, 'seed', 'first-admin.sql'), 'utf8');
  } catch {
    return undefined;
  }
  const password = crypto.randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const id = await insertUser(tx, {
      email,
      passwordHash,
      confirmed: true,
      userMetadata: { full_name: 'Site Admin' },
    });
    await tx.query(grant, [id]);
  });
  return { email, password };
}

/** Writes the sign-in to a file readable by its owner only. */
export async function saveAdminSignIn(file: string, signIn: AdminSignIn): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(
    file,
    `# The first admin of the local stack (created on a fresh database).\nemail=${signIn.email}\npassword=${signIn.password}\n`,
    { mode: 0o600 },
  );
}
