import { InboxDialog, type OpenedRowProps } from '@admin/components/inbox/inbox-dialog';
import { removeResume } from './api/resume';
import { ApplicationDetail } from './application-detail';
import { type ApplicationRow, APPLICATIONS_INBOX } from './applications-inbox';

/** The detail panel of one application and its delete confirmation (the résumé goes with it). */
export function ApplicationDialog(props: OpenedRowProps<ApplicationRow>) {
  const { row } = props;
  return (
    <InboxDialog
      {...props}
      inbox={APPLICATIONS_INBOX}
      title={row.full_name}
      description={`Applied for ${row.job?.title ?? 'a job that was removed'}`}
      goneTitle="This application no longer exists."
      remove={{
        label: 'Delete application',
        question: 'Delete this application?',
        consequence: `${row.full_name}'s application and résumé will be deleted for good.`,
        cleanUp: removeResume,
        done: (resumeRemoved) => ({
          title: 'Application deleted',
          ...(resumeRemoved
            ? {}
            : { description: 'The résumé file could not be removed; it stays private.' }),
          variant: 'success',
        }),
      }}
    >
      <ApplicationDetail application={row} />
    </InboxDialog>
  );
}
