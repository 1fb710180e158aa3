import { useEffect, useState } from 'react';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { env } from '@admin/config/env';

const DEBOUNCE_MS = 250;

type Rendering = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'error' };

/**
 * The site's own renderer and sanitiser (src/lib/markdown/render.ts), loaded as its own chunk the
 * first time a preview is shown, run on the body once typing pauses.
 */
function useRenderedMarkdown(markdown: string): Rendering {
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

/** Article styles close to the site's, for the preview's elements. */
const ARTICLE =
  'max-w-none break-words text-ink-900 [&_a]:text-brand-800 [&_a]:underline [&_blockquote]:border-l-4 ' +
  '[&_blockquote]:border-ink-200 [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-ink-100 [&_code]:px-1 ' +
  '[&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mb-2 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold ' +
  '[&_h3]:mb-2 [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold ' +
  '[&_.heading-anchor]:ml-2 [&_.heading-anchor]:text-ink-400 [&_img]:max-w-full [&_li]:ml-6 ' +
  '[&_ol]:my-3 [&_ol]:list-decimal [&_p]:my-3 [&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg ' +
  '[&_pre]:bg-ink-950 [&_pre]:p-3 [&_pre]:text-ink-50 [&_pre_code]:bg-transparent [&_table]:my-3 ' +
  '[&_td]:border [&_td]:border-ink-200 [&_td]:px-2 [&_th]:border [&_th]:border-ink-200 [&_th]:px-2 ' +
  '[&_ul]:my-3 [&_ul]:list-disc';

/** The body as the site will show it: rendered and sanitised by the site's own code. */
export function MarkdownPreview({ markdown, labelledBy }: { markdown: string; labelledBy: string }) {
  const rendering = useRenderedMarkdown(markdown);
  return (
    <section
      aria-labelledby={labelledBy}
      aria-busy={rendering.status === 'loading'}
      className="min-h-48 rounded-lg border border-ink-200 bg-white p-4"
    >
      {rendering.status === 'loading' && (
        <div className="space-y-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      )}
      {rendering.status === 'error' && (
        <ErrorState title="The preview could not be shown" message="Reload the page to try again." />
      )}
      {rendering.status === 'ready' &&
        (markdown.trim() ? (
          <div
            data-testid="markdown-preview"
            className={ARTICLE}
            // Safe: the site's sanitiser made this HTML (no scripts, handlers or javascript: links).
            dangerouslySetInnerHTML={{ __html: rendering.html }}
          />
        ) : (
          <p className="text-sm text-ink-700">Nothing to preview yet.</p>
        ))}
    </section>
  );
}
