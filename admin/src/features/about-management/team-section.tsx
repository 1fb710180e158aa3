import { Plus } from 'lucide-react';
import { useState } from 'react';
import { SortableList } from '@admin/components/content/sortable-list';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { ItemDialog } from '@admin/components/ui/item-dialog';
import { QueryView } from '@admin/components/ui/query-view';
import { EmptyState, Skeleton } from '@admin/components/ui/states';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import {
  type TeamMember,
  useReorderTeam,
  useSetTeamMemberPublished,
  useTeamMembers,
} from './api/team-members';
import { DeleteTeamMember } from './delete-team-member';
import { ABOUT_ERRORS } from './error-messages';
import { TeamMemberForm } from './team-member-form';
import { TeamMemberRow } from './team-member-row';

interface Editing {
  member: TeamMember | null;
}

/** The team on the about page: add, edit, show or hide, put in order, delete after a confirmation. */
export function TeamSection() {
  const team = useTeamMembers();
  const reorder = useReorderTeam();
  const setPublished = useSetTeamMemberPublished();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: describeSaveError(error, ABOUT_ERRORS), variant: 'error' });
  return (
    <Card aria-labelledby="team-title" className="p-0">
      <div className="p-5 pb-0">
        <CardHeader
          id="team-title"
          title="Team"
          actions={
            <Button size="sm" onClick={() => setEditing({ member: null })}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add team member
            </Button>
          }
        />
        <p className="mb-4 text-sm text-ink-700">
          Drag a person by the handle (or focus it, press Space, use the arrow keys and Space again) to set
          the order on the site.
        </p>
      </div>
      <QueryView
        query={team}
        loading={
          <div className="space-y-2 p-5" aria-busy="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        }
        errorTitle="The team could not be loaded"
        empty={<EmptyState title="No team members yet">Add the people visitors will work with.</EmptyState>}
      >
        {(members) => (
          <SortableList
            label="Team members in their order on the site"
            items={members}
            itemName={(member) => member.name}
            disabled={reorder.isPending}
            onReorder={(ids) =>
              reorder.mutate(ids, {
                onSuccess: () => toast({ title: 'Order saved', variant: 'success' }),
                onError: failed('Order not saved'),
              })
            }
            renderItem={(member) => (
              <TeamMemberRow
                member={member}
                onEdit={() => setEditing({ member })}
                onDelete={() => setDeleting(member)}
                onPublishedChange={(value) =>
                  setPublished.mutate({ id: member.id, value }, { onError: failed('Not changed') })
                }
              />
            )}
          />
        )}
      </QueryView>
      <ItemDialog
        item={editing}
        onClose={() => setEditing(null)}
        title={({ member }) => (member ? `Edit ${member.name}` : 'Add team member')}
        className="max-w-xl"
      >
        {({ member }) => <TeamMemberForm member={member} onDone={() => setEditing(null)} />}
      </ItemDialog>
      <DeleteTeamMember member={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
