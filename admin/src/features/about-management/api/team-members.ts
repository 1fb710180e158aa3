import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables, TablesInsert } from '@lib/database.types';
import { useSaveContent } from '@admin/lib/content-resource/item';
import { contentKeys } from '@admin/lib/content-resource/keys';
import { useReorderContent, useSetContentFlag } from '@admin/lib/content-resource/order';
import { useMoveToTrash } from '@admin/lib/content-resource/trash';
import { supabase } from '@admin/lib/supabase';

export type TeamMember = Pick<
  Tables<'team_members'>,
  | 'id'
  | 'slug'
  | 'name'
  | 'role'
  | 'bio'
  | 'photo_path'
  | 'photo_alt'
  | 'linkedin_url'
  | 'is_published'
  | 'sort_order'
>;
export type TeamMemberValues = Omit<
  TablesInsert<'team_members'>,
  'id' | 'sort_order' | 'created_at' | 'updated_at'
>;

/** The team as the content-resource layer orders it (sort_order, the newest first). */
const TEAM = {
  table: 'team_members',
  order: {
    select: 'id, slug, name, role, bio, photo_path, photo_alt, linkedin_url, is_published, sort_order',
  },
} as const;

export const teamMembersQuery = () =>
  queryOptions({
    queryKey: contentKeys('team_members').ordered,
    queryFn: async (): Promise<TeamMember[]> => {
      const { data } = await supabase
        .from('team_members')
        .select(TEAM.order.select)
        .is('deleted_at', null)
        .order('sort_order')
        .order('name')
        .throwOnError();
      return data;
    },
  });

export const useTeamMembers = () => useQuery(teamMembersQuery());

/** Adds a member (id null) at the end of the list, or changes one; shown or hidden by is_published. */
export const useSaveTeamMember = () => useSaveContent('team_members', { ordered: true });

/** The order on the site: every member's id, first to last (shown at once, undone when refused). */
export const useReorderTeam = () => useReorderContent(TEAM);

export const useSetTeamMemberPublished = () => useSetContentFlag(TEAM, 'is_published');

/** Moves a member to the trash (restorable for 30 days). */
export const useDeleteTeamMember = () => useMoveToTrash('team_members');

/** How many blog posts name this member as their author (drafts too). */
export const useAuthoredPostCount = (memberId: string | null) =>
  useQuery({
    queryKey: ['about-management', 'authored-posts', memberId],
    enabled: memberId !== null,
    queryFn: async (): Promise<number> => {
      const { count } = await supabase
        .from('blog_posts')
        .select('id', { count: 'exact', head: true })
        .eq('author_id', memberId ?? '')
        .throwOnError();
      return count ?? 0;
    },
  });
