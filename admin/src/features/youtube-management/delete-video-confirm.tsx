import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { toast } from '@admin/components/ui/toast-store';
import type { VideoRow } from './api/list-videos';
import { useDeleteVideo } from './api/delete-video';
import { VIDEO_ERRORS } from './error-messages';
import { describeSaveError } from '@admin/lib/errors';

export function DeleteVideoConfirm({ video, onClose }: { video: VideoRow | null; onClose: () => void }) {
  const remove = useDeleteVideo();
  return (
    <ConfirmDialog
      open={video !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this video?"
      description={
        video
          ? `“${video.title}” leaves the list and, with the next publish, the site. The video stays on YouTube.`
          : ''
      }
      confirmLabel="Delete video"
      destructive
      pending={remove.isPending}
      onConfirm={() => {
        if (!video) return;
        remove.mutate(video.id, {
          onSuccess: () => {
            toast({ title: 'Video deleted', description: video.title, variant: 'success' });
            onClose();
          },
          onError: (error) =>
            toast({
              title: 'Not deleted',
              description: describeSaveError(error, VIDEO_ERRORS),
              variant: 'error',
            }),
        });
      }}
    />
  );
}
