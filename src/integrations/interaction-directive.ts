import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare global {
  // Astro types client directives in its global namespace (Astro.ClientDirectives); this adds one.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate on the first interaction inside the island, or on one of the window events named. */
      'client:interaction'?: boolean | string;
    }
  }
}

/** Adds `client:interaction` (src/directives/interaction.ts). */
export function interactionDirective(): AstroIntegration {
  return {
    name: 'interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          // A path: Astro bundles it with esbuild, which does not take file: URLs.
          entrypoint: fileURLToPath(new URL('../directives/interaction.ts', import.meta.url)),
        });
      },
    },
  };
}
