import { CaseStudyArticle } from '../../../components/views/CaseStudyArticle.tsx';
import type { CaseStudy } from '../../../content/schemas/content.ts';
import { mediaImage, type TablePreview } from './context.ts';
import { markdown } from './markdown.ts';

const caseStudyPreview: TablePreview<'case_studies'> = async (row, context) => {
  const [challenge, solution] = await Promise.all([
    markdown(context, row.challenge),
    markdown(context, row.solution),
  ]);
  const study = {
    ...row,
    results: Array.isArray(row.results) ? (row.results as CaseStudy['results']) : [],
    challenge_html: challenge.html,
    solution_html: solution.html,
  };
  return <CaseStudyArticle study={study} cover={mediaImage(context, row.cover_path)} />;
};
export default caseStudyPreview;
