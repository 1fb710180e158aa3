import { AlertTriangle } from 'lucide-react';
import type { RestoreResult } from '@functions/backups/contract';
import { missingFileCount } from './restore-report';

const SHOWN = 10;

/** Files the backup lists that storage no longer has: a restore brings back their rows, not the files. */
export function MissingFiles({ answer }: { answer: RestoreResult }) {
  const count = missingFileCount(answer);
  if (count === 0) return null;
  const names = [
    ...answer.missing_files.media.map((name) => `media/${name}`),
    ...answer.missing_files.downloads.map((name) => `downloads/${name}`),
  ];
  return (
    <div
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink-900"
      data-testid="missing-files"
    >
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-800" aria-hidden="true" />
        {count === 1 ? '1 stored file is' : `${String(count)} stored files are`} missing. The restore brings
        back the rows that use them, not the files: upload them again afterwards.
      </p>
      <ul className="mt-2 list-disc space-y-0.5 pl-6 break-all">
        {names.slice(0, SHOWN).map((name) => (
          <li key={name}>{name}</li>
        ))}
        {names.length > SHOWN && <li>and {names.length - SHOWN} more</li>}
      </ul>
    </div>
  );
}
