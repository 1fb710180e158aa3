import type { PublicRest } from './public-rest.ts';

/**
 * The public REST client, its module (postgrest-js) fetched the first time it is needed: a form
 * loads it when sent, not with the page.
 */
export async function lazyPublicRest(): Promise<PublicRest> {
  const { publicRest } = await import('./public-rest.ts');
  return publicRest();
}
