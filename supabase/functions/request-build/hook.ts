import type { HookSettings } from './hook-settings.ts';

export type HookOutcome = { accepted: true; log: string } | { accepted: false; reason: string; log: string };

const seconds = (ms: number) => `${String(Math.round(ms / 100) / 10)} s`;

/**
 * POSTs an empty body to the deploy hook (Netlify build hooks, Vercel deploy hooks and Cloudflare
 * Pages deploy hooks all take one). Any 2xx means the host accepted the deploy. Errors are reduced
 * to their kind: a fetch error's message names the URL, which is a secret.
 */
export async function callDeployHook(hook: HookSettings): Promise<HookOutcome> {
  let response: Response;
  try {
    response = await fetch(hook.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(hook.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const reason = timedOut
      ? `the deploy hook did not answer within ${seconds(hook.timeoutMs)}.`
      : 'the deploy hook could not be reached.';
    return { accepted: false, reason, log: `No answer: ${reason}\n` };
  }
  await response.body?.cancel().catch(() => undefined);
  const status = `HTTP ${String(response.status)}`;
  if (response.ok)
    return {
      accepted: true,
      log: `The host accepted the deploy (${status}). It builds and publishes the site now; its own dashboard shows the progress.\n`,
    };
  const reason = `the deploy hook answered ${status}.`;
  return { accepted: false, reason, log: `The host refused the deploy (${status}).\n` };
}
