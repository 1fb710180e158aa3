/**
 * `npm run db:types`: applies the migrations to an empty temporary database and writes
 * src/lib/database.types.ts from its catalogue. `--check` fails when the file is out of date.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../supabase/local/db/open.ts';
import { prepareDatabase } from '../../supabase/local/db/prepare.ts';
import { readCatalog } from './catalog.ts';
import { renderTypes } from './render.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const output = path.join(root, 'src/lib/database.types.ts');

export async function generateTypes(): Promise<string> {
  // Migrations only: the seed adds rows, not types.
  const project = await fs.mkdtemp(path.join(os.tmpdir(), 'growdigital-types-'));
  await fs.cp(path.join(root, 'supabase/migrations'), path.join(project, 'migrations'), { recursive: true });
  const db = await openDatabase({});
  try {
    await prepareDatabase(db, { supabaseDir: project });
    return renderTypes(await readCatalog(db, 'public'));
  } finally {
    await db.close();
    await fs.rm(project, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const types = await generateTypes();
  if (process.argv.includes('--check')) {
    const current = await fs.readFile(output, 'utf8').catch(() => '');
    if (current !== types) {
      console.error('src/lib/database.types.ts is out of date: run `npm run db:types`.');
      process.exit(1);
    }
    console.log('src/lib/database.types.ts is up to date.');
  } else {
    await fs.writeFile(output, types);
    console.log(`Wrote ${path.relative(root, output)}`);
  }
}
