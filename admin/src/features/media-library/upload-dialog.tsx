import type { MediaAsset } from '@admin/components/media/api/list-media-assets';
import { MediaUploadPanel } from '@admin/components/media/media-upload-panel';
import { Dialog } from '@admin/components/ui/dialog';

interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUploaded: (asset: MediaAsset) => void;
}

export function UploadDialog({ open, onOpenChange, onUploaded }: UploadDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Upload an image"
      description="It joins the library, ready for any page to use."
    >
      <MediaUploadPanel
        onUploaded={(asset) => {
          onOpenChange(false);
          onUploaded(asset);
        }}
      />
    </Dialog>
  );
}
