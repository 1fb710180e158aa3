import ipaddr from 'ipaddr.js';

/** Whether a listening address is reachable from this machine only: loopback or `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return ipaddr.isValid(name) && ipaddr.process(name).range() === 'loopback';
}

/**
 * Why the stack must not start: it would listen beyond this machine while a secret that signs
 * tokens is the Supabase CLI's published default (anyone could sign a service_role token). Null
 * when the address is loopback or every signing secret is the stack's own.
 */
export function exposedDefaultSecret(
  host: string,
  secrets: Record<string, string>,
  defaultSecret: string,
): string | null {
  if (isLoopbackHost(host)) return null;
  const defaults = Object.keys(secrets).filter((name) => secrets[name] === defaultSecret);
  if (defaults.length === 0) return null;
  return [
    `API_HOST=${host} makes the API reachable from other machines, but ${defaults.join(' and ')}`,
    `${defaults.length > 1 ? 'are' : 'is'} the Supabase CLI's public default secret: anyone could sign a`,
    'service_role token and read or change everything. Set JWT_SECRET to a secret of your own (at',
    'least 32 characters, e.g. `openssl rand -base64 48`), or set ALLOW_DEFAULT_JWT_SECRET=1 to',
    'start anyway (a throwaway stack on a network you trust).',
  ].join(' ');
}
