/**
 * Counts a click on a download (links with data-resource-id) through the count_download RPC; the
 * file opens in a new tab, so the request finishes. The dataLayer event comes from auto-tracking.
 */
import { publicRest } from '../lib/supabase/public-rest.ts';

export function initDownloadCounter(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>('a[data-resource-id]');
    const id = link?.dataset.resourceId;
    if (!link || !id) return;
    void publicRest()
      .rpc('count_download', { resource_id: id })
      .then(({ data }) => {
        const counter = document.querySelector(`[data-download-count="${CSS.escape(id)}"]`);
        if (counter && typeof data === 'number') counter.textContent = data.toLocaleString('en-US');
      });
  });
}
