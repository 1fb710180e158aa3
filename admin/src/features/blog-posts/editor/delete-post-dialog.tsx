import { PLANNED_NAVIGATION } from '@admin/components/content/unsaved-changes-guard';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { toast } from '@admin/components/ui/toast-store';
import { useDeletePost } from '../api/delete-post';
import { POST_ERRORS } from '../error-messages';
import { describeSaveError } from '@admin/lib/errors';
import { blogPaths } from '../paths';
import type { PostRow } from '../schema';

interface DeletePostDialogProps {
  post: Pick<PostRow, 'id' | 'title' | 'status'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks, then deletes the post with its history and goes back to the list. */
export function DeletePostDialog({ post, open, onOpenChange }: DeletePostDialogProps) {
  const remove = useDeletePost();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this post?"
      description={`“${post.title}” and its revision history are deleted for good.${
        post.status === 'draft' ? '' : ' It leaves the site at its next publish.'
      }`}
      confirmLabel="Delete post"
      destructive
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(post.id, {
          onSuccess: () => {
            onOpenChange(false);
            toast({ title: 'Post deleted', description: `“${post.title}” is gone.`, variant: 'success' });
            void navigate(blogPaths.list, { state: PLANNED_NAVIGATION });
          },
          onError: (error) => {
            onOpenChange(false);
            toast({
              title: 'Not deleted',
              description: describeSaveError(error, POST_ERRORS),
              variant: 'error',
            });
          },
        })
      }
    />
  );
}
