import { FileText } from 'lucide-react';
import { DetailList, emailItem, phoneItem, webItem } from '@admin/components/inbox/detail-list';
import { DetailSection } from '@admin/components/inbox/detail-section';
import { InboxDialog, type OpenedRowProps } from '@admin/components/inbox/inbox-dialog';
import { Button } from '@admin/components/ui/button';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { dateTime } from '@admin/lib/format-time';
import { openResume, removeResume } from './api/resume';
import { APPLICATION_STATUSES } from './application-status';
import { APPLICATION_ERRORS, type ApplicationRow, APPLICATIONS_INBOX } from './applications-inbox';
import { PipelineStatus } from './pipeline-status';

const resumeName = (path: string) => path.split('/').at(-1) ?? path;

/** Everything about one application, with its status, notes and résumé, and deleting it (the résumé goes with it). */
export function ApplicationDialog(props: OpenedRowProps<ApplicationRow>) {
  const { row } = props;
  const onResume = () =>
    openResume(row.resume_path).catch((error: unknown) =>
      toast({
        title: 'The résumé could not be opened',
        description: describeSaveError(error, APPLICATION_ERRORS),
        variant: 'error',
      }),
    );
  return (
    <InboxDialog
      {...props}
      inbox={APPLICATIONS_INBOX}
      title={row.full_name}
      description={`Applied for ${row.job?.title ?? 'a job that was removed'}`}
      goneTitle="This application no longer exists."
      changed={(status) => ({
        title: 'Status changed',
        description: `${row.full_name}: ${APPLICATION_STATUSES.labels[status]}.`,
        variant: 'success',
      })}
      head={(setStatus) => <PipelineStatus value={row.status} onChange={setStatus} />}
      remove={{
        label: 'Delete application',
        question: 'Delete this application?',
        consequence: `${row.full_name}'s application and résumé will be deleted for good.`,
        cleanUp: removeResume,
        done: 'Application deleted',
        doneDescription: (_row, resumeRemoved) =>
          resumeRemoved ? undefined : 'The résumé file could not be removed; it stays private.',
      }}
    >
      <DetailSection title="Contact">
        <DetailList
          items={[
            emailItem(row.email),
            phoneItem(row.phone),
            webItem('LinkedIn', row.linkedin_url),
            webItem('Portfolio', row.portfolio_url),
            { term: 'Applied', value: dateTime(row.created_at) },
          ]}
        />
      </DetailSection>
      <DetailSection title="Résumé">
        <Button variant="secondary" size="sm" onClick={() => void onResume()}>
          <FileText className="h-4 w-4" aria-hidden="true" /> Open résumé
          <span className="sr-only"> (opens in a new tab)</span>
        </Button>
        <p className="break-all text-sm text-ink-700">{resumeName(row.resume_path)}</p>
      </DetailSection>
      <DetailSection title="Cover letter">
        <p className="whitespace-pre-wrap text-sm text-ink-950">{row.cover_letter ?? 'No cover letter.'}</p>
      </DetailSection>
    </InboxDialog>
  );
}
