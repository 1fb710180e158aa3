import { useParams } from 'react-router-dom';
import * as z from 'zod/v4-mini';
import { EditCaseStudyPage } from '@admin/features/case-studies/case-study-editor-page';
import { NotFoundPage } from '@admin/features/not-found/not-found-page';

const caseStudyId = z.uuid();

/** `/case-studies/:id`: an id that is not a UUID cannot be a case study. */
export function Component() {
  const parsed = caseStudyId.safeParse(useParams().id);
  return parsed.success ? <EditCaseStudyPage key={parsed.data} id={parsed.data} /> : <NotFoundPage />;
}
