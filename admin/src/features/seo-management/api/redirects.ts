import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RedirectValues } from '@lib/seo/redirect-schema';
import type { Tables } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';

export type RedirectRow = Pick<
  Tables<'redirects'>,
  'id' | 'from_path' | 'to_path' | 'status_code' | 'is_active' | 'updated_at'
>;

export const redirectsQuery = () =>
  queryOptions({
    queryKey: ['seo-management', 'redirects'],
    queryFn: async (): Promise<RedirectRow[]> => {
      const { data } = await supabase
        .from('redirects')
        .select('id, from_path, to_path, status_code, is_active, updated_at')
        .order('from_path')
        .throwOnError();
      return data;
    },
  });

export const useRedirects = () => useQuery(redirectsQuery());

function useRedirectMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: redirectsQuery().queryKey }),
  });
}

/** Adds a redirect (id null) or changes one. */
export const useSaveRedirect = () =>
  useRedirectMutation(async ({ id, values }: { id: string | null; values: RedirectValues }) => {
    if (id === null) await supabase.from('redirects').insert(values).throwOnError();
    else await supabase.from('redirects').update(values).eq('id', id).throwOnError();
  });

export const useSetRedirectActive = () =>
  useRedirectMutation(async ({ id, isActive }: { id: string; isActive: boolean }) => {
    await supabase.from('redirects').update({ is_active: isActive }).eq('id', id).throwOnError();
  });

export const useDeleteRedirect = () =>
  useRedirectMutation(async (id: string) => {
    await supabase.from('redirects').delete().eq('id', id).throwOnError();
  });
