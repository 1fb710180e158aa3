import fs from 'node:fs/promises';
import { freePort } from '../../supabase/local/http/ports.ts';
import type { CliPorts } from './api-process.ts';
import { freshBuildFolder } from './build-folder.ts';
import type { StackAddress } from './clients.ts';

export interface StartFolder {
  dataDir: string;
  /** Free ports, never the defaults (54321, 4321): a developer's own stack may hold those. */
  ports: CliPorts;
  remove(): Promise<void>;
}

/** A fresh, empty DATA_DIR for `npm start`, and ports of its own. */
export async function freshStartFolder(): Promise<StartFolder> {
  // The site is built into DATA_DIR/site.
  const dataDir = await freshBuildFolder('start', 'data');
  const api = await freePort();
  let site = await freePort();
  while (site === api) site = await freePort();
  return {
    dataDir,
    ports: { api, site },
    remove: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}

const printed = (output: string, label: RegExp): string | undefined => label.exec(output)?.[1];

/** The API address and the keys the stack's banner prints. */
export function stackFromBanner(output: string): StackAddress {
  const url = printed(output, /API URL\s+(\S+)/);
  const anonKey = printed(output, /anon key\s+(\S+)/);
  const serviceRoleKey = printed(output, /service_role key\s+(\S+)/);
  if (!url || !anonKey || !serviceRoleKey) throw new Error(`No API address and keys in:\n${output}`);
  return { url, anonKey, serviceRoleKey };
}

/** The first admin's sign-in as printed on a fresh database. */
export function printedAdmin(output: string): { email: string; password: string } | undefined {
  const match = /First admin \(created now[^\n]*\n\s+email\s+(\S+)\n\s+password\s+(\S+)/.exec(output);
  return match?.[1] && match[2] ? { email: match[1], password: match[2] } : undefined;
}
