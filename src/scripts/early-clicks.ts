/**
 * Keeps what was clicked before after-load.ts runs, for its click tracking (auto-tracking.ts),
 * which asks for them with the event named below (a function in its `detail` takes them). The
 * two scripts are built apart, so the name is written in both (auto-tracking.ts's EARLY_CLICKS).
 */
const EARLY_CLICKS = 'grow-digital:early-clicks';

const clicked: Element[] = [];
const keep = (event: MouseEvent): void => {
  if (event.target instanceof Element) clicked.push(event.target);
};
document.addEventListener('click', keep, { capture: true });
document.addEventListener(
  EARLY_CLICKS,
  (event) => {
    document.removeEventListener('click', keep, { capture: true });
    const take = (event as CustomEvent<((targets: Element[]) => void) | undefined>).detail;
    take?.(clicked.splice(0));
  },
  { once: true },
);
