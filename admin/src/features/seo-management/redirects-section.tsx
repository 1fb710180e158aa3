import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { Dialog } from '@admin/components/ui/dialog';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import { type RedirectRow, useDeleteRedirect, useRedirects, useSetRedirectActive } from './api/redirects';
import { friendlySaveError } from './db-errors';
import { RedirectForm } from './redirect-form';
import { RedirectTable } from './redirect-table';

type Editing = { redirect: RedirectRow | null } | null;

/** The redirects manager: list, add, change, switch on and off, delete after a confirmation. */
export function RedirectsSection() {
  const redirects = useRedirects();
  const remove = useDeleteRedirect();
  const setActive = useSetRedirectActive();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RedirectRow | null>(null);
  const onToggle = (redirect: RedirectRow, isActive: boolean) =>
    setActive.mutate(
      { id: redirect.id, isActive },
      {
        onError: (error) =>
          toast({ title: 'Not changed', description: friendlySaveError(error), variant: 'error' }),
      },
    );
  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Redirect deleted', variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Not deleted', description: friendlySaveError(error), variant: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };
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
      {redirects.isPending ? (
        <div className="space-y-2 p-5" aria-busy="true">
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
        </div>
      ) : redirects.isError ? (
        <ErrorState
          title="The redirects could not be loaded"
          message={describeError(redirects.error)}
          onRetry={() => void redirects.refetch()}
        />
      ) : redirects.data.length === 0 ? (
        <EmptyState title="No redirects yet">Add one when a page moves to a new address.</EmptyState>
      ) : (
        <RedirectTable
          redirects={redirects.data}
          onEdit={(redirect) => setEditing({ redirect })}
          onDelete={setDeleting}
          onToggle={onToggle}
        />
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing?.redirect ? 'Edit redirect' : 'Add redirect'}
        description="It takes effect on the site with the next publish."
      >
        {editing && <RedirectForm redirect={editing.redirect} onDone={() => setEditing(null)} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this redirect?"
        description={`Visitors to ${deleting?.from_path ?? ''} will no longer be sent on after the next publish.`}
        confirmLabel="Delete redirect"
        destructive
        pending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </Card>
  );
}
