/**
 * What every public page runs once it has loaded and been painted (after-first-paint.ts): the
 * page gate's reads, the cookie banner's delay, the dataLayer's automatic events and the visit's
 * attribution. Nothing here is needed for the page's first view, so none of it is fetched before.
 */
import './page-gate.ts';
import './auto-tracking.ts';
import './attribution.ts';

export { showCookieBannerAfterLoad } from './cookie-banner.ts';
