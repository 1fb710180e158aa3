import { InboxDialog, type OpenedRowProps } from '@admin/components/inbox/inbox-dialog';
import { KIND_LABELS } from './inbox-status';
import { SubmissionDetail } from './submission-detail';
import { type SubmissionRow, SUBMISSIONS_INBOX } from './submissions-inbox';

const nothingElse = () => Promise.resolve();

/** The detail panel of one submission and its delete confirmation. */
export function SubmissionDialog(props: OpenedRowProps<SubmissionRow>) {
  const { row } = props;
  const what = `${KIND_LABELS[row.kind]} from ${row.name}`;
  return (
    <InboxDialog
      {...props}
      inbox={SUBMISSIONS_INBOX}
      title={row.subject ?? what}
      description={row.subject ? what : undefined}
      goneTitle="This submission no longer exists."
      remove={{
        label: 'Delete submission',
        question: 'Delete this submission?',
        consequence: `The ${KIND_LABELS[row.kind].toLowerCase()} from ${row.name} will be deleted for good.`,
        cleanUp: nothingElse,
        done: () => ({ title: 'Submission deleted', variant: 'success' }),
      }}
    >
      <SubmissionDetail submission={row} />
    </InboxDialog>
  );
}
