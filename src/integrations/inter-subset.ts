import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildInterSubset } from './lib/fonts/inter-subset.ts';

/** What src/styles/fonts.css names in its url(); the alias points it at the file written below. */
export const INTER_SUBSET_ALIAS = 'grow-digital-fonts/inter-subset.woff2';

/** Written only when its bytes change, so a running dev server does not reload for nothing. */
async function writeIfChanged(path: string, bytes: Buffer): Promise<void> {
  const current = await readFile(path).catch(() => undefined);
  if (current?.equals(bytes)) return;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
}

/**
 * Cuts Inter to the site's characters and weights (lib/fonts/inter-subset.ts) as the build or dev
 * server starts, into node_modules/.cache, and lets the stylesheet import it by a fixed name.
 * Vite then hashes and emits it like any other asset.
 */
export function interSubset(): AstroIntegration {
  return {
    name: 'grow-digital:inter-subset',
    hooks: {
      'astro:config:setup': async ({ config, updateConfig }) => {
        const file = fileURLToPath(
          new URL('node_modules/.cache/grow-digital/inter-subset.woff2', config.root),
        );
        await writeIfChanged(file, await buildInterSubset());
        updateConfig({ vite: { resolve: { alias: { [INTER_SUBSET_ALIAS]: file } } } });
      },
    },
  };
}
