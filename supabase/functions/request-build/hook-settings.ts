import { failures } from './failures.ts';

export interface HookSettings {
  /** A secret: it must never reach a response, a build row or a log line. */
  url: URL;
  timeoutMs: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

function timeout(): number {
  const raw = Deno.env.get('DEPLOY_HOOK_TIMEOUT_MS');
  if (!raw) return DEFAULT_TIMEOUT_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 100 || ms > 60_000)
    throw new Error('DEPLOY_HOOK_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000');
  return ms;
}

/** The hosting provider's deploy hook (the DEPLOY_HOOK_URL secret), or undefined when none is set. */
export function deployHookSettings(): HookSettings | undefined {
  const raw = Deno.env.get('DEPLOY_HOOK_URL')?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw failures.deployHookFailed('DEPLOY_HOOK_URL is not a valid address; ask a developer to fix it.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw failures.deployHookFailed('DEPLOY_HOOK_URL is not an http(s) address; ask a developer to fix it.');
  return { url, timeoutMs: timeout() };
}
