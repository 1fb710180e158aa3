/** The banner appears this long after load when no choice was stored as accepted (spec §4). */
export const COOKIE_BANNER_DELAY_MS = 1000;

/** The element holding the banner's island, and the server HTML of the banner itself. */
export const COOKIE_BANNER_HOLDER_ID = 'cookie-consent';
export const COOKIE_BANNER_TEMPLATE_ID = 'cookie-banner-template';

/** Whether the banner (CookieBannerPanel's root) is on the page: put there from its server HTML before the island hydrated. */
export const cookieBannerShown = (): boolean =>
  document.querySelector(`#${COOKIE_BANNER_HOLDER_ID} [data-cookie-banner]`) !== null;
