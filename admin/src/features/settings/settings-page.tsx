import { PageHeader } from '@admin/components/ui/page-header';
import { SectionNav, SETTINGS_SECTIONS } from '@admin/components/ui/section-nav';
import { ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { useChatWidget, useSiteSettings } from './api/get-settings';
import { ChatWidgetForm } from './chat-widget-form';
import { CompanyForm } from './company-form';
import { PageVisibilityCard } from './page-visibility-card';
import { SecurityCard } from './security-card';
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
