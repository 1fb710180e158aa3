import { useId } from 'react';

/** The share of an upload sent so far, as a bar and a percentage. */
export function UploadProgress({ fraction }: { fraction: number }) {
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
