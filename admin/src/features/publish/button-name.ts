import type { BuildStatus } from './build-status';

/** The count in words: "3 changes not live yet" / "the site is up to date". */
export function changesPhrase(count: number): string {
  if (count === 0) return 'the site is up to date';
  return `${String(count)} ${count === 1 ? 'change' : 'changes'} not live yet`;
}

/**
 * The top bar button's accessible name, which starts with its visible text. It never says
 * "unpublished": a search for the pages' Unpublish buttons by name must not find this one.
 */
export function publishButtonName(count: number, activeStatus: BuildStatus | null): string {
  if (activeStatus === 'queued') return 'Publishing…, a build is queued';
  if (activeStatus === 'running') return 'Publishing…, the site is being built';
  return `Publish site, ${changesPhrase(count)}`;
}
