import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildInterSubset, INTER_FILES } from './lib/fonts/inter-subset.ts';

/** What src/styles/fonts.css names in its url()s; the alias points it at the folder written below. */
export const INTER_SUBSET_ALIAS = 'grow-digital-fonts';

/** Written only when its bytes change, so a running dev server does not reload for nothing. */
async function writeIfChanged(file: string, bytes: Buffer): Promise<void> {
  const current = await readFile(file).catch(() => undefined);
  if (current?.equals(bytes)) return;
  await writeFile(file, bytes);
}

/**
 * Cuts Inter into the site's files (lib/fonts/inter-subset.ts) as the build or dev server starts,
 * into node_modules/.cache, and lets the stylesheet import them by fixed names. Vite then hashes
 * and emits them like any other asset.
 */
export function interSubset(): AstroIntegration {
  return {
    name: 'grow-digital:inter-subset',
    hooks: {
      'astro:config:setup': async ({ config, updateConfig }) => {
        const folder = fileURLToPath(new URL('node_modules/.cache/grow-digital/fonts', config.root));
        await mkdir(folder, { recursive: true });
        for (const { name, ranges } of INTER_FILES)
          await writeIfChanged(path.join(folder, `${name}.woff2`), await buildInterSubset(ranges));
        updateConfig({ vite: { resolve: { alias: { [INTER_SUBSET_ALIAS]: folder } } } });
      },
    },
  };
}
