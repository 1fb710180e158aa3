import { Card } from '@admin/components/ui/card';
import { Skeleton } from '@admin/components/ui/states';

export function DashboardSkeleton() {
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
