import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PageHeader } from '@admin/components/ui/page-header';
import { QueryView } from '@admin/components/ui/query-view';
import { SectionCard } from '@admin/components/ui/section-card';
import { SectionNav, SETTINGS_SECTIONS } from '@admin/components/ui/section-nav';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { Switch } from '@admin/components/ui/switch';
import { requireAdminMfaQuery, useCurrentStaff } from '@admin/lib/auth/staff-context';
import { describeError } from '@admin/lib/errors';
import { outcomeToasts } from '@admin/lib/outcome-toasts';
import {
  SETTINGS_REFUSALS,
  type SiteSettingsRow,
  useChatWidget,
  usePageVisibility,
  useSetPageVisibility,
  useSiteSettings,
  useUpdateSiteSettings,
} from './api';
import { ChatWidgetForm } from './chat-widget-form';
import { CompanyForm } from './company-form';
import { visibilityGroups } from './page-groups';
import { TagManagerForm } from './tag-manager-form';

/** Settings: company, chat widget, tag manager, page visibility and security, each saved on its own. */
export function SettingsPage() {
  const settings = useSiteSettings();
  const widget = useChatWidget();
  const failed = settings.isError ? settings : widget.isError ? widget : null;
  return (
    <>
      <PageHeader
        title="Settings"
        description="Company details, chat widget, tag manager, page visibility and security."
      />
      <SectionNav label="Settings" items={SETTINGS_SECTIONS} />
      {failed ? (
        <ErrorState
          title="The settings could not be loaded"
          message={describeError(failed.error)}
          onRetry={() => {
            void settings.refetch();
            void widget.refetch();
          }}
        />
      ) : settings.data && widget.data ? (
        <div className="space-y-6">
          <CompanyForm settings={settings.data} />
          <ChatWidgetForm widget={widget.data} />
          <TagManagerForm settings={settings.data} />
          <PageVisibilityCard />
          <SecurityCard settings={settings.data} />
        </div>
      ) : (
        <div className="space-y-6" aria-busy="true">
          <Skeleton className="h-96" />
          <Skeleton className="h-64" />
        </div>
      )}
    </>
  );
}

/** A switch per public page; each change is saved at once. A hidden page sends visitors to /404. */
function PageVisibilityCard() {
  const rows = usePageVisibility();
  const setVisibility = useSetPageVisibility();
  const change = (pageName: string, label: string, isVisible: boolean) =>
    setVisibility.mutate(
      { page_name: pageName, is_visible: isVisible },
      outcomeToasts({
        done: isVisible ? `${label} is shown` : `${label} is hidden`,
        failed: 'Not saved',
        refusals: SETTINGS_REFUSALS,
      }),
    );
  return (
    <SectionCard title="Page visibility">
      <p className="mb-4 text-sm text-ink-600">
        A hidden page sends its visitors to the “not found” page, straight away and without a publish.
      </p>
      <QueryView query={rows} loading={<Skeleton className="h-48" />}>
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-3">
            {visibilityGroups(data).map((group) => (
              <section key={group.title} aria-label={group.title}>
                <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-ink-700">
                  {group.title}
                </h3>
                <ul className="space-y-3">
                  {group.pages.map((page) => (
                    <li key={page.pageName}>
                      <Switch
                        label={page.label}
                        description={page.path}
                        checked={page.isVisible}
                        onCheckedChange={(value) => change(page.pageName, page.label, value)}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </QueryView>
    </SectionCard>
  );
}

/** Whether admin rights need a two-factor session (site_settings.require_admin_mfa). */
function SecurityCard({ settings }: { settings: SiteSettingsRow }) {
  const update = useUpdateSiteSettings();
  const queryClient = useQueryClient();
  const staff = useCurrentStaff();
  // Turning it on from a one-factor session would take this admin's own rights away at once.
  const canEnable = staff.aal === 'aal2';
  const checked = update.isPending ? Boolean(update.variables.require_admin_mfa) : settings.require_admin_mfa;
  const change = (value: boolean) =>
    update.mutate(
      { require_admin_mfa: value },
      outcomeToasts({
        done: value ? 'Two-factor required for admins' : 'Two-factor optional for admins',
        failed: 'Not saved',
        refusals: SETTINGS_REFUSALS,
        then: () => void queryClient.invalidateQueries({ queryKey: requireAdminMfaQuery().queryKey }),
      }),
    );
  return (
    <SectionCard title="Security">
      <Switch
        label="Require two-factor sign-in for admins"
        description="Admins then need an authenticator code to use admin rights."
        checked={checked}
        disabled={update.isPending || (!checked && !canEnable)}
        onCheckedChange={change}
      />
      {!checked && !canEnable && (
        <p className="mt-3 text-sm text-ink-700">
          To turn this on, set up two-factor in{' '}
          <Link to="/profile" className="font-medium text-brand-700 underline underline-offset-2">
            your profile
          </Link>{' '}
          and sign in with it.
        </p>
      )}
    </SectionCard>
  );
}
