import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../supabase/local/config.ts';
import type { Database } from '../../supabase/local/db/database.ts';
import { openDatabase } from '../../supabase/local/db/open.ts';
import { createRestService, type RestService } from '../../supabase/local/rest/service.ts';
import { createApiApp, listen, type Listening } from '../../supabase/local/server.ts';
import { CONFORMANCE_SCHEMAS, loadConformanceFixtures } from '../support/conformance-db.ts';
import { documentedCases, runConformance, scoreByArea, type CaseResult } from '../support/conformance.ts';
import '../support/provided.ts';
import { freshDatabaseUrl } from './db/fresh-database.ts';

const skip = JSON.parse(
  fs.readFileSync(new URL('../conformance/skip.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const baseline = JSON.parse(
  fs.readFileSync(new URL('../conformance/baseline.json', import.meta.url), 'utf8'),
) as { passed: Record<string, number> };

describe(`PostgREST conformance (${inject('dbKind')})`, () => {
  let db: Database;
  let rest: RestService;
  let server: Listening;
  let results: CaseResult[];
  let documented: CaseResult[];

  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: await freshDatabaseUrl({ collateC: true }) });
    await loadConformanceFixtures(db);
    // Served as the captured PostgREST was: the fixture's schemas, no role switching, every transaction rolled back.
    const config = loadConfig({
      MIGRATE: '0',
      PGRST_DB_SCHEMAS: CONFORMANCE_SCHEMAS.join(','),
      PGRST_DB_ANON_ROLE: 'postgres',
      PGRST_DB_TX_END: 'rollback',
      PGRST_DB_AGGREGATES_ENABLED: 'true',
    });
    rest = await createRestService(db, config.rest, () => undefined);
    server = await listen(createApiApp(config, { db, rest }), '127.0.0.1', 0);
    results = await runConformance(`${server.url}/rest/v1`, skip);
    documented = await runConformance(`${server.url}/rest/v1`, {}, documentedCases);
  });

  afterAll(async () => {
    await server.close();
    await rest.close();
    await db.close();
  });

  it('passes at least 90 % of the cases in every area, and never fewer than the baseline', () => {
    const scores = scoreByArea(results);
    const table = scores.map(
      (s) =>
        `${s.area.padEnd(16)} ${String(s.passed).padStart(3)} passed ${String(s.failed).padStart(3)} failed ${String(s.skipped).padStart(2)} skipped  ${(100 * s.rate).toFixed(1)} %`,
    );
    const total = scores.reduce((n, s) => n + s.passed, 0);
    console.log(
      `PostgREST conformance on ${inject('dbKind')}: ${total}/${results.length} cases pass\n${table.join('\n')}`,
    );
    for (const failure of results.filter((r) => r.outcome === 'fail'))
      console.log(`FAIL ${failure.id} ${failure.feature}: ${failure.why ?? ''}`);
    for (const score of scores) {
      expect(score.rate, `${score.area} pass rate`).toBeGreaterThanOrEqual(0.9);
      expect(score.passed, `${score.area} passes`).toBeGreaterThanOrEqual(baseline.passed[score.area] ?? 0);
    }
  });

  it("passes every case we wrote from PostgREST's documentation", () => {
    const failures = documented
      .filter((r) => r.outcome !== 'pass')
      .map((r) => `${r.id} ${r.feature}: ${r.why ?? ''}`);
    console.log(
      `Documented cases on ${inject('dbKind')}: ${documented.length - failures.length}/${documented.length} pass`,
    );
    expect(failures).toEqual([]);
  });
});
