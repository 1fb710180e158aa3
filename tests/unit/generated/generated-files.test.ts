import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../../../scripts/db-types/generate.ts';
import { buildSeed } from '../../../scripts/seed/build-seed.ts';

const read = (file: string) => fs.readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

describe('generated files are committed up to date', () => {
  it('src/lib/database.types.ts matches the migrations (npm run db:types)', async () => {
    expect(await generateTypes()).toBe(read('src/lib/database.types.ts'));
  }, 60_000);

  it('supabase/seed.sql matches the demo content (npm run seed:build)', () => {
    expect(buildSeed()).toBe(read('supabase/seed.sql'));
  });
});
