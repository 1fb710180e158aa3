import { useId, useState } from 'react';
import { PublicationBadge } from '@admin/components/content/publication-badge';
import { PublicationNote } from '@admin/components/content/publication-note';
import { Button } from '@admin/components/ui/button';
import { Input } from '@admin/components/ui/field';
import { dateTime } from '@admin/lib/format-time';
import { fromLocalInput, publicationOf, type PublishStatus, toLocalInput } from '@admin/lib/publication';

export type PublishIntent =
  { kind: 'save' } | { kind: 'publish' } | { kind: 'schedule'; at: string } | { kind: 'unpublish' };

interface PublishPanelProps {
  status: PublishStatus;
  publishedAt: string | null;
  pending: boolean;
  onIntent: (intent: PublishIntent) => void;
  onUnpublish: () => void;
}

/** Where the post stands and what can happen next: save, publish, schedule, unpublish. */
export function PublishPanel({ status, publishedAt, pending, onIntent, onUnpublish }: PublishPanelProps) {
  const id = useId();
  const publication = publicationOf(status, publishedAt);
  const [when, setWhen] = useState(publication === 'scheduled' ? toLocalInput(publishedAt) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const schedule = () => {
    const at = fromLocalInput(when);
    if (!at) setProblem('Choose the date and time it goes live.');
    else if (new Date(at).getTime() <= Date.now()) setProblem('Choose a time in the future.');
    else {
      setProblem(null);
      onIntent({ kind: 'schedule', at });
    }
  };
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-800">
        Status: <PublicationBadge status={status} publishedAt={publishedAt} />
        {publishedAt && publication !== 'draft' && (
          <span data-testid="published-at">
            {publication === 'scheduled' ? 'goes live' : 'since'} {dateTime(publishedAt)}
          </span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" pending={pending} onClick={() => onIntent({ kind: 'save' })}>
          {publication === 'draft' ? 'Save draft' : 'Save changes'}
        </Button>
        {publication !== 'published' && (
          <Button pending={pending} onClick={() => onIntent({ kind: 'publish' })}>
            Publish post
          </Button>
        )}
        {publication !== 'draft' && (
          <Button variant="secondary" disabled={pending} onClick={onUnpublish}>
            Unpublish
          </Button>
        )}
      </div>
      {publication !== 'published' && (
        <div className="space-y-1.5">
          <label htmlFor={id} className="block text-sm font-medium text-ink-900">
            Publish on
          </label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={id}
              type="datetime-local"
              className="w-auto"
              value={when}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              onChange={(event) => setWhen(event.target.value)}
            />
            <Button variant="secondary" disabled={pending} onClick={schedule}>
              {publication === 'scheduled' ? 'Reschedule' : 'Schedule'}
            </Button>
          </div>
          {problem && (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
        </div>
      )}
      <PublicationNote noun="post" />
    </div>
  );
}
