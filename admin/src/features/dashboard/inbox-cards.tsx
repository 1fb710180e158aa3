import { Link } from 'react-router-dom';
import { Card } from '@admin/components/ui/card';
import type { DashboardStats, InboxName } from './api/get-dashboard-stats';

const INBOX_CARDS: { inbox: InboxName; title: string; to: string }[] = [
  { inbox: 'contact', title: 'Contact submissions', to: '/contact-submissions?kind=contact' },
  { inbox: 'discovery_call', title: 'Discovery calls', to: '/contact-submissions?kind=discovery_call' },
  { inbox: 'applications', title: 'Job applications', to: '/job-applications' },
  { inbox: 'newsletter', title: 'Newsletter signups', to: '/newsletter' },
];

/** New inbox items in the last 7 and 30 days, and how many are still unread. */
export function InboxCards({ stats }: { stats: DashboardStats }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="New in the inboxes">
      {INBOX_CARDS.map(({ inbox, title, to }) => {
        const counts = stats.inbox[inbox];
        const unread = inbox === 'newsletter' ? undefined : stats.unread[inbox];
        return (
          <li key={inbox}>
            <Card className="h-full" data-testid={`inbox-${inbox}`}>
              <h2 className="text-sm font-medium text-ink-700">
                <Link to={to} className="hover:text-brand-700 hover:underline">
                  {title}
                </Link>
              </h2>
              <p className="mt-2 text-3xl font-bold text-ink-950">
                <span data-testid="last-7-days">{counts.last_7_days}</span>
                <span className="ml-2 text-sm font-normal text-ink-600">last 7 days</span>
              </p>
              <p className="mt-1 text-sm text-ink-700">
                <span data-testid="last-30-days">{counts.last_30_days}</span> in the last 30 days
                {unread !== undefined && (
                  <>
                    {' · '}
                    <span data-testid="unread">{unread}</span> new
                  </>
                )}
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
