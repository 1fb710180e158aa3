import { describeError } from '@admin/lib/errors';

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** A sentence for a failed change to subscribers (duplicates, checks, permissions, network). */
export function friendlySubscriberError(error: unknown): string {
  switch (codeOf(error)) {
    case '23505':
      return 'This address is already subscribed.';
    case '23514':
      return 'The server refused a badly formed address or source. Check the file and try again.';
    case '42501':
      return 'You do not have permission to do that.';
    default:
      return describeError(error);
  }
}
