import type { UseFormRegisterReturn } from 'react-hook-form';
import { PublicationBadge } from '@admin/components/content/publication-badge';
import { PublicationNote } from '@admin/components/content/publication-note';
import { Button } from '@admin/components/ui/button';
import { Field, Input } from '@admin/components/ui/field';
import { type Publication, publicationOf } from '@admin/lib/publication';
import type { PublicationFields, PublishIntent } from '@admin/components/content/publish-intent';

interface PublishActionsProps {
  /** What the item is called in its buttons and notes: "video". */
  noun: string;
  /** The stored item's publication, or null for a new one. */
  current: PublicationFields | null;
  pending: boolean;
  /** The "Go live at" input (register('publish_at')). */
  scheduleInput: UseFormRegisterReturn;
  scheduleError?: string | undefined;
  onIntent: (intent: PublishIntent) => void;
}

/** The buttons in order; a null label is "Publish <noun>". */
const BUTTONS: Record<Publication | 'new', { intent: PublishIntent; label: string | null }[]> = {
  new: [
    { intent: 'draft', label: 'Save draft' },
    { intent: 'schedule', label: 'Schedule' },
    { intent: 'publish', label: null },
  ],
  draft: [
    { intent: 'draft', label: 'Save draft' },
    { intent: 'schedule', label: 'Schedule' },
    { intent: 'publish', label: null },
  ],
  scheduled: [
    { intent: 'unpublish', label: 'Unpublish' },
    { intent: 'schedule', label: 'Reschedule' },
    { intent: 'save', label: 'Save' },
    { intent: 'publish', label: null },
  ],
  published: [
    { intent: 'unpublish', label: 'Unpublish' },
    { intent: 'save', label: 'Save' },
  ],
};

/** The form's footer: where the item stands, when a schedule goes live, and the publish buttons. */
export function PublishActions({
  noun,
  current,
  pending,
  scheduleInput,
  scheduleError,
  onIntent,
}: PublishActionsProps) {
  const publication = current ? publicationOf(current.status, current.published_at) : 'new';
  const buttons = BUTTONS[publication];
  return (
    <div className="space-y-3 border-t border-ink-100 pt-4">
      <p className="flex items-center gap-2 text-sm text-ink-800">
        Now:{' '}
        {current ? (
          <PublicationBadge status={current.status} publishedAt={current.published_at} />
        ) : (
          <span>not saved yet</span>
        )}
      </p>
      {publication !== 'published' && (
        <Field
          label="Go live at"
          hint="Only for Schedule: the live site is updated automatically shortly after this time."
          error={scheduleError}
        >
          {(control) => <Input type="datetime-local" className="max-w-64" {...scheduleInput} {...control} />}
        </Field>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {buttons.map(({ intent, label }, index) => (
          <Button
            key={intent}
            variant={index === buttons.length - 1 ? 'primary' : 'secondary'}
            pending={pending}
            onClick={() => onIntent(intent)}
          >
            {label ?? `Publish ${noun}`}
          </Button>
        ))}
      </div>
      <PublicationNote noun={noun} />
    </div>
  );
}
