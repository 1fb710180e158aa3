import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicationColumns, type PublicationIntent } from '@admin/lib/publication-intent';
import { supabase } from '@admin/lib/supabase';
import type { CaseStudyContent, CaseStudyRow } from '../schema';
import { CASE_STUDIES_KEY } from './keys';

interface SaveInput {
  /** null adds a new case study (placed last in the order). */
  id: string | null;
  content: CaseStudyContent;
  intent: PublicationIntent;
}

async function nextSortOrder(): Promise<number> {
  const { data } = await supabase
    .from('case_studies')
    .select('sort_order')
    .order('sort_order', { ascending: false })
    .limit(1)
    .throwOnError();
  return (data[0]?.sort_order ?? 0) + 1;
}

async function saveCaseStudy({ id, content, intent }: SaveInput): Promise<CaseStudyRow> {
  const row = { ...content, ...publicationColumns(intent) };
  if (id === null) {
    const { data } = await supabase
      .from('case_studies')
      .insert({ ...row, sort_order: await nextSortOrder() })
      .select('*')
      .single()
      .throwOnError();
    return data;
  }
  const { data } = await supabase
    .from('case_studies')
    .update(row)
    .eq('id', id)
    .select('*')
    .single()
    .throwOnError();
  return data;
}

export function useSaveCaseStudy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCaseStudy,
    onSuccess: (saved) => queryClient.setQueryData([...CASE_STUDIES_KEY, 'one', saved.id], saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASE_STUDIES_KEY }),
  });
}
