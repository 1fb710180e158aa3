import { useEffect, useState } from 'react';
import { env } from '@admin/config/env';

const DEBOUNCE_MS = 250;

type Rendering = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'error' };

/**
 * The site's own renderer and sanitiser (src/lib/markdown/render.ts), loaded as its own chunk the
 * first time a preview is shown, run on the body once typing pauses.
 */
export function useRenderedMarkdown(markdown: string): Rendering {
  const [rendering, setRendering] = useState<Rendering>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      import('@lib/markdown/render')
        .then(({ renderMarkdown }) => renderMarkdown(markdown, { supabaseUrl: env.supabaseUrl }))
        .then((rendered) => {
          if (current) setRendering({ status: 'ready', html: rendered.html });
        })
        .catch(() => {
          if (current) setRendering({ status: 'error' });
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [markdown]);
  return rendering;
}
