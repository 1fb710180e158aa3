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
