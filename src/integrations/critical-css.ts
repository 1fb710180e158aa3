import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './built-pages.ts';
import {
  criticalCssPruner,
  siteStyleOf,
  siteStylesheetName,
  wholeStylesheet,
  withCriticalCss,
} from './lib/critical-css/page-css.ts';

/**
 * Once the pages are built (Astro inlines the whole site CSS into each), keeps in each page only
 * the CSS its HTML uses and writes the whole stylesheet to a hashed file the page loads after its
 * first paint (lib/critical-css/page-css.ts). It must come before hostSecurityHeaders(), which
 * allows each page's <style> elements by hash.
 */
export function criticalCss(): AstroIntegration {
  return {
    name: 'grow-digital:critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const warnings = new Set<string>();
        const pruner = criticalCssPruner((message) => warnings.add(message));
        const written = new Set<string>();
        let pages = 0;
        for (const file of await htmlFiles(out)) {
          const html = await fs.readFile(file, 'utf8');
          const css = siteStyleOf(html);
          if (css === undefined) continue;
          const whole = wholeStylesheet(css);
          const name = siteStylesheetName(whole);
          if (!written.has(name)) {
            await fs.writeFile(path.join(out, '_astro', name), whole);
            written.add(name);
          }
          await fs.writeFile(file, await withCriticalCss(html, pruner, `/_astro/${name}`));
          pages += 1;
        }
        for (const warning of warnings) logger.warn(warning);
        logger.info(`Critical CSS inlined in ${pages} pages; the whole stylesheet loads after first paint.`);
      },
    },
  };
}
