import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/** The module whose default export is the address of the built src/scripts/after-load.ts. */
export const AFTER_LOAD_URL_MODULE = 'virtual:grow-digital/after-load-url';
const RESOLVED = `\0${AFTER_LOAD_URL_MODULE}`;
const AFTER_LOAD = fileURLToPath(new URL('../scripts/after-load.ts', import.meta.url));

/**
 * Builds src/scripts/after-load.ts as a script of its own (with the chunks it shares with the
 * islands) and gives the page script its address, which after-first-paint.ts loads once the page
 * is painted. The page script then imports nothing, so Astro writes it into the page: no script is
 * fetched before first paint. In development, the module's own address on the dev server.
 */
function afterLoadUrlPlugin(): Plugin {
  let serving = false;
  let base = '/';
  let reference: string | undefined;
  // Stands for the address until the chunk's file name is known. Not import.meta.ROLLUP_FILE_URL:
  // Vite makes that relative to import.meta.url, which in a script written into a page is the page.
  const placeholder = '__GROW_DIGITAL_AFTER_LOAD_URL__';
  return {
    name: 'grow-digital:after-load-url',
    configResolved(config) {
      serving = config.command === 'serve';
      base = config.base;
    },
    resolveId(id) {
      return id === AFTER_LOAD_URL_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (serving) return `export default ${JSON.stringify(`/@fs${AFTER_LOAD}`)};`;
      reference = this.emitFile({ type: 'chunk', id: AFTER_LOAD, name: 'after-load' });
      return `export default ${JSON.stringify(placeholder)};`;
    },
    renderChunk(code) {
      if (reference === undefined || !code.includes(placeholder)) return null;
      return { code: code.replaceAll(placeholder, `${base}${this.getFileName(reference)}`), map: null };
    },
  };
}

export function afterLoadScript(): AstroIntegration {
  return {
    name: 'grow-digital:after-load-script',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [afterLoadUrlPlugin()] } });
      },
    },
  };
}
