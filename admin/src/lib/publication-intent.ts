import type { PublishStatus } from '@admin/lib/publication';

/** What a save does to an item's publication, besides storing its content. */
export type PublicationIntent =
  | { kind: 'keep' }
  | { kind: 'draft' }
  | { kind: 'publish' }
  | { kind: 'schedule'; at: string }
  | { kind: 'unpublish' };

/** The status columns an intent writes; `keep` leaves them as they are. */
export function publicationColumns(
  intent: PublicationIntent,
  now = new Date(),
): { status: PublishStatus; published_at: string | null } | Record<string, never> {
  switch (intent.kind) {
    case 'keep':
      return {};
    case 'draft':
    case 'unpublish':
      return { status: 'draft', published_at: null };
    case 'publish':
      return { status: 'published', published_at: now.toISOString() };
    case 'schedule':
      return { status: 'scheduled', published_at: intent.at };
  }
}

export const INTENT_DONE: Record<PublicationIntent['kind'], string> = {
  keep: 'Changes saved',
  draft: 'Draft saved',
  publish: 'Published',
  schedule: 'Scheduled',
  unpublish: 'Unpublished: it is a draft again',
};
