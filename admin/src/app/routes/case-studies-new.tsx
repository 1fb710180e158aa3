import { NewCaseStudyPage } from '@admin/features/case-studies/case-study-editor-page';

export function Component() {
  return <NewCaseStudyPage />;
}
