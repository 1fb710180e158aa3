/**
 * Starts what a page does not need for its first view (after-load.ts, built as a script of its own:
 * src/integrations/after-load-script.ts) and the whole site stylesheet once the page has
 * loaded and has been painted, so their requests do not compete with the first paint on a slow
 * connection. It waits for the first contentful paint entry (a PerformanceObserver, which no page
 * clock holds) and the load event; without paint timing, for the load event alone. The script
 * carries the time this page script ran (performance.now(), as the parser finished) in its
 * `data-started-at`: the cookie banner's second counts from there, as when it was started at once.
 */
import afterLoadUrl from 'virtual:grow-digital/after-load-url';
import { loadSiteStylesheet } from './site-stylesheet.ts';

const firstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

const loadEvent = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

function startAfterLoadScript(startedAt: number): void {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = afterLoadUrl;
  script.dataset.startedAt = String(startedAt);
  document.head.append(script);
}

export function afterLoadAndFirstPaint(): void {
  const startedAt = performance.now();
  void Promise.all([loadEvent(), firstPaint()]).then(() => {
    loadSiteStylesheet();
    startAfterLoadScript(startedAt);
  });
}
