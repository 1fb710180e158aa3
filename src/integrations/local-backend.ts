import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { loadEnv } from 'vite';
import { LOCAL_SUPABASE_URL, publicEnvFrom } from '../lib/public-env.ts';

const STARTUP_TIMEOUT_MS = 180_000;

/** Whether anything answers HTTP at the API's health endpoint. */
async function answers(url: string, anonKey: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/auth/v1/health`, {
      headers: { apikey: anonKey },
      signal: AbortSignal.timeout(3000),
    });
    return response.status < 500;
  } catch {
    return false;
  }
}

/** What the local stack prints once it listens (supabase/local/cli.ts). */
const READY_LINE = 'local stack is running';

async function startLocalStack(
  root: string,
  url: string,
  anonKey: string,
  logger: AstroIntegrationLogger,
): Promise<ChildProcess> {
  const { hostname, port } = new URL(url);
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts', 'api'], {
    cwd: root,
    // Mail for this one command goes to a sink on free ports, so a running stack's 54324/54325 do not clash.
    env: {
      SMTP_PORT: '0',
      INBOX_PORT: '0',
      ...process.env,
      API_HOST: hostname,
      API_PORT: port || '80',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Ready once the child says so: an answer alone could come from another stack on the same port.
  const startup = { announcedReady: false };
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.includes(READY_LINE)) startup.announcedReady = true;
      // The keys are the public local defaults, but a build log is no place for a service-role key.
      if (line.trim() && !line.includes('service_role key')) logger.info(line.trimEnd());
    }
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(startup.announcedReady && (await answers(url, anonKey)))) {
    if (child.exitCode !== null)
      throw new Error(`The local stack exited (code ${child.exitCode}) before it answered at ${url}.`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The local stack did not answer at ${url} within ${STARTUP_TIMEOUT_MS / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // From here on the stack lives on its own; it must not keep this process alive.
  child.stdout.removeAllListeners('data').destroy();
  child.stderr.removeAllListeners('data').destroy();
  child.unref();
  process.once('exit', () => child.kill('SIGTERM'));
  return child;
}

/**
 * Makes sure the Supabase API the site is built from answers. When it is the local stack's
 * default address and nothing answers there, it starts the local stack (persisted in .data/) for
 * the duration of the command, so `npm run build` works from a fresh clone; a configured remote
 * API that does not answer stops the build with a clear message.
 */
export function localBackend(): AstroIntegration {
  let child: ChildProcess | undefined;
  return {
    name: 'grow-digital:local-backend',
    hooks: {
      'astro:config:setup': async ({ command, config, logger }) => {
        if (command === 'preview') return;
        const root = fileURLToPath(config.root);
        // The same values the pages and loaders see: the environment, then .env files.
        const env = publicEnvFrom(loadEnv(command === 'dev' ? 'development' : 'production', root, 'PUBLIC_'));
        if (await answers(env.supabaseUrl, env.supabaseAnonKey)) return;
        if (env.supabaseUrl !== LOCAL_SUPABASE_URL) {
          throw new Error(`The Supabase API at ${env.supabaseUrl} (PUBLIC_SUPABASE_URL) does not answer.`);
        }
        logger.info(`Nothing answers at ${env.supabaseUrl}: starting the local stack for this ${command}.`);
        child = await startLocalStack(root, env.supabaseUrl, env.supabaseAnonKey, logger);
      },
      'astro:build:done': () => {
        child?.kill('SIGTERM');
        child = undefined;
      },
    },
  };
}
