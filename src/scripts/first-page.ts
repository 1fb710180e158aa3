/**
 * Keeps the visit's first page (its address and referrer) the moment it runs, for the attribution
 * that after-load.ts records from it (lib/attribution.ts): a visitor may follow a link before that
 * script has run. The two are built apart, so the key is written in both (FIRST_PAGE_KEY there).
 */
const FIRST_PAGE_KEY = 'visitFirstPage';

try {
  const storage = window.sessionStorage;
  if (storage.getItem(FIRST_PAGE_KEY) === null) {
    storage.setItem(FIRST_PAGE_KEY, JSON.stringify({ href: location.href, referrer: document.referrer }));
  }
} catch {
  // Storage refused: the visit goes unattributed, as lib/attribution.ts does then.
}
