import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@admin/components/ui/button';
import { TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { type AltTextForm, altTextForm } from './alt-text-schema';
import { FileDropZone } from './file-drop-zone';
import { type MediaAsset, useUploadMediaAsset } from './media-api';
import { formatBytes, imageFileProblem, isImageType } from './media-files';

interface MediaUploadPanelProps {
  /** Called with the new library entry once the file is stored and recorded. */
  onUploaded: (asset: MediaAsset) => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** One image into the library: checked (type, size, alt text) before it is sent, with progress. */
export function MediaUploadPanel({ onUploaded }: MediaUploadPanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const upload = useUploadMediaAsset();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AltTextForm>({ resolver: zodResolver(altTextForm), defaultValues: { alt: '' } });

  // An upload still running when the panel closes is cancelled.
  useEffect(() => () => controller.current?.abort(), []);

  const choose = (chosen: File) => {
    const reason = imageFileProblem(chosen);
    setProblem(reason);
    setFile(reason ? null : chosen);
    // Revoked once the thumbnail has loaded it.
    setPreview(reason ? null : URL.createObjectURL(chosen));
  };

  const submit = ({ alt }: AltTextForm) => {
    if (!file || !isImageType(file.type)) {
      setProblem('Choose an image to upload first.');
      return;
    }
    controller.current = new AbortController();
    setProgress(0);
    setProblem(null);
    upload.mutate(
      { file, type: file.type, alt, onProgress: setProgress, signal: controller.current.signal },
      {
        onSuccess: (asset) => {
          toast({ title: 'Image uploaded', description: asset.file_name, variant: 'success' });
          setFile(null);
          setPreview(null);
          reset({ alt: '' });
          onUploaded(asset);
        },
        onError: (error) => {
          if (isAbort(error)) toast({ title: 'Upload cancelled', variant: 'info' });
          else setProblem(error.message);
        },
        onSettled: () => {
          setProgress(null);
          controller.current = null;
        },
      },
    );
  };

  const uploading = progress !== null;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        // The panel may sit in a dialog opened from another form: its submit is not that form's.
        event.stopPropagation();
        void handleSubmit(submit)(event);
      }}
    >
      <FileDropZone onFile={choose} disabled={uploading} />
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      {file && (
        <div className="flex items-center gap-3" data-testid="media-upload-file">
          {preview && (
            <img
              src={preview}
              alt=""
              onLoad={() => URL.revokeObjectURL(preview)}
              className="h-16 w-24 rounded-md border border-ink-200 object-cover"
            />
          )}
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium text-ink-900">{file.name}</p>
            <p className="text-ink-600">{formatBytes(file.size)}</p>
          </div>
        </div>
      )}
      <TextField
        label="Alt text"
        hint="What the image shows, for people who cannot see it. It can be adjusted where the image is used."
        maxLength={200}
        disabled={uploading}
        error={errors.alt?.message}
        {...register('alt')}
      />
      {uploading && <UploadProgress fraction={progress} />}
      <div className="flex justify-end gap-2">
        {uploading && (
          <Button variant="secondary" onClick={() => controller.current?.abort()}>
            Cancel upload
          </Button>
        )}
        <Button type="submit" pending={uploading}>
          Upload
        </Button>
      </div>
    </form>
  );
}

/** The share of an upload sent so far, as a bar and a percentage. */
function UploadProgress({ fraction }: { fraction: number }) {
  const labelId = useId();
  const percent = Math.round(fraction * 100);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm text-ink-700">
        <span id={labelId}>Uploading…</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-ink-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${String(percent)}%` }} />
      </div>
    </div>
  );
}
