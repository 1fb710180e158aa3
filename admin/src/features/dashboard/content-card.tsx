import { Card, CardHeader } from '@admin/components/ui/card';
import type { DashboardStats } from './api/get-dashboard-stats';

/** How much content there is, by kind. */
export function ContentCard({ content }: { content: DashboardStats['content'] }) {
  const { blog_posts: posts } = content;
  const rows: [string, string | number][] = [
    ['Blog posts', `${posts.published} published, ${posts.scheduled} scheduled, ${posts.draft} drafts`],
    ['Case studies', content.case_studies],
    ['Portfolio items', content.portfolio_items],
    ['Videos', content.videos],
    ['Resources', content.resources],
    ['FAQs', content.faqs],
    ['Open jobs', content.jobs_open],
    ['Team members', content.team_members],
  ];
  return (
    <Card aria-labelledby="content-card-title">
      <CardHeader id="content-card-title" title="Content" />
      <dl className="divide-y divide-ink-100 text-sm" data-testid="content-counts">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-ink-700">{label}</dt>
            <dd className="text-right font-medium text-ink-950">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
