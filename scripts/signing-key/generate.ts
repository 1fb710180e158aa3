/**
 * `npm run gen:signing-key -- [--algorithm ES256|RS256] [--append] [file]`: a new asymmetric JWT
 * signing key, as `supabase gen signing-key` makes one. With a file (or AUTH_SIGNING_KEYS_PATH), it
 * writes the JSON array the stack reads (readable by its owner only); `--append` adds the key to
 * the keys already there. Without either, it prints the array.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { newSigningKey } from '../../supabase/local/new-signing-key.ts';
import { ASYMMETRIC_ALGORITHMS, type AsymmetricAlgorithm } from '../../supabase/local/signing-keys.ts';

function main(): void {
  const { values, positionals } = parseArgs({
    options: {
      algorithm: { type: 'string', default: 'ES256' },
      append: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const algorithm = values.algorithm;
  if (!(ASYMMETRIC_ALGORITHMS as readonly string[]).includes(algorithm))
    throw new Error(`--algorithm must be one of ${ASYMMETRIC_ALGORITHMS.join(', ')}`);
  const key = newSigningKey(algorithm as AsymmetricAlgorithm);
  const target = positionals[0] ?? process.env.AUTH_SIGNING_KEYS_PATH;

  if (!target) {
    process.stdout.write(`${JSON.stringify([key], null, 2)}\n`);
    process.stderr.write(
      'Save it to a file and set AUTH_SIGNING_KEYS_PATH to that file (see docs/environment.md).\n',
    );
  } else {
    const file = path.resolve(target);
    const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
    if (existing && !values.append)
      throw new Error(`${file} already exists: pass --append to add a key to it, or choose another file`);
    const keys: unknown = existing ? JSON.parse(existing) : [];
    if (!Array.isArray(keys)) throw new Error(`${file} does not hold a JSON array of keys`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify([...(keys as unknown[]), key], null, 2)}\n`, { mode: 0o600 });
    process.stderr.write(
      `${algorithm} signing key ${key.kid} written to ${file} (${keys.length + 1} key(s)). Keep it out of version control.\n`,
    );
  }
}

try {
  main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
