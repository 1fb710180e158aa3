import { FileText } from 'lucide-react';
import { DetailSection, ExternalLink } from '@admin/components/inbox/detail-section';
import { InboxDetail } from '@admin/components/inbox/inbox-detail';
import { useInboxChanges } from '@admin/components/inbox/use-inbox-changes';
import { Button } from '@admin/components/ui/button';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { dateTime } from '@admin/lib/format-time';
import { openResume } from './api/open-resume';
import { APPLICATION_STATUSES } from './application-status';
import { type ApplicationRow, APPLICATIONS_INBOX } from './applications-inbox';
import { APPLICATION_ERRORS } from './error-messages';
import { PipelineStatus } from './pipeline-status';

const resumeName = (path: string) => path.split('/').at(-1) ?? path;

const link = (url: string | null) => (url ? <ExternalLink href={url}>{url}</ExternalLink> : 'Not given');

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
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-ink-800">Email</dt>
          <dd className="break-all">
            <a className="text-brand-800 underline underline-offset-2" href={`mailto:${application.email}`}>
              {application.email}
            </a>
          </dd>
          <dt className="font-medium text-ink-800">Phone</dt>
          <dd>{application.phone ?? 'Not given'}</dd>
          <dt className="font-medium text-ink-800">LinkedIn</dt>
          <dd>{link(application.linkedin_url)}</dd>
          <dt className="font-medium text-ink-800">Portfolio</dt>
          <dd>{link(application.portfolio_url)}</dd>
          <dt className="font-medium text-ink-800">Applied</dt>
          <dd>{dateTime(application.created_at)}</dd>
        </dl>
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
