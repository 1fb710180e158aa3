import type { ReactNode } from 'react';
import type { ImageSource } from '../../../components/views/site-image.tsx';
import { publicFileUrl } from '../../../content/public-file-url.ts';
import type { ContentTable, PreviewRow } from '../payload.ts';

/** What a table's preview needs besides its row. */
export interface PreviewContext {
  supabaseUrl: string;
  /** The site's origin, for the addresses the page would have. */
  origin: string;
}

/** Renders a row of `T` as its page or card would show it. */
export type TablePreview<T extends ContentTable> = (
  row: PreviewRow<T>,
  context: PreviewContext,
) => ReactNode | Promise<ReactNode>;

/** A file of the media bucket as it is (the build optimises it; the preview shows the original). */
export const mediaFile = (context: PreviewContext, path: string): ImageSource => ({
  src: publicFileUrl(context.supabaseUrl, 'media', path),
});

export const mediaImage = (context: PreviewContext, path: string | null): ImageSource | undefined =>
  path ? mediaFile(context, path) : undefined;

/** The date a draft would carry: its set publication date, else today's. */
export const publicationDate = (publishedAt: string | null): Date =>
  publishedAt ? new Date(publishedAt) : new Date();
