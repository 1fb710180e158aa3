import { fromLocalInput, type PublishStatus } from '@admin/lib/publication';

/**
 * Which button of PublishActions was pressed: keep the item's state, or change it.
 * Unlike lib/publication (PublishIntent, content-resource PublishPanel), the schedule time is a field of the item's form
 * and a draft keeps the date it once had.
 */
export type PublishIntent = 'save' | 'draft' | 'publish' | 'schedule' | 'unpublish';

export interface PublicationFields {
  status: PublishStatus;
  published_at: string | null;
}

/**
 * The status and date to store for a button press: a draft keeps the date it once had (so it can
 * come back as it was), "Publish <item>" dates it now, "Schedule" dates it at the chosen time.
 * Returns an error message when a schedule has no future time.
 */
export function publicationFor(
  intent: PublishIntent,
  current: PublicationFields | null,
  scheduleAt: string,
  now: number = Date.now(),
): PublicationFields | { error: string } {
  switch (intent) {
    case 'save':
      // Only these two fields: `current` may be the whole stored row.
      return current
        ? { status: current.status, published_at: current.published_at }
        : { status: 'draft', published_at: null };
    case 'draft':
    case 'unpublish':
      return { status: 'draft', published_at: current?.published_at ?? null };
    case 'publish':
      return { status: 'published', published_at: new Date(now).toISOString() };
    case 'schedule': {
      const at = fromLocalInput(scheduleAt);
      if (!at) return { error: 'Choose the date and time it goes live.' };
      if (new Date(at).getTime() <= now) return { error: 'Choose a time in the future, or publish it now.' };
      return { status: 'scheduled', published_at: at };
    }
  }
}
