import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables, TablesInsert } from '@lib/database.types';
import { reorderContent } from '@admin/lib/reorder';
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

const TEAM_KEY = ['about-management', 'team'] as const;

export const teamMembersQuery = () =>
  queryOptions({
    queryKey: TEAM_KEY,
    queryFn: async (): Promise<TeamMember[]> => {
      const { data } = await supabase
        .from('team_members')
        .select('id, slug, name, role, bio, photo_path, photo_alt, linkedin_url, is_published, sort_order')
        .order('sort_order')
        .order('name')
        .throwOnError();
      return data;
    },
  });

export const useTeamMembers = () => useQuery(teamMembersQuery());

/** Adds a member (id null) at the end of the list, or changes one. */
export function useSaveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: string | null; values: TeamMemberValues }) => {
      if (id !== null) {
        await supabase.from('team_members').update(values).eq('id', id).throwOnError();
        return;
      }
      const members = queryClient.getQueryData<TeamMember[]>(TEAM_KEY) ?? [];
      const last = Math.max(0, ...members.map((member) => member.sort_order));
      await supabase
        .from('team_members')
        .insert({ ...values, sort_order: last + 1 })
        .throwOnError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

/**
 * A change the list shows at once and the server confirms: the cached list is updated first and
 * put back as it was when the server refuses.
 */
function useOptimisticTeamChange<Input>(
  run: (input: Input) => Promise<void>,
  apply: (members: TeamMember[], input: Input) => TeamMember[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onMutate: async (input: Input) => {
      await queryClient.cancelQueries({ queryKey: TEAM_KEY });
      const before = queryClient.getQueryData<TeamMember[]>(TEAM_KEY);
      if (before) queryClient.setQueryData(TEAM_KEY, apply(before, input));
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(TEAM_KEY, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

/** The order on the site: every member's id, first to last. */
export const useReorderTeam = () =>
  useOptimisticTeamChange(
    (ids: string[]) => reorderContent('team_members', ids),
    (members, ids) =>
      ids.flatMap((id, index) => {
        const member = members.find((m) => m.id === id);
        return member ? [{ ...member, sort_order: index + 1 }] : [];
      }),
  );

export const useSetTeamMemberPublished = () =>
  useOptimisticTeamChange(
    async ({ id, published }: { id: string; published: boolean }) => {
      await supabase.from('team_members').update({ is_published: published }).eq('id', id).throwOnError();
    },
    (members, { id, published }) => members.map((m) => (m.id === id ? { ...m, is_published: published } : m)),
  );

export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await supabase.from('team_members').delete().eq('id', id).throwOnError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

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
