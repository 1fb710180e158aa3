import { PageHeader } from '@admin/components/ui/page-header';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { useMaintenance } from './api/maintenance';
import { MaintenanceForm } from './maintenance-form';

export function MaintenancePage() {
  const settings = useMaintenance();
  return (
    <>
      <PageHeader
        title="Maintenance mode"
        description="Take the public site offline with a message. It applies at once, without a publish."
      />
      {settings.isError ? (
        <ErrorState
          title="The maintenance settings could not be loaded"
          message={describeError(settings.error)}
          onRetry={() => void settings.refetch()}
        />
      ) : settings.data ? (
        <MaintenanceForm settings={settings.data} />
      ) : (
        <Skeleton className="h-80" />
      )}
    </>
  );
}
