/**
 * dataLayer events every page sends: scroll depth (25/50/75/100 %, once each per page view),
 * clicks on download links (pdf, doc, docx, xls, xlsx, zip, rar) and on calls to action
 * (elements with data-cta). Form submissions are sent by the forms themselves.
 */
import { pushEvent } from '../lib/tracking/data-layer.ts';
import {
  downloadExtension,
  newScrollMarks,
  type ScrollMark,
  scrollDepthPercent,
} from '../lib/tracking/rules.ts';

const reported = new Set<ScrollMark>();
let scheduled = false;

function checkScrollDepth(): void {
  scheduled = false;
  const root = document.documentElement;
  const percent = scrollDepthPercent(window.scrollY, window.innerHeight, root.scrollHeight);
  for (const mark of newScrollMarks(percent, reported)) {
    reported.add(mark);
    pushEvent({ event: 'scroll_depth', scroll_percent: mark, page_path: window.location.pathname });
  }
}

// Marks already in view when the page has loaded count too, as with the tag manager's own trigger.
if (document.readyState === 'complete') checkScrollDepth();
else window.addEventListener('load', checkScrollDepth, { once: true });

window.addEventListener(
  'scroll',
  () => {
    if (scheduled) return;
    scheduled = true;
    window.requestAnimationFrame(checkScrollDepth);
  },
  { passive: true },
);

function trackClick(target: Element): void {
  const link = target.closest('a');
  const cta = target.closest<HTMLElement>('[data-cta]');
  if (link) {
    const extension = downloadExtension(link.href, window.location.href);
    if (extension) {
      pushEvent({
        event: 'file_download',
        file_extension: extension,
        file_url: link.href,
        link_text: link.textContent.trim(),
        page_path: window.location.pathname,
      });
    }
  }
  if (cta) {
    pushEvent({
      event: 'cta_click',
      cta_id: cta.dataset.cta,
      cta_text: cta.textContent.trim(),
      cta_url: link?.href ?? null,
      page_path: window.location.pathname,
    });
  }
}

// This script starts after first paint: the clicks before it were kept by early-clicks.ts.
const EARLY_CLICKS = 'grow-digital:early-clicks';
document.dispatchEvent(
  new CustomEvent(EARLY_CLICKS, {
    detail: (targets: Element[]) => {
      for (const target of targets) trackClick(target);
    },
  }),
);

document.addEventListener(
  'click',
  (event) => {
    if (event.target instanceof Element) trackClick(event.target);
  },
  { capture: true },
);
