/**
 * Starts what a page does not need for its first view (after-load.ts, built as a script of its own:
 * src/integrations/after-load-script.ts) and the whole site stylesheet once the page has
 * loaded and has been painted, so their requests do not compete with the first paint on a slow
 * connection. Both wait for the first contentful paint entry (a PerformanceObserver, which no page
 * clock holds; without paint timing, nothing) and the load event, the script for half a second
 * after this one ran at most. The script
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

/**
 * How long after this script ran after-load.ts starts even if the load event has not come (a
 * slow image can hold it back): the cookie banner's second counts from this script's start.
 */
const AFTER_LOAD_DEADLINE_MS = 500;

export function afterLoadAndFirstPaint(): void {
  const startedAt = performance.now();
  const painted = firstPaint();
  const loaded = loadEvent();
  void Promise.all([loaded, painted]).then(loadSiteStylesheet);
  const loadedOrDeadline = Promise.race([
    loaded,
    new Promise<void>((resolve) => setTimeout(resolve, AFTER_LOAD_DEADLINE_MS)),
  ]);
  void Promise.all([loadedOrDeadline, painted]).then(() => {
    startAfterLoadScript(startedAt);
  });
}
