import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isShown } from '../lib/routes.ts';
import type { BuildState } from './build-state.ts';
import { builtPagePaths, pageFile } from './built-pages.ts';

/** The files the build left out on purpose, for the local build worker's check (never served). */
export const HIDDEN_PAGES_FILE = '.hidden-pages.json';

async function removeFolderIfEmpty(folder: string): Promise<void> {
  if ((await fs.readdir(folder)).length === 0) await fs.rmdir(folder);
}

/**
 * Leaves out of the build every page whose visibility switch was off when it started, so every
 * host (and the local site server) answers it with the 404 page, to visitors with or without
 * JavaScript. Pages under a hidden page that have switches of their own, or none (a job under
 * /careers), stay. Must come before the integrations that list the built pages (host rules).
 */
export function hiddenPages(state: () => BuildState): AstroIntegration {
  return {
    name: 'grow-digital:hidden-pages',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const { hiddenPages: hidden } = state();
        const leftOut = (await builtPagePaths(out)).filter((page) => !isShown(page, hidden));
        for (const page of leftOut) {
          const file = path.join(out, pageFile(page));
          await fs.rm(file);
          if (page !== '/') await removeFolderIfEmpty(path.dirname(file));
        }
        await fs.writeFile(path.join(out, HIDDEN_PAGES_FILE), `${JSON.stringify(leftOut.map(pageFile))}\n`);
        if (leftOut.length > 0) logger.info(`Hidden pages left out of the build: ${leftOut.join(', ')}.`);
      },
    },
  };
}
