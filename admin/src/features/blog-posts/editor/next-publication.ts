import type { PublishStatus } from '@admin/lib/publication';
import type { PostRow } from '../schema';
import type { PublishIntent } from './publish-panel';

/** The status and date a save leaves the post with. */
export function nextPublication(
  post: Pick<PostRow, 'status' | 'published_at'> | null,
  intent: PublishIntent,
  now = new Date(),
): { status: PublishStatus; publishedAt: string | null } {
  switch (intent.kind) {
    case 'save':
      return { status: post?.status ?? 'draft', publishedAt: post?.published_at ?? null };
    case 'publish':
      return { status: 'published', publishedAt: now.toISOString() };
    case 'schedule':
      return { status: 'scheduled', publishedAt: intent.at };
    case 'unpublish':
      return { status: 'draft', publishedAt: null };
  }
}

export const SAVED_MESSAGE: Record<PublishIntent['kind'], string> = {
  save: 'Saved',
  publish: 'Published: the post goes live at the site’s next publish.',
  schedule: 'Scheduled',
  unpublish: 'Unpublished: the post is a draft again and leaves the site at its next publish.',
};
