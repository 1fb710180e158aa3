import type { Database } from '@lib/database.types';

export type PublishStatus = Database['public']['Enums']['publish_status'];

/** Where an item stands for visitors: a scheduled item whose time has come is live. */
export type Publication = 'draft' | 'scheduled' | 'published';

export function publicationOf(
  status: PublishStatus,
  publishedAt: string | null,
  now: number = Date.now(),
): Publication {
  if (status === 'draft' || publishedAt === null) return 'draft';
  return new Date(publishedAt).getTime() > now ? 'scheduled' : 'published';
}

/** The value of an `<input type="datetime-local">` for an ISO time, in the reader's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The ISO time of a `datetime-local` value (read in the reader's time zone); null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * What a save does to an item's publication besides storing its content: the one model every
 * editor's publish panel speaks (`keep` leaves status and date as they are).
 */
export type PublishIntent =
  | { kind: 'keep' }
  | { kind: 'draft' }
  | { kind: 'publish' }
  | { kind: 'schedule'; at: string }
  | { kind: 'unpublish' };

export type PublishIntentKind = PublishIntent['kind'];

export interface PublicationColumns {
  status: PublishStatus;
  published_at: string | null;
}

/** The status columns an intent writes; `keep` writes none. */
export function publicationColumns(
  intent: PublishIntent,
  now = new Date(),
): PublicationColumns | Record<string, never> {
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

/** The toast after a save, by intent. */
export const INTENT_DONE: Record<PublishIntentKind, string> = {
  keep: 'Changes saved',
  draft: 'Draft saved',
  publish: 'Published',
  schedule: 'Scheduled',
  unpublish: 'Unpublished: it is a draft again',
};

/** Why a schedule time is refused, or null when it is in the future. */
export function scheduleProblem(
  at: string | null,
  now: number = Date.now(),
  past = 'Pick a time in the future, or publish now.',
): string | null {
  if (!at) return 'Choose the date and time it goes live.';
  if (new Date(at).getTime() <= now) return past;
  return null;
}

/**
 * The status and date an item has after an intent, given what is stored (null: a new item).
 * With `keepDraftDate`, a draft keeps the date it once had, so it can come back as it was (videos,
 * resources); otherwise a draft has no date.
 */
export function publicationAfter(
  intent: PublishIntent,
  current: PublicationColumns | null,
  { keepDraftDate = false, now = new Date() }: { keepDraftDate?: boolean; now?: Date } = {},
): PublicationColumns {
  if (intent.kind === 'keep')
    return current
      ? { status: current.status, published_at: current.published_at }
      : { status: 'draft', published_at: null };
  const columns = publicationColumns(intent, now) as PublicationColumns;
  return columns.status === 'draft' && keepDraftDate
    ? { status: 'draft', published_at: current?.published_at ?? null }
    : columns;
}
