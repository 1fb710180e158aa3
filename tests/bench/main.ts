import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Whether the module at `moduleUrl` is the script Node was started with (not imported by run.ts). */
export function isEntryModule(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && pathToFileURL(path.resolve(script)).href === moduleUrl;
}
