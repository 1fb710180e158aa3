/**
 * Runs a task once the page has loaded and has been painted, so what the task fetches does not
 * compete with the page's first paint on a slow connection. Waits for the browser's first
 * contentful paint entry (a PerformanceObserver, which no page clock holds) after the load event;
 * without paint timing, at load. The task is given the time of the load event (performance.now()).
 */
export function afterLoadAndFirstPaint(task: (loadedAt: number) => void): void {
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  const loaded = new Promise<number>((resolve) => {
    if (document.readyState === 'complete') resolve(performance.now());
    else window.addEventListener('load', () => resolve(performance.now()), { once: true });
  });
  void Promise.all([loaded, painted]).then(([loadedAt]) => task(loadedAt));
}
