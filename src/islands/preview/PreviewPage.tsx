import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { keptToken } from '../../lib/newsletter/links.ts';
import { publicEnvFrom } from '../../lib/public-env.ts';
import { publicRest } from '../../lib/supabase/public-rest.ts';
import { fetchPreview, type PreviewPayload } from './payload.ts';
import { PreviewBanner } from './PreviewBanner.tsx';
import { renderPreview } from './render-preview.ts';

type Shown =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'ready'; payload: PreviewPayload; content: ReactNode };

const PROBLEMS = {
  invalid: {
    title: 'This preview link has expired or is not valid',
    text: 'Preview links work for a limited time and stop working when they are revoked. Ask the person who sent it for a new link.',
  },
  failed: {
    title: 'The preview could not be loaded just now',
    text: 'The server could not be reached. Check your connection and reload the page.',
  },
} as const;

const never = () => () => undefined;
const linkToken = () => keptToken('preview');
/** Not known on the server (undefined); in the browser, the link's token or null. */
const unknownOnServer = () => undefined;

/** /preview: the item a preview link is for, shown with the live page's markup under a banner. */
export default function PreviewPage() {
  const token = useSyncExternalStore(never, linkToken, unknownOnServer);
  const [loaded, setShown] = useState<Shown>({ kind: 'loading' });
  const shown: Shown = token === null ? { kind: 'invalid' } : loaded;

  useEffect(() => {
    if (!token) return;
    const cancelled = new AbortController();
    const context = {
      supabaseUrl: publicEnvFrom(import.meta.env).supabaseUrl,
      origin: window.location.origin,
    };
    void (async () => {
      const answer = await fetchPreview(publicRest(), token);
      if (!answer.ok) {
        if (!cancelled.signal.aborted) setShown({ kind: answer.failure });
        return;
      }
      const content = await renderPreview(answer.payload, context);
      if (!cancelled.signal.aborted) setShown({ kind: 'ready', payload: answer.payload, content });
    })().catch(() => {
      if (!cancelled.signal.aborted) setShown({ kind: 'failed' });
    });
    return () => {
      cancelled.abort();
    };
  }, [token]);

  if (shown.kind === 'ready')
    return (
      <>
        <PreviewBanner payload={shown.payload} />
        {shown.content}
      </>
    );
  if (shown.kind === 'loading')
    return (
      <p className="px-4 py-24 text-center text-lg text-ink-600" role="status">
        Loading the preview…
      </p>
    );
  const problem = PROBLEMS[shown.kind];
  return (
    <section className="bg-gradient-to-b from-brand-50/70 to-white px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-balance text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl">
          {problem.title}
        </h1>
        <p className="mt-4 text-lg text-ink-600">{problem.text}</p>
        <a
          href="/"
          className="mt-8 inline-flex rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800"
        >
          Go to the home page
        </a>
      </div>
    </section>
  );
}
