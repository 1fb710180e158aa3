import { describeError } from '@admin/lib/errors';

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** A sentence for a failed change to backlinks (duplicate pair, checks, permissions, network). */
export function friendlyBacklinkError(error: unknown): string {
  switch (codeOf(error)) {
    case '23505':
      return 'This page is already tracked as linking to that target. Edit that backlink instead.';
    case '23514':
      return 'The server refused an address or text that is too long or badly formed. Check the fields and try again.';
    case '42501':
      return 'You do not have permission to change backlinks.';
    default:
      return describeError(error);
  }
}
