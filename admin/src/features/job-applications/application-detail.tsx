import { FileText } from 'lucide-react';
import { DetailList, emailItem, phoneItem, webItem } from '@admin/components/inbox/detail-list';
import { DetailSection } from '@admin/components/inbox/detail-section';
import { InboxDetail } from '@admin/components/inbox/inbox-detail';
import { useInboxChanges } from '@admin/components/inbox/use-inbox-changes';
import { Button } from '@admin/components/ui/button';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { dateTime } from '@admin/lib/format-time';
import { openResume } from './api/resume';
import { APPLICATION_STATUSES } from './application-status';
import { APPLICATION_ERRORS, type ApplicationRow, APPLICATIONS_INBOX } from './applications-inbox';
import { PipelineStatus } from './pipeline-status';

const resumeName = (path: string) => path.split('/').at(-1) ?? path;

/** Everything about one application, with its status, notes and résumé. */
export function ApplicationDetail({ application }: { application: ApplicationRow }) {
  const { setStatus, saveNotes } = useInboxChanges(APPLICATIONS_INBOX, application.id, (status) => ({
    title: 'Status changed',
    description: `${application.full_name}: ${APPLICATION_STATUSES.labels[status]}.`,
    variant: 'success',
  }));
  const onResume = () =>
    openResume(application.resume_path).catch((error: unknown) =>
      toast({
        title: 'The résumé could not be opened',
        description: describeSaveError(error, APPLICATION_ERRORS),
        variant: 'error',
      }),
    );
  return (
    <InboxDetail
      row={application}
      head={<PipelineStatus value={application.status} onChange={setStatus} />}
      onSaveNotes={saveNotes}
    >
      <DetailSection title="Contact">
        <DetailList
          items={[
            emailItem(application.email),
            phoneItem(application.phone),
            webItem('LinkedIn', application.linkedin_url),
            webItem('Portfolio', application.portfolio_url),
            { term: 'Applied', value: dateTime(application.created_at) },
          ]}
        />
      </DetailSection>
      <DetailSection title="Résumé">
        <Button variant="secondary" size="sm" onClick={() => void onResume()}>
          <FileText className="h-4 w-4" aria-hidden="true" /> Open résumé
          <span className="sr-only"> (opens in a new tab)</span>
        </Button>
        <p className="break-all text-sm text-ink-700">{resumeName(application.resume_path)}</p>
      </DetailSection>
      <DetailSection title="Cover letter">
        <p className="whitespace-pre-wrap text-sm text-ink-950">
          {application.cover_letter ?? 'No cover letter.'}
        </p>
      </DetailSection>
    </InboxDetail>
  );
}
