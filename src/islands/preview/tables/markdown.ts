import { renderMarkdown } from '../../../lib/markdown/render.ts';
import type { PreviewContext } from './context.ts';

/** Markdown through the site's own renderer and sanitiser, as the content loader does at build. */
export const markdown = (context: PreviewContext, source: string) =>
  renderMarkdown(source, { supabaseUrl: context.supabaseUrl });
