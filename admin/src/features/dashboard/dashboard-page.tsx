import { PageHeader } from '@admin/components/ui/page-header';
import { Card } from '@admin/components/ui/card';
import { ErrorState } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { useDashboardStats } from './api/get-dashboard-stats';
import { ContentCard } from './content-card';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DeliveriesCard } from './deliveries-card';
import { InboxCards } from './inbox-cards';
import { InboxChart } from './inbox-chart';
import { PublishCard } from './publish-card';
import { RecentActivity } from './recent-activity';
import { TodaysCallsCard } from './todays-calls-card';

export function DashboardPage() {
  const stats = useDashboardStats();
  return (
    <>
      <PageHeader title="Dashboard" description="New enquiries, content and publishing at a glance." />
      {stats.isPending ? (
        <DashboardSkeleton />
      ) : stats.isError ? (
        <Card>
          <ErrorState
            title="The dashboard could not be loaded"
            message={describeError(stats.error)}
            onRetry={() => void stats.refetch()}
          />
        </Card>
      ) : (
        <div className="space-y-6">
          <InboxCards stats={stats.data} />
          <TodaysCallsCard />
          <DeliveriesCard failed={stats.data.failed_deliveries} />
          <InboxChart daily={stats.data.daily} />
          <div className="grid gap-6 lg:grid-cols-2">
            <ContentCard content={stats.data.content} />
            <PublishCard stats={stats.data} />
          </div>
          <RecentActivity />
        </div>
      )}
    </>
  );
}
