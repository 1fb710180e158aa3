import { PGlite, types } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';

/**
 * PGlite converts parameters to text itself and throws on a string it does not like for a boolean
 * or bytea parameter; node-postgres sends strings as they are and PostgreSQL judges them (a bad
 * value is SQLSTATE 22P02, a 400). Strings pass through here too.
 */
const passThrough =
  (fallback: (value: unknown) => string) =>
  (value: unknown): string =>
    typeof value === 'string' ? value : fallback(value);
const TEXT_PASSTHROUGH = {
  [types.BOOL]: passThrough((v) => (v ? 't' : 'f')),
  [types.BYTEA]: passThrough((v) => `\\x${Buffer.from(v as Uint8Array).toString('hex')}`),
};

/** PGlite on a data folder, with the extensions the migrations use, in UTC. */
export async function openEngine(dataDir: string): Promise<PGlite> {
  const db = await PGlite.create({
    dataDir,
    extensions: { pgcrypto, uuid_ossp, citext, pg_trgm, unaccent, btree_gist },
    serializers: TEXT_PASSTHROUGH,
  });
  await db.exec(`SET TIME ZONE 'UTC'`);
  return db;
}

/**
 * After WebAssembly traps (an abort, memory exhausted) the engine's state is undefined: the
 * worker ends and the stack starts a new one on the same folder.
 */
export function isFatal(error: unknown): boolean {
  return error instanceof WebAssembly.RuntimeError;
}
