import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@admin/lib/supabase';
import type { CaseStudyRow } from '../schema';
import { CASE_STUDIES_KEY } from './keys';

export const caseStudyQuery = (id: string) =>
  queryOptions({
    queryKey: [...CASE_STUDIES_KEY, 'one', id],
    queryFn: async (): Promise<CaseStudyRow | null> => {
      const { data } = await supabase
        .from('case_studies')
        .select('*')
        .eq('id', id)
        .maybeSingle()
        .throwOnError();
      return data;
    },
  });

export const useCaseStudy = (id: string) => useQuery(caseStudyQuery(id));
