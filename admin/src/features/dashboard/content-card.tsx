import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SectionCard } from '@admin/components/ui/section-card';
import { countOf } from '@admin/lib/plural';
import type { DashboardStats } from './api';

const linkClass = 'text-brand-800 underline-offset-2 hover:underline';

/** How much content there is, by kind, each count a link to its list. */
export function ContentCard({ content }: { content: DashboardStats['content'] }) {
  const { blog_posts: posts } = content;
  const postCounts: [text: string, status: string][] = [
    [`${String(posts.published)} published`, 'published'],
    [`${String(posts.scheduled)} scheduled`, 'scheduled'],
    [countOf(posts.draft, 'draft'), 'draft'],
  ];
  const postLinks = postCounts.map(([text, status], index) => (
    <span key={status}>
      {index > 0 && ', '}
      <Link to={`/blog-posts?status=${status}`} className={linkClass}>
        {text}
      </Link>
    </span>
  ));
  const rows: [label: string, to: string, count: ReactNode][] = [
    ['Blog posts', '/blog-posts', postLinks],
    ['Case studies', '/case-studies', content.case_studies],
    ['Portfolio items', '/portfolio', content.portfolio_items],
    ['Videos', '/youtube-management', content.videos],
    ['Resources', '/resources', content.resources],
    ['FAQs', '/resources', content.faqs],
    ['Open jobs', '/career-management?status=open', content.jobs_open],
    ['Team members', '/about-management', content.team_members],
  ];
  return (
    <SectionCard title="Content">
      <dl className="divide-y divide-ink-100 text-sm" data-testid="content-counts">
        {rows.map(([label, to, count]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt>
              <Link to={to} className={linkClass}>
                {label}
              </Link>
            </dt>
            <dd className="text-right font-medium text-ink-950">{count}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
