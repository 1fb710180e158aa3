import type { ClientDirective } from 'astro';

/** What a visitor does inside an island just before using it: point at it, touch it, tab or type into it. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * `client:interaction`: the island stays server HTML (its links work) and loads its JavaScript
 * on the first interaction inside it. The value may name window events that wake it too
 * (`client:interaction="scroll"`). A button pressed meanwhile is pressed again once the island is
 * live (src/scripts/before-hydration.ts), so nothing the visitor did is lost.
 */
const hydrateOnInteraction: ClientDirective = (load, options, island) => {
  const windowEvents = typeof options.value === 'string' ? options.value.split(/\s+/).filter(Boolean) : [];
  const listening = new AbortController();
  const wake = () => {
    listening.abort();
    void load().then((hydrate) => hydrate());
  };
  const listen = { capture: true, passive: true, signal: listening.signal };
  for (const type of INTERACTIONS) island.addEventListener(type, wake, listen);
  for (const type of windowEvents) window.addEventListener(type, wake, listen);
};

export default hydrateOnInteraction;
