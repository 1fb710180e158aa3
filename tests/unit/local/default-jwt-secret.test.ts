import { describe, expect, it } from 'vitest';
import { loadConfig, SUPABASE_CLI_JWT_SECRET } from '../../../supabase/local/config.ts';

const OWN_SECRET = 'a-secret-of-this-deployment-with-more-than-32-characters';

describe('the local stack and the public default JWT secret', () => {
  it.each(['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'grow.example'])(
    'refuses to listen on %s with the default secret, naming the fix',
    (host) => {
      expect(() => loadConfig({ API_HOST: host })).toThrow(/JWT_SECRET.*ALLOW_DEFAULT_JWT_SECRET=1/s);
      expect(() => loadConfig({ API_HOST: host, JWT_SECRET: SUPABASE_CLI_JWT_SECRET })).toThrow(
        `API_HOST=${host}`,
      );
      // The REST layer's own secret must not be the default either.
      expect(() =>
        loadConfig({ API_HOST: host, JWT_SECRET: OWN_SECRET, PGRST_JWT_SECRET: SUPABASE_CLI_JWT_SECRET }),
      ).toThrow(/PGRST_JWT_SECRET/);
    },
  );

  it.each(['127.0.0.1', '127.0.0.2', '::1', 'localhost'])(
    'starts on loopback (%s) with the default secret',
    (host) => {
      expect(loadConfig({ API_HOST: host }).jwtSecret).toBe(SUPABASE_CLI_JWT_SECRET);
    },
  );

  it('starts on any address with a secret of its own, or when told to accept the default', () => {
    expect(loadConfig({ API_HOST: '0.0.0.0', JWT_SECRET: OWN_SECRET }).jwtSecret).toBe(OWN_SECRET);
    expect(loadConfig({ API_HOST: '0.0.0.0', ALLOW_DEFAULT_JWT_SECRET: '1' }).apiHost).toBe('0.0.0.0');
  });
});
