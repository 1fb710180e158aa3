import { useMutation } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';

/** The content tables a preview link can be made for (the contract's content set). */
export type PreviewTable =
  | 'blog_posts'
  | 'case_studies'
  | 'portfolio_items'
  | 'videos'
  | 'resources'
  | 'faqs'
  | 'team_members'
  | 'jobs';

/** "Preview" opens a link that works for an hour; a shared link works for a week. */
export const OPEN_HOURS = 1;
export const SHARE_HOURS = 168;

export interface PreviewLink {
  url: string;
  expiresAt: Date;
}

/** The site's /preview page for a token (the admin is served under /admin on the site's host). */
export const previewUrl = (token: string): string =>
  new URL(`/preview?token=${encodeURIComponent(token)}`, window.location.origin).href;

async function createPreviewLink(table: PreviewTable, id: string, hours: number): Promise<PreviewLink> {
  const requestedAt = Date.now();
  const { data, error } = await supabase.rpc('create_preview_link', {
    p_table: table,
    p_id: id,
    p_hours: hours,
  });
  if (error) throw error;
  return { url: previewUrl(data), expiresAt: new Date(requestedAt + hours * 3_600_000) };
}

export const useCreatePreviewLink = (table: PreviewTable, id: string) =>
  useMutation({ mutationFn: (hours: number) => createPreviewLink(table, id, hours) });

export const useRevokePreviewLinks = (table: PreviewTable, id: string) =>
  useMutation({
    mutationFn: async (): Promise<number> => {
      const { data, error } = await supabase.rpc('revoke_preview_links', { p_table: table, p_id: id });
      if (error) throw error;
      return data;
    },
  });
