/**
 * Shows the cookie banner's server HTML a second after load unless the visitor accepted before,
 * without loading its island: the island (client:interaction) hydrates when the visitor points at
 * or presses the banner, and the press is done again once it is live (before-hydration.ts).
 * If the island is live already, it keeps its own delay and this does nothing.
 */
import { storedCookieChoice } from '../lib/tracking/consent.ts';
import {
  COOKIE_BANNER_DELAY_MS,
  COOKIE_BANNER_HOLDER_ID,
  COOKIE_BANNER_TEMPLATE_ID,
} from '../lib/tracking/cookie-banner.ts';

function showServerBanner(): void {
  const island = document.querySelector(`#${COOKIE_BANNER_HOLDER_ID} > astro-island[ssr]`);
  const template = document.getElementById(COOKIE_BANNER_TEMPLATE_ID);
  // The banner element alone: text around it in the template would be more than the island renders.
  const panel = template instanceof HTMLTemplateElement ? template.content.firstElementChild : null;
  if (island && panel) island.append(panel.cloneNode(true));
}

/**
 * Shows the banner COOKIE_BANNER_DELAY_MS after `startedAt` (performance.now() when the page's own
 * script ran, as the document was parsed): this script starts after first paint, so the time it
 * took to start counts towards the delay.
 */
export function showCookieBannerAfterLoad(startedAt: number): void {
  if (storedCookieChoice() === 'accepted') return;
  const elapsed = Math.max(0, performance.now() - startedAt);
  setTimeout(showServerBanner, Math.max(0, COOKIE_BANNER_DELAY_MS - elapsed));
}
