import { FileText, Trash2 } from 'lucide-react';
import { Button } from '@admin/components/ui/button';
import { toast } from '@admin/components/ui/toast-store';
import { dateTime } from '@admin/lib/format-time';
import type { ApplicationRow } from './api/list-applications';
import { openResume } from './api/open-resume';
import { useUpdateApplication } from './api/update-application';
import { STATUS_LABELS } from './application-status';
import { AttributionList } from '@admin/components/inbox/attribution-list';
import { DetailSection, ExternalLink } from '@admin/components/inbox/detail-section';
import { APPLICATION_ERRORS } from './error-messages';
import { describeSaveError } from '@admin/lib/errors';
import { NotesForm } from '@admin/components/inbox/notes-form';
import { StatusSelect } from './status-select';

interface ApplicationDetailProps {
  application: ApplicationRow;
  /** Shown to admins only (row-level security refuses editors anyway). */
  onDelete: (() => void) | null;
}

const resumeName = (path: string) => path.split('/').at(-1) ?? path;

/** Everything about one application, with its status, notes, résumé and (for admins) delete. */
export function ApplicationDetail({ application, onDelete }: ApplicationDetailProps) {
  const update = useUpdateApplication();
  const { id, full_name: name } = application;
  const onStatus = (status: ApplicationRow['status']) =>
    update.mutate(
      { id, patch: { status } },
      {
        onSuccess: () =>
          toast({
            title: 'Status changed',
            description: `${name}: ${STATUS_LABELS[status]}.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Status not changed',
            description: describeSaveError(error, APPLICATION_ERRORS),
            variant: 'error',
          }),
      },
    );
  const onSaveNotes = (notes: string | null) =>
    update.mutateAsync({ id, patch: { notes } }).then(
      () => void toast({ title: 'Notes saved', variant: 'success' }),
      (error: unknown) => {
        toast({
          title: 'Notes not saved',
          description: describeSaveError(error, APPLICATION_ERRORS),
          variant: 'error',
        });
        throw error;
      },
    );
  const onResume = () =>
    openResume(application.resume_path).catch((error: unknown) =>
      toast({
        title: 'The résumé could not be opened',
        description: describeSaveError(error, APPLICATION_ERRORS),
        variant: 'error',
      }),
    );
  return (
    <div className="space-y-4">
      <StatusSelect value={application.status} onChange={onStatus} />
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
          <dd>
            {application.linkedin_url ? (
              <ExternalLink href={application.linkedin_url}>{application.linkedin_url}</ExternalLink>
            ) : (
              'Not given'
            )}
          </dd>
          <dt className="font-medium text-ink-800">Portfolio</dt>
          <dd>
            {application.portfolio_url ? (
              <ExternalLink href={application.portfolio_url}>{application.portfolio_url}</ExternalLink>
            ) : (
              'Not given'
            )}
          </dd>
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
      <DetailSection title="Attribution">
        <AttributionList attribution={application.attribution} />
      </DetailSection>
      <DetailSection title="Internal notes">
        <NotesForm notes={application.notes} onSave={onSaveNotes} />
      </DetailSection>
      {onDelete && (
        <div className="flex justify-end border-t border-ink-100 pt-4">
          <Button variant="danger" size="sm" onClick={onDelete}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete application
          </Button>
        </div>
      )}
    </div>
  );
}
