import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { useDeleteMediaAsset } from './api/delete-media-asset';

interface DeleteMediaButtonProps {
  path: string;
  fileName: string;
  /** Why it cannot be deleted now (it is used, or its uses are unknown); null when it can. */
  blockedBecause: string | null;
  onDeleted: () => void;
}

/** Deletes an unused image after confirmation; a used one's button is disabled with the reason. */
export function DeleteMediaButton({ path, fileName, blockedBecause, onDeleted }: DeleteMediaButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMediaAsset({ fileName, onDeleted });
  const confirm = () => remove.mutate(path, { onSettled: () => setConfirming(false) });
  return (
    <div className="space-y-2">
      <Button
        variant="danger"
        size="sm"
        disabled={blockedBecause !== null}
        aria-describedby={blockedBecause ? 'media-delete-blocked' : undefined}
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete image
      </Button>
      {blockedBecause && (
        <p id="media-delete-blocked" className="text-sm text-ink-700">
          {blockedBecause}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this image?"
        description={`“${fileName}” will be removed from the library and its address will stop working. This cannot be undone.`}
        confirmLabel="Delete image"
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
