import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asPgError, type Database } from '../../../supabase/local/db/database.ts';
import { freshDatabase } from './fresh-database.ts';
import '../../support/provided.ts';

/*
 * Every statement has a time limit, on both databases: PostgreSQL cancels it (statement_timeout);
 * PGlite runs in a worker thread whose watchdog ends the worker and reopens the folder. Either way
 * the statement fails with 57014 and the database goes on.
 */

const dbKind = inject('dbKind');
/** pg_sleep stands for any statement that runs too long (a catastrophic regular expression, say). */
const TOO_LONG = 'SELECT pg_sleep(30)';

async function failure(work: Promise<unknown>) {
  return asPgError(
    await work.then(
      () => undefined,
      (error: unknown) => error,
    ),
  );
}

describe(`statement time limits (${dbKind})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase({ defaultTimeLimitMs: 1500 });
    await db.exec('CREATE TABLE public.kept (id int PRIMARY KEY)');
    await db.query('INSERT INTO public.kept VALUES (1)');
  });
  afterAll(async () => {
    await db.close();
  });

  it('cancels a statement that overruns the default limit with 57014, and answers the next one', async () => {
    const error = await failure(db.query(TOO_LONG));
    expect(error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect((await db.query('SELECT id FROM public.kept')).rows).toEqual([{ id: 1 }]);
  });

  it("holds a transaction's statements to its own limit, and rolls the transaction back", async () => {
    const error = await failure(
      db.transaction(
        async (tx) => {
          await tx.query('INSERT INTO public.kept VALUES (2)');
          await tx.query(TOO_LONG);
        },
        { timeLimitMs: 300 },
      ),
    );
    expect(error?.code).toBe('57014');
    expect((await db.query('SELECT id FROM public.kept ORDER BY id')).rows).toEqual([{ id: 1 }]);
  });

  it('lets a schema script run past the default limit when its transaction lifts it', async () => {
    const slept = await db.transaction(async (tx) => (await tx.query('SELECT pg_sleep(2) AS done')).rows, {
      timeLimitMs: 0,
    });
    expect(slept).toHaveLength(1);
  });

  it.runIf(dbKind === 'pglite')(
    'keeps the event loop free while a statement runs, and runs what waited behind it once reopened',
    async () => {
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 20);
      const heard: string[] = [];
      const stopListening = await db.listen('probe_channel', (payload) => heard.push(payload));
      try {
        const overrun = failure(db.query(TOO_LONG));
        const queued = db.transaction(async (tx) => {
          await tx.query('INSERT INTO public.kept VALUES (3)');
          return (await tx.query('SELECT count(*)::int AS n FROM public.kept')).rows;
        });
        expect((await overrun)?.code).toBe('57014');
        expect(ticks, 'timer callbacks while the statement ran').toBeGreaterThan(5);
        expect(await queued).toEqual([{ n: 2 }]);
        // Notifications sent while the engine was down are lost: listeners hear an empty one.
        expect(heard).toEqual(['']);
        await db.query(`NOTIFY probe_channel, 'after'`);
        await expect.poll(() => heard).toEqual(['', 'after']);
      } finally {
        clearInterval(ticker);
        await stopListening();
      }
    },
  );
});
