import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

export interface NodeCliRun {
  /** The repository the CLI belongs to (its working directory). */
  cwd: string;
  /** The script and its arguments, run with this Node (process.execPath). */
  args: string[];
  env: Record<string, string>;
  onLine: (line: string) => void;
  signal: AbortSignal;
}

/** Runs a Node CLI of the repository (astro, vite), its output line by line; rejects unless it exits 0. */
export function runNodeCli(name: string, run: NodeCliRun): Promise<void> {
  return new Promise((resolve, reject) => {
    if (run.signal.aborted) {
      reject(new Error(`${name} was stopped before it started`));
      return;
    }
    const child = spawn(process.execPath, run.args, {
      cwd: run.cwd,
      env: { ...process.env, ...run.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stop = () => child.kill('SIGTERM');
    run.signal.addEventListener('abort', stop, { once: true });
    const forward = (stream: NodeJS.ReadableStream) => {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) emit(line);
      });
      stream.on('end', () => emit(pending));
    };
    const emit = (line: string) => {
      const clean = stripVTControlCharacters(line).trimEnd();
      if (clean.trim()) run.onLine(clean);
    };
    forward(child.stdout);
    forward(child.stderr);
    child.once('error', (error) => {
      run.signal.removeEventListener('abort', stop);
      reject(error);
    });
    child.once('close', (code, signal) => {
      run.signal.removeEventListener('abort', stop);
      if (code === 0) resolve();
      else if (run.signal.aborted) reject(new Error(`${name} was stopped`));
      else reject(new Error(`${name} failed (exit code ${code ?? signal ?? 'none'})`));
    });
  });
}
