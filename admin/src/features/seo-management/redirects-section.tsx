import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { DeleteConfirmDialog } from '@admin/components/ui/delete-confirm-dialog';
import { ItemDialog } from '@admin/components/ui/item-dialog';
import { QueryView } from '@admin/components/ui/query-view';
import { EmptyState, Skeleton } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { type RedirectRow, useDeleteRedirect, useRedirects, useSetRedirectActive } from './api/redirects';
import { friendlySaveError } from './db-errors';
import { RedirectForm } from './redirect-form';
import { RedirectTable } from './redirect-table';

interface Editing {
  redirect: RedirectRow | null;
}

/** The redirects manager: list, add, change, switch on and off, delete after a confirmation. */
export function RedirectsSection() {
  const redirects = useRedirects();
  const remove = useDeleteRedirect();
  const setActive = useSetRedirectActive();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<RedirectRow | null>(null);
  const onToggle = (redirect: RedirectRow, isActive: boolean) =>
    setActive.mutate(
      { id: redirect.id, isActive },
      {
        onError: (error) =>
          toast({ title: 'Not changed', description: friendlySaveError(error), variant: 'error' }),
      },
    );
  return (
    <Card aria-labelledby="redirects-title" className="p-0">
      <div className="p-5 pb-0">
        <CardHeader
          id="redirects-title"
          title="Redirects"
          actions={
            <Button size="sm" onClick={() => setEditing({ redirect: null })}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              Add redirect
            </Button>
          }
        />
        <p className="mb-4 text-sm text-ink-700">
          Send visitors and search engines from an old address to a new one. Redirects take effect on the site
          with the next publish.
        </p>
      </div>
      <QueryView
        query={redirects}
        loading={
          <div className="space-y-2 p-5" aria-busy="true">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        }
        errorTitle="The redirects could not be loaded"
        empty={<EmptyState title="No redirects yet">Add one when a page moves to a new address.</EmptyState>}
      >
        {(rows) => (
          <RedirectTable
            redirects={rows}
            onEdit={(redirect) => setEditing({ redirect })}
            onDelete={setDeleting}
            onToggle={onToggle}
          />
        )}
      </QueryView>
      <ItemDialog
        item={editing}
        onClose={() => setEditing(null)}
        title={({ redirect }) => (redirect ? 'Edit redirect' : 'Add redirect')}
        description="It takes effect on the site with the next publish."
      >
        {({ redirect }) => <RedirectForm redirect={redirect} onDone={() => setEditing(null)} />}
      </ItemDialog>
      <DeleteConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete this redirect?"
        description={(redirect) =>
          `Visitors to ${redirect.from_path} will no longer be sent on after the next publish.`
        }
        confirmLabel="Delete redirect"
        remove={(redirect) => remove.mutateAsync(redirect.id)}
        deleted="Redirect deleted"
        describeError={friendlySaveError}
      />
    </Card>
  );
}
