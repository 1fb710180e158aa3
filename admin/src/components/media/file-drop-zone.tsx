import { ImageUp } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { cn } from '@admin/lib/cn';
import { ACCEPTED_IMAGES } from './media-files';

interface FileDropZoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** Drop an image on it, or choose one with the button (the keyboard's way in). */
export function FileDropZone({ onFile, disabled = false }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="media-drop-zone"
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center',
        dragging ? 'border-brand-600 bg-brand-50' : 'border-ink-300',
      )}
    >
      <ImageUp className="h-8 w-8 text-ink-500" aria-hidden="true" />
      <p className="text-sm text-ink-800">Drag an image here, or</p>
      <Button variant="secondary" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        Choose a file
      </Button>
      <p className="text-xs text-ink-600">JPEG, PNG, WebP, AVIF or GIF, up to 5 MB.</p>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGES}
        aria-label="Image file"
        tabIndex={-1}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Clear it so choosing the same file again still reports it.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
