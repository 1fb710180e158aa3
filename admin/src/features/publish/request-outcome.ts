import type { BuildRequest } from './api/request-build-response';

/** What "Publish now" did, in a sentence for the panel. */
export function requestOutcome({ build, collapsed, hook }: BuildRequest): string {
  if (hook === 'called')
    return 'The hosting provider accepted the deploy. The site updates when its build finishes.';
  if (collapsed) return 'A build was already queued. It will include your changes.';
  if (build.status === 'queued') return 'Build queued. The site updates when it finishes.';
  return 'Build requested.';
}
