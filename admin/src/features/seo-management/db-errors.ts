import { describeSaveError } from '@admin/lib/errors';

/** A friendly sentence for a failed save of page_seo or redirects (CHECKs, unique keys, RLS). */
export const friendlySaveError = (error: unknown): string =>
  describeSaveError(error, {
    duplicate: 'A redirect from this address already exists. Edit that one instead.',
    forbidden: 'You do not have permission to change SEO settings.',
  });
