import { ItemDialog } from '@admin/components/ui/item-dialog';
import type { VideoRow } from './api/list-videos';
import { VideoForm } from './video-form';

interface VideoDialogProps {
  /** 'new', a video to edit, or null when closed. */
  editing: VideoRow | 'new' | null;
  categories: readonly string[];
  onClose: () => void;
}

export function VideoDialog({ editing, categories, onClose }: VideoDialogProps) {
  return (
    <ItemDialog
      item={editing}
      onClose={onClose}
      title={(item) => (item === 'new' ? 'Add video' : `Edit video: ${item.title}`)}
      className="max-w-2xl"
    >
      {(item) => {
        const video = item === 'new' ? null : item;
        return <VideoForm key={video?.id ?? 'new'} video={video} categories={categories} onDone={onClose} />;
      }}
    </ItemDialog>
  );
}
