import { describe, expect, it } from 'vitest';
import { sharedStack } from '../support/clients.ts';

const stack = sharedStack();
const ORIGIN = 'http://localhost:4321';

describe('CORS, as Supabase answers a browser', () => {
  it.each([
    '/rest/v1/books',
    '/auth/v1/token?grant_type=password',
    '/storage/v1/object/list/avatars',
    '/functions/v1/whoami',
  ])('answers the preflight for %s', async (path) => {
    const response = await fetch(`${stack.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization, apikey, content-type, x-client-info, prefer, x-supabase-api-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.split(/,\s*/)).toEqual([
      'authorization',
      'apikey',
      'content-type',
      'x-client-info',
      'prefer',
      'x-supabase-api-version',
    ]);
  });

  it('exposes the headers supabase-js reads', async () => {
    const response = await fetch(`${stack.url}/rest/v1/books?select=id&limit=1`, {
      headers: { Origin: ORIGIN, apikey: stack.anonKey, Prefer: 'count=exact' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(',');
    expect(exposed).toEqual(
      expect.arrayContaining(['content-range', 'x-total-count', 'content-profile', 'preference-applied']),
    );
  });
});
