import { literal } from './quote.ts';

export interface RequestIdentity {
  role: string;
  claims: Record<string, unknown>;
  method: string;
  path: string;
  headers: Headers;
  /** The schemas unqualified names resolve in, first to last. */
  searchPath: string[];
  /** The role's own settings (`ALTER ROLE … SET`), applied as PostgREST applies them. */
  roleSettings?: Readonly<Record<string, string>> | undefined;
}

function cookiesOf(headers: Headers): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies[part.slice(0, index).trim()] = part.slice(index + 1).trim();
  }
  return cookies;
}

/**
 * The statement that makes a transaction run as a request does under PostgREST: the role, the JWT
 * claims and the request's method, path, headers and cookies as transaction-local settings. It is
 * sent together with BEGIN in one round trip, so values are quoted literals rather than parameters.
 */
export function requestSettingsSql(identity: RequestIdentity): string {
  const headers: Record<string, string> = {};
  identity.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const settings: [string, string][] = [
    ...Object.entries(identity.roleSettings ?? {}),
    ['search_path', identity.searchPath.map((s) => `"${s.replaceAll('"', '""')}"`).join(', ')],
    ['role', identity.role],
    ['request.jwt.claims', JSON.stringify(identity.claims)],
    ['request.method', identity.method],
    ['request.path', identity.path],
    ['request.headers', JSON.stringify(headers)],
    ['request.cookies', JSON.stringify(cookiesOf(identity.headers))],
  ];
  return `SELECT ${settings.map(([name, value]) => `set_config(${literal(name)}, ${literal(value)}, true)`).join(', ')}`;
}
