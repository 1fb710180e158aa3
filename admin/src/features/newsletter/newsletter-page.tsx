import { useState } from 'react';
import { CsvImportButton } from '@admin/components/csv-import/csv-import-button';
import { DataTable } from '@admin/components/data-table/data-table';
import { ExportButton } from '@admin/components/inbox/export-button';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { DeleteConfirmDialog } from '@admin/components/ui/delete-confirm-dialog';
import { PageHeader } from '@admin/components/ui/page-header';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { describeSaveError } from '@admin/lib/errors';
import { outcomeToasts } from '@admin/lib/outcome-toasts';
import { newestFirst } from '@admin/lib/table-state';
import {
  exportSubscribers,
  SORTABLE,
  type Subscriber,
  type SubscriberChange,
  SUBSCRIBER_ERRORS,
  useDeleteSubscriber,
  useSubscribers,
  useUpdateSubscriber,
} from './api/subscribers';
import { subscriberColumns } from './subscriber-columns';
import { type FilterKey, SubscriberFilterBar, type SubscriberFilters } from './subscriber-filters';
import { SUBSCRIBER_IMPORT } from './subscriber-import';

const DEFAULTS = newestFirst(SORTABLE);

const changeTitle = (change: SubscriberChange) =>
  change.is_confirmed ? 'Marked confirmed' : change.is_active ? 'Reactivated' : 'Deactivated';

interface NewsletterPageProps {
  filters: SubscriberFilters;
  onFilterChange: (key: FilterKey, value: string | null) => void;
}

/** /admin/newsletter: subscribers, their status, CSV export and import; admins may delete. */
export function NewsletterPage({ filters, onFilterChange }: NewsletterPageProps) {
  const staff = useCurrentStaff();
  const [state, setState] = useTableState(DEFAULTS);
  const query = { filters, search: state.search };
  const list = useSubscribers(query, state);
  const update = useUpdateSubscriber();
  const remove = useDeleteSubscriber();
  const [deleting, setDeleting] = useState<Subscriber | null>(null);

  const onChange = (subscriber: Subscriber, change: SubscriberChange) =>
    update.mutate(
      { id: subscriber.id, change },
      outcomeToasts({
        done: changeTitle(change),
        detail: subscriber.email,
        failed: 'Not changed',
        refusals: SUBSCRIBER_ERRORS,
      }),
    );
  const filtered = Boolean(filters.source ?? filters.active ?? filters.confirmed);
  return (
    <>
      <PageHeader
        title="Newsletter"
        description="Subscribers from the site's sign-up form and from imports."
        actions={
          <>
            <ExportButton run={() => exportSubscribers(query)} noun="subscriber" />
            <CsvImportButton config={SUBSCRIBER_IMPORT} />
          </>
        }
      />
      <DataTable
        label="Newsletter subscribers"
        columns={subscriberColumns({ canDelete: staff.role === 'admin', onChange, onDelete: setDeleting })}
        query={list}
        state={state}
        onStateChange={setState}
        searchLabel="Search by email"
        emptyTitle={filtered ? 'No subscribers match these filters.' : 'No subscribers yet.'}
        toolbar={<SubscriberFilterBar filters={filters} onChange={onFilterChange} />}
      />
      <DeleteConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete this subscriber?"
        description={(subscriber) =>
          `${subscriber.email} will be removed for good. To stop sending to them but keep the record, deactivate them instead.`
        }
        confirmLabel="Delete subscriber"
        remove={remove.mutateAsync}
        deleted="Subscriber deleted"
        deletedDescription={(subscriber) => subscriber.email}
        describeError={(error) => describeSaveError(error, SUBSCRIBER_ERRORS)}
      />
    </>
  );
}
