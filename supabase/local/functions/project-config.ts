import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'smol-toml';

/** `[functions.<name>] verify_jwt` from the project's config.toml (true unless turned off, as in Supabase). */
export async function functionVerifiesJwt(supabaseDir: string, name: string): Promise<boolean> {
  let text: string;
  try {
    text = await fs.readFile(path.join(supabaseDir, 'config.toml'), 'utf8');
  } catch {
    return true;
  }
  const config = parse(text) as { functions?: Record<string, { verify_jwt?: unknown }> };
  return config.functions?.[name]?.verify_jwt !== false;
}

/** KEY=value lines of a .env file (missing file: none). */
export async function readEnvFile(file: string): Promise<Record<string, string>> {
  try {
    const { parseEnv } = await import('node:util');
    return parseEnv(await fs.readFile(file, 'utf8')) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}
