import type { ReactNode } from 'react';
import type { ContentTable, PreviewPayload } from './payload.ts';
import type { PreviewContext, TablePreview } from './tables/context.ts';

type Loader = () => Promise<{ default: TablePreview<never> }>;

/** Each table's view is loaded only when a link for it is opened (the Markdown renderer with it). */
const VIEWS: Record<ContentTable, Loader> = {
  blog_posts: () => import('./tables/blog-post.tsx'),
  case_studies: () => import('./tables/case-study.tsx'),
  portfolio_items: () => import('./tables/portfolio-item.tsx'),
  jobs: () => import('./tables/job.tsx'),
  videos: () => import('./tables/video.tsx'),
  resources: () => import('./tables/resource.tsx'),
  faqs: () => import('./tables/faq.tsx'),
  team_members: () => import('./tables/team-member.tsx'),
};

/** The payload's row as the live site would show it. */
export async function renderPreview(payload: PreviewPayload, context: PreviewContext): Promise<ReactNode> {
  const view = (await VIEWS[payload.table]()).default;
  return view(payload.row as never, context);
}
