import { useState } from 'react';
import { PublicationBadge } from '@admin/components/content/publication-badge';
import { Button } from '@admin/components/ui/button';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { Field, Input } from '@admin/components/ui/field';
import { SectionCard } from '@admin/components/ui/section-card';
import { dateTime } from '@admin/lib/format-time';
import {
  fromLocalInput,
  type Publication,
  publicationOf,
  type PublishIntent,
  type PublishIntentKind,
  type PublishStatus,
  scheduleProblem,
  toLocalInput,
} from '@admin/lib/publication';

interface PublishPanelProps {
  /** What the item is called in its buttons and notes: "case study". */
  noun: string;
  /** The stored publication, or null for an item not saved yet. */
  stored: { status: PublishStatus; published_at: string | null } | null;
  /** The action running, if any. */
  pending: PublishIntentKind | null;
  onAction: (intent: PublishIntent) => void;
  /** The panel's heading. */
  title?: string;
  /** The schedule field's label. */
  scheduleLabel?: string;
  /** The refusal of a time that has passed. */
  pastTimeProblem?: string;
  /** Given: Unpublish asks this first. */
  confirmUnpublish?: { title: string; description: string };
}

/** What the panel says of a stored item, given its publication time (null for a draft). */
const STATE_SENTENCE: Record<Publication, (at: string | null) => string> = {
  draft: () => 'A draft: only staff can see it.',
  scheduled: (at) => `Scheduled for ${dateTime(at ?? '')}.`,
  published: (at) => `Published ${dateTime(at ?? '')}.`,
};

/** What an area may word its own way in the panel. */
export type PublishWording = Pick<
  PublishPanelProps,
  'title' | 'scheduleLabel' | 'pastTimeProblem' | 'confirmUnpublish'
>;

/**
 * Save and publication in one place: a draft is saved, published now or scheduled; a live or
 * scheduled item is saved as it is, rescheduled, or taken back to a draft.
 */
export function PublishPanel({
  noun,
  stored,
  pending,
  onAction,
  title = 'Publication',
  scheduleLabel = 'Go live at',
  pastTimeProblem,
  confirmUnpublish,
}: PublishPanelProps) {
  const publication = stored ? publicationOf(stored.status, stored.published_at) : 'draft';
  const [when, setWhen] = useState(
    publication === 'scheduled' ? toLocalInput(stored?.published_at ?? null) : '',
  );
  const [whenError, setWhenError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const busy = pending !== null;
  const schedule = () => {
    const at = fromLocalInput(when);
    const refused = scheduleProblem(at, Date.now(), pastTimeProblem);
    setWhenError(refused ?? undefined);
    if (at && !refused) onAction({ kind: 'schedule', at });
  };
  const button = (intent: PublishIntent, label: string, variant: 'primary' | 'secondary' = 'secondary') => (
    <Button
      variant={variant}
      pending={pending === intent.kind}
      disabled={busy}
      onClick={() =>
        intent.kind === 'unpublish' && confirmUnpublish ? setConfirming(true) : onAction(intent)
      }
    >
      {label}
    </Button>
  );
  return (
    <SectionCard
      title={title}
      actions={stored && <PublicationBadge status={stored.status} publishedAt={stored.published_at} />}
      className="space-y-4"
    >
      <p className="text-sm text-ink-700" data-testid="publication-state">
        {stored ? STATE_SENTENCE[publication](stored.published_at) : 'Not saved yet.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {publication === 'draft' ? (
          <>
            {button({ kind: 'draft' }, 'Save draft')}
            {button({ kind: 'publish' }, `Publish ${noun}`, 'primary')}
          </>
        ) : (
          <>
            {button({ kind: 'keep' }, 'Save changes', 'primary')}
            {publication === 'scheduled' && button({ kind: 'publish' }, `Publish ${noun}`)}
            {button({ kind: 'unpublish' }, 'Unpublish')}
          </>
        )}
      </div>
      {publication !== 'published' && (
        <div className="flex flex-wrap items-end gap-2 border-t border-ink-100 pt-4">
          <Field label={scheduleLabel} hint="Your local time." error={whenError} className="min-w-56 flex-1">
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={when}
                onChange={(event) => setWhen(event.target.value)}
              />
            )}
          </Field>
          <Button variant="secondary" pending={pending === 'schedule'} disabled={busy} onClick={schedule}>
            {publication === 'scheduled' ? 'Reschedule' : 'Schedule'}
          </Button>
        </div>
      )}
      {/* Said the same way in every editor: the site changes when it is rebuilt (by staff with
          Publish site, or by the schedule when an item comes due). */}
      <p className="text-xs text-ink-700" data-testid="publication-note">
        Visitors see a published {noun}, and every saved change, once the live site is updated (Publish site,
        in the top bar). A scheduled {noun} needs nothing more: the live site is updated automatically shortly
        after its time, with every change waiting.
      </p>
      {confirmUnpublish && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          {...confirmUnpublish}
          confirmLabel="Unpublish"
          onConfirm={() => {
            setConfirming(false);
            onAction({ kind: 'unpublish' });
          }}
        />
      )}
    </SectionCard>
  );
}
