import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Json, Tables } from '@lib/database.types';
import { supabase } from '@admin/lib/supabase';
import type { AboutInput, AboutValues, StatItem, ValueItem } from '../about-schema';

export type AboutRow = Tables<'about_content'>;

export const aboutContentQuery = () =>
  queryOptions({
    queryKey: ['about-management', 'content'],
    queryFn: async (): Promise<AboutRow> => {
      const { data } = await supabase
        .from('about_content')
        .select('*')
        .eq('id', true)
        .single()
        .throwOnError();
      return data;
    },
  });

export const useAboutContent = () => useQuery(aboutContentQuery());

const isRecord = (value: Json): value is Record<string, Json | undefined> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: Json | undefined): string => (typeof value === 'string' ? value : '');

/** The stored JSON lists read leniently: a row of another shape becomes empty text to fix, never a crash. */
function listOf<Item>(value: Json, read: (row: Record<string, Json | undefined>) => Item): Item[] {
  return Array.isArray(value) ? value.filter(isRecord).map(read) : [];
}

/** The form's values for the stored row. */
export function aboutFormValues(row: AboutRow): AboutInput {
  return {
    headline: row.headline,
    intro: row.intro,
    mission: row.mission,
    vision: row.vision,
    story: row.story,
    values: listOf<ValueItem>(row.values, (v) => ({
      title: textOf(v.title),
      description: textOf(v.description),
    })),
    stats: listOf<StatItem>(row.stats, (s) => ({ value: textOf(s.value), label: textOf(s.label) })),
    seo_title: row.seo_title ?? '',
    seo_description: row.seo_description ?? '',
  };
}

/** Saves the about page's single row; empty SEO text is stored as null (the page's own text is used). */
export function useSaveAboutContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: AboutValues): Promise<AboutRow> => {
      const { data } = await supabase
        .from('about_content')
        .update({
          ...values,
          seo_title: values.seo_title || null,
          seo_description: values.seo_description || null,
        })
        .eq('id', true)
        .select('*')
        .single()
        .throwOnError();
      return data;
    },
    onSuccess: (row) => queryClient.setQueryData(aboutContentQuery().queryKey, row),
  });
}
