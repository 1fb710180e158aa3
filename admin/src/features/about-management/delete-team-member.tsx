import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { toast } from '@admin/components/ui/toast-store';
import { describeSaveError } from '@admin/lib/errors';
import { countOf, plural } from '@admin/lib/plural';
import { type TeamMember, useAuthoredPostCount, useDeleteTeamMember } from './api/team-members';
import { ABOUT_ERRORS } from './error-messages';

function authorship(name: string, count: number | undefined): string {
  if (count === undefined) return `Checking whether ${name} authors any blog posts…`;
  if (count === 0) return `${name} is not the author of any blog post.`;
  return `${name} is the author of ${countOf(count, 'blog post')}; ${plural(count, 'it', 'they')} will show no author.`;
}

/** Asks before deleting a team member, saying how many blog posts lose their author. */
export function DeleteTeamMember({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const remove = useDeleteTeamMember();
  const posts = useAuthoredPostCount(member?.id ?? null);
  const name = member?.name ?? '';
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete ${name}?`}
      description={
        <>
          <span className="block" data-testid="authored-posts">
            {posts.isError
              ? 'The number of blog posts they author could not be checked.'
              : authorship(name, posts.data)}
          </span>
          <span className="mt-2 block">
            They move to the trash and leave the about page with the next publish. You can restore them from
            Trash for 30 days; after that they are deleted for good.
          </span>
        </>
      }
      confirmLabel="Delete team member"
      destructive
      pending={remove.isPending}
      onConfirm={() => {
        if (!member) return;
        remove.mutate([member.id], {
          onSuccess: () =>
            toast({
              title: `${name} deleted`,
              description: `${name} is in the trash: restore them from Trash within 30 days.`,
              variant: 'success',
            }),
          onError: (error) =>
            toast({
              title: 'Not deleted',
              description: describeSaveError(error, ABOUT_ERRORS),
              variant: 'error',
            }),
          onSettled: onClose,
        });
      }}
    />
  );
}
