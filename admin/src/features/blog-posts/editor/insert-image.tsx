import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { altTextProblem } from '@admin/components/media/alt-text-schema';
import { MediaField } from '@admin/components/media/media-field';
import { MediaLibraryDialog, type PickedImage } from '@admin/components/media/media-library-dialog';
import { Dialog } from '@admin/components/ui/dialog';
import { publicFileUrl } from '@admin/lib/media-url';

interface InsertImageProps {
  onInsert: (alt: string, url: string) => void;
  className: string;
}

/**
 * The toolbar's "Insert image": the media library, then the alt text for this use (prefilled from
 * the library, required, as for covers), then `onInsert`. Cancelling returns focus to the button.
 */
export function InsertImage({ onInsert, className }: InsertImageProps) {
  const button = useRef<HTMLButtonElement>(null);
  // The library calls onPick, then closes itself: that close is not a cancel.
  const picked = useRef(false);
  const [step, setStep] = useState<'closed' | 'library' | 'alt'>('closed');
  const [image, setImage] = useState<PickedImage | null>(null);
  const [error, setError] = useState<string>();
  const cancel = () => {
    setStep('closed');
    requestAnimationFrame(() => button.current?.focus());
  };
  const change = (next: PickedImage | null) => {
    setError(undefined);
    setImage(next);
  };
  const insert = () => {
    if (!image) {
      setError('Choose the image to insert.');
      return;
    }
    const problem = altTextProblem(image.alt);
    setError(problem);
    if (problem) return;
    setStep('closed');
    onInsert(image.alt.trim(), publicFileUrl('media', image.path));
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        title="Insert image"
        aria-label="Insert image"
        onClick={() => setStep('library')}
        className={className}
      >
        <ImagePlus className="h-4 w-4" aria-hidden="true" />
      </button>
      <MediaLibraryDialog
        open={step === 'library'}
        onOpenChange={(open) => {
          if (open) return;
          if (picked.current) picked.current = false;
          else cancel();
        }}
        onPick={(chosen) => {
          picked.current = true;
          change(chosen);
          setStep('alt');
        }}
      />
      <Dialog
        open={step === 'alt'}
        onOpenChange={(open) => !open && cancel()}
        title="Insert image"
        description="Describe the image as it is used in this article."
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // The dialog sits inside the post's form in React's tree: this submit is not that form's.
            event.stopPropagation();
            insert();
          }}
          className="space-y-5"
        >
          <MediaField label="Image" value={image} onChange={change} error={error} />
          <DialogFormActions onCancel={cancel} pending={false}>
            Insert image
          </DialogFormActions>
        </form>
      </Dialog>
    </>
  );
}
