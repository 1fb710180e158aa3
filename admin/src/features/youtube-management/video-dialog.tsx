import { Dialog } from '@admin/components/ui/dialog';
import type { VideoRow } from './api/list-videos';
import { VideoForm } from './video-form';

interface VideoDialogProps {
  /** 'new', a video to edit, or null when closed. */
  editing: VideoRow | 'new' | null;
  categories: readonly string[];
  onClose: () => void;
}

export function VideoDialog({ editing, categories, onClose }: VideoDialogProps) {
  const video = editing === 'new' ? null : editing;
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={video ? `Edit video: ${video.title}` : 'Add video'}
      className="max-w-2xl"
    >
      {editing !== null && (
        <VideoForm key={video?.id ?? 'new'} video={video} categories={categories} onDone={onClose} />
      )}
    </Dialog>
  );
}
