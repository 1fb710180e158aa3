import type { SaveErrorMessages } from '@admin/lib/errors';

/** What the database says when a post's slug is already used (blog_posts.slug is unique). */
export const SLUG_TAKEN = 'Another post already uses this address. Choose a different one.';

export const POST_ERRORS: SaveErrorMessages = {
  duplicate: SLUG_TAKEN,
  missingReference: 'The chosen author no longer exists. Choose another one.',
  forbidden: 'You do not have permission to change blog posts.',
};
