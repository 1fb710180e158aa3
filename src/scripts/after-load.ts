/**
 * What every public page runs once it has loaded and been painted (started by
 * after-first-paint.ts): the page gate's reads, the cookie banner's delay, link prefetching, the
 * dataLayer's automatic events and the visit's attribution. Nothing here is needed for the page's
 * first view, so none of it is fetched before.
 */
import { init as initPrefetch } from 'astro/virtual-modules/prefetch.js';
import { showCookieBannerAfterLoad } from './cookie-banner.ts';
import './page-gate.ts';
import './auto-tracking.ts';
import './attribution.ts';

// A linked page is fetched when the pointer rests on its link or the link gets keyboard focus:
// the next page is in the cache by the click, at the cost of pages a visitor almost chose. Not
// 'viewport': on a phone it would fetch every page a scrolled list shows. Astro skips it on
// Save-Data and 2G connections.
initPrefetch({ prefetchAll: true, defaultStrategy: 'hover' });

// When the page script ran, as after-first-paint.ts gave it to this script.
const startedAt = Number(
  document.querySelector<HTMLScriptElement>('script[data-started-at]')?.dataset.startedAt ??
    performance.now(),
);
showCookieBannerAfterLoad(startedAt);
