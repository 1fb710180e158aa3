import { CircleAlert, Send } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '@admin/components/ui/card';
import { PageHeader } from '@admin/components/ui/page-header';
import { QueryView } from '@admin/components/ui/query-view';
import { Skeleton } from '@admin/components/ui/states';
import { paths } from '@admin/config/paths';
import { plural } from '@admin/lib/plural';
import { type DashboardStats, type InboxName, useDashboardStats } from './api';
import { ContentCard } from './content-card';
import { InboxChart } from './inbox-chart';
import { PublishCard } from './publish-card';
import { RecentActivity } from './recent-activity';
import { TodaysCallsCard } from './todays-calls-card';

export function DashboardPage() {
  const stats = useDashboardStats();
  return (
    <>
      <PageHeader title="Dashboard" description="New enquiries, content and publishing at a glance." />
      <QueryView query={stats} loading={<DashboardSkeleton />} errorTitle="The dashboard could not be loaded">
        {(data) => (
          <div className="space-y-6">
            <InboxCards stats={data} />
            <TodaysCallsCard />
            <DeliveriesCard failed={data.failed_deliveries} />
            <InboxChart daily={data.daily} />
            <div className="grid gap-6 lg:grid-cols-2">
              <ContentCard content={data.content} />
              <PublishCard stats={data} />
            </div>
            <RecentActivity />
          </div>
        )}
      </QueryView>
    </>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading the dashboard" className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Card key={index}>
            <Skeleton className="h-4 w-32" />
            <Skeleton className="mt-3 h-8 w-16" />
            <Skeleton className="mt-2 h-4 w-40" />
          </Card>
        ))}
      </div>
      <Card>
        <Skeleton className="h-40 w-full" />
      </Card>
    </div>
  );
}

const INBOX_CARDS: { inbox: InboxName; title: string; to: string }[] = [
  { inbox: 'contact', title: 'Contact submissions', to: '/contact-submissions?kind=contact' },
  { inbox: 'discovery_call', title: 'Discovery calls', to: '/contact-submissions?kind=discovery_call' },
  { inbox: 'applications', title: 'Job applications', to: '/job-applications' },
  { inbox: 'newsletter', title: 'Newsletter signups', to: '/newsletter' },
];

/** New inbox items in the last 7 and 30 days, and how many are still unread. */
function InboxCards({ stats }: { stats: DashboardStats }) {
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

/** The outbox at a glance: how many emails and webhooks failed or were given up, linking to them. */
function DeliveriesCard({ failed }: { failed: number }) {
  const Icon = failed > 0 ? CircleAlert : Send;
  return (
    <Card
      data-testid="failed-deliveries"
      className={failed > 0 ? 'border-amber-300 bg-amber-50' : undefined}
      aria-labelledby="failed-deliveries-heading"
    >
      <div className="flex flex-wrap items-center gap-4">
        <Icon className={failed > 0 ? 'h-6 w-6 text-amber-800' : 'h-6 w-6 text-ink-600'} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="failed-deliveries-heading" className="text-sm font-medium text-ink-700">
            <Link
              to={`${paths.deliveries}?status=failed,dead`}
              className="hover:text-brand-700 hover:underline"
            >
              Failed deliveries
            </Link>
          </h2>
          <p className="mt-1 text-sm text-ink-800">
            <span className="mr-2 text-2xl font-bold text-ink-950" data-testid="count">
              {failed}
            </span>
            {failed > 0
              ? `${plural(failed, 'message')} (emails and webhooks) failed or ${failed === 1 ? 'was' : 'were'} given up.`
              : 'No email or webhook has failed.'}
          </p>
        </div>
      </div>
    </Card>
  );
}
