/**
 * Loads the whole site stylesheet named by the page's <noscript data-site-css> (the page's own
 * inline CSS holds only what its HTML uses: src/integrations/lib/critical-css/page-css.ts), for
 * what scripts add to the page later. Applying it changes nothing already shown: it holds the
 * inline rules too, in the same order.
 */
export function loadSiteStylesheet(): void {
  const href = document.querySelector<HTMLElement>('noscript[data-site-css]')?.dataset.siteCss;
  if (!href || document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}
