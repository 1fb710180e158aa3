import { Link } from 'react-router-dom';
import { PageHeader } from '@admin/components/ui/page-header';
import { QueryView } from '@admin/components/ui/query-view';
import { SectionNav, SETTINGS_SECTIONS } from '@admin/components/ui/section-nav';
import { Skeleton } from '@admin/components/ui/states';
import { paths } from '@admin/config/paths';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { useSiteSettings } from '../settings/api';
import { useNotificationSettings } from './api';
import { NOTIFICATION_KINDS } from './schemas';
import { RecipientsForm } from './recipients-form';
import { WebhooksCard } from './webhooks-card';

/** Settings → Notifications: who is emailed about each kind of lead, and when; and the webhooks (admins). */
export function NotificationsPage() {
  const isAdmin = useCurrentStaff().role === 'admin';
  const settings = useNotificationSettings();
  // An empty list emails the company address of the General settings (read when a lead arrives).
  const companyEmail = useSiteSettings().data?.email ?? null;
  return (
    <>
      <PageHeader
        title="Notifications"
        description={
          <>
            Who is emailed about each new lead, and the webhooks that pass leads to other tools. Every message
            sent is listed under{' '}
            <Link to={paths.deliveries} className="font-medium text-brand-800 underline">
              Deliveries
            </Link>
            .
          </>
        }
      />
      {isAdmin ? (
        <SectionNav label="Settings" items={SETTINGS_SECTIONS} />
      ) : (
        <p
          className="mb-6 rounded-lg border border-ink-200 bg-ink-50 px-4 py-3 text-sm text-ink-800"
          role="note"
        >
          You can read these settings; only admins can change them or see the webhooks.
        </p>
      )}
      <div className="space-y-6">
        <section aria-labelledby="staff-emails-heading" className="space-y-4">
          <h2 id="staff-emails-heading" className="text-lg font-semibold text-ink-950">
            Staff emails
          </h2>
          <QueryView
            query={settings}
            errorTitle="The notification settings could not be loaded"
            loading={
              <div className="grid gap-4 xl:grid-cols-3" aria-busy="true">
                <Skeleton className="h-80" />
                <Skeleton className="h-80" />
                <Skeleton className="h-80" />
              </div>
            }
          >
            {(rows) => (
              <div className="grid gap-4 xl:grid-cols-3">
                {NOTIFICATION_KINDS.map((about) => {
                  const row = rows.find((candidate) => candidate.kind === about.kind);
                  return row ? (
                    <RecipientsForm
                      key={about.kind}
                      about={about}
                      setting={row}
                      canEdit={isAdmin}
                      companyEmail={companyEmail}
                    />
                  ) : null;
                })}
              </div>
            )}
          </QueryView>
        </section>
        {isAdmin && <WebhooksCard />}
      </div>
    </>
  );
}
