import { describeError } from '@admin/lib/errors';

interface PostgrestLike {
  code?: string;
  message?: string;
}

/** A friendly sentence for a failed save of page_seo or redirects (CHECKs, unique keys, RLS). */
export function friendlySaveError(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as PostgrestLike).code : undefined;
  switch (code) {
    case '23505':
      return 'A redirect from this address already exists. Edit that one instead.';
    case '23514':
      return 'The server refused a value that is too long or badly formed. Check the fields and try again.';
    case '42501':
      return 'You do not have permission to change SEO settings.';
    default:
      return describeError(error);
  }
}
