import { JobArticle, type JobArticleView } from '../../../components/views/JobArticle.tsx';
import type { TablePreview } from './context.ts';
import { markdown } from './markdown.ts';

const jobPreview: TablePreview<'jobs'> = async (row, context) => {
  const description = await markdown(context, row.description);
  const job: JobArticleView = {
    ...row,
    remote_policy: row.remote_policy as JobArticleView['remote_policy'],
    employment_type: row.employment_type as JobArticleView['employment_type'],
    salary_period: row.salary_period as JobArticleView['salary_period'],
    valid_through: row.valid_through ? new Date(row.valid_through) : null,
    description_html: description.html,
  };
  return <JobArticle job={job} />;
};
export default jobPreview;
