/**
 * What `preview_content(token)` answers for a valid preview link: the content row as the
 * database holds it (a draft included), its table, and when the link expires.
 */
import type { Tables } from '../../lib/database.types.ts';
import type { PublicRest } from '../../lib/supabase/public-rest.ts';

export const CONTENT_TABLES = [
  'blog_posts',
  'case_studies',
  'portfolio_items',
  'videos',
  'resources',
  'faqs',
  'team_members',
  'jobs',
] as const;
export type ContentTable = (typeof CONTENT_TABLES)[number];

/** A blog post's row carries its author (supabase/migrations/20261201000200_preview_content.sql). */
export interface PreviewAuthor {
  name: string;
  role: string;
  photo_path: string | null;
}
export type PreviewRow<T extends ContentTable> = Tables<T> &
  (T extends 'blog_posts' ? { author: PreviewAuthor | null } : unknown);

export interface PreviewPayload {
  table: ContentTable;
  row: Record<string, unknown>;
  expires_at: string;
}

export type PreviewAnswer =
  { ok: true; payload: PreviewPayload } | { ok: false; failure: 'invalid' | 'failed' };

const isPayload = (data: unknown): data is PreviewPayload => {
  if (typeof data !== 'object' || data === null) return false;
  const { table, row, expires_at } = data as Record<string, unknown>;
  return (
    CONTENT_TABLES.includes(table as ContentTable) &&
    typeof row === 'object' &&
    row !== null &&
    typeof expires_at === 'string'
  );
};

/** Asks the database for the link's content with the anon key: null (unknown, expired, revoked) is "invalid". */
export async function fetchPreview(rest: PublicRest, token: string): Promise<PreviewAnswer> {
  const { data, error } = await rest.rpc('preview_content', { p_token: token });
  if (error) return { ok: false, failure: 'failed' };
  return isPayload(data) ? { ok: true, payload: data } : { ok: false, failure: 'invalid' };
}

/** The item's state in words, as the admin's lists say it. */
export function statusLabel({ table, row }: PreviewPayload, now = new Date()): string {
  if (table === 'faqs' || table === 'team_members') return row.is_published ? 'Published' : 'Hidden (draft)';
  if (table === 'jobs')
    return { draft: 'Draft', open: 'Open', closed: 'Closed' }[String(row.status)] ?? 'Draft';
  const publishedAt = typeof row.published_at === 'string' ? new Date(row.published_at) : null;
  if (row.status === 'published') return publishedAt && publishedAt > now ? 'Scheduled' : 'Published';
  return row.status === 'scheduled' ? 'Scheduled' : 'Draft';
}
