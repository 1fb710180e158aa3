import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite's own postmaster.pid cannot keep a second process out of its folder: inside WASM every
 * instance has pid 42, so each takes the other's lock for its own. Two processes on one folder
 * would corrupt it, so the stack keeps a lock file of its own next to the folder: the owner's pid
 * and start time. A lock left by a process that is gone (killed, crashed) is taken over.
 */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `${dataDir} is in use by process ${String(pid)}: stop that stack first, or give this one another DATA_DIR`,
    );
    this.name = 'DataDirInUseError';
  }
}

export function lockFileFor(dataDir: string): string {
  return `${dataDir}.lock`;
}

/** Linux: the process's start time in clock ticks since boot, so a reused pid is not taken for the owner. */
async function startTimeOf(pid: number): Promise<string | undefined> {
  const stat = await fs.readFile(`/proc/${String(pid)}/stat`, 'utf8').catch(() => undefined);
  // Fields after the command name, which is in parentheses and may contain spaces.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ownerOf(file: string): Promise<number | undefined> {
  const [pid, started] = (await fs.readFile(file, 'utf8').catch(() => '')).trim().split(' ');
  const owner = Number(pid);
  if (!Number.isInteger(owner) || owner <= 0 || owner === process.pid || !isRunning(owner)) return undefined;
  const current = await startTimeOf(owner);
  return current === undefined || current === started ? owner : undefined;
}

/** Takes the folder's lock or throws DataDirInUseError; resolves with its release. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = lockFileFor(dataDir);
  const content = `${String(process.pid)} ${(await startTimeOf(process.pid)) ?? ''}\n`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(file, content, { flag: 'wx' });
      return async () => {
        if ((await fs.readFile(file, 'utf8').catch(() => '')) === content) await fs.rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await ownerOf(file);
      if (owner !== undefined) throw new DataDirInUseError(dataDir, owner);
      await fs.rm(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
