import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@lib/database.types';
import { asText, jsonRecords } from '@admin/lib/content-resource/schema-parts';
import { supabase } from '@admin/lib/supabase';
import type { AboutInput, AboutValues } from '../about-schema';

export type AboutRow = Tables<'about_content'>;

const ABOUT_KEY = ['about-management', 'content'];

export const useAboutContent = () =>
  useQuery({
    queryKey: ABOUT_KEY,
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

/** The form's values for the stored row. */
export function aboutFormValues(row: AboutRow): AboutInput {
  return {
    headline: row.headline,
    intro: row.intro,
    mission: row.mission,
    vision: row.vision,
    story: row.story,
    // Read leniently: a stored row of another shape becomes empty text to fix, never a crash.
    values: jsonRecords(row.values).map((v) => ({
      title: asText(v.title),
      description: asText(v.description),
    })),
    stats: jsonRecords(row.stats).map((s) => ({ value: asText(s.value), label: asText(s.label) })),
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
    onSuccess: (row) => queryClient.setQueryData(ABOUT_KEY, row),
  });
}
