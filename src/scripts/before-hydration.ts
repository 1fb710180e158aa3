/**
 * Until an island's JavaScript has hydrated it, its server-rendered form and buttons have no
 * handlers: a submit would make the browser send the form itself (a GET of this page with the
 * fields in its address) and a button press would do nothing. Both are held here and done again
 * once the island is live (Astro then removes its `ssr` attribute and fires `astro:hydrate` on it).
 * So is a mouse coming over an island (the header's hover menu): React's enter handlers hear it
 * again if the mouse is still there. Typed text needs nothing: the islands' fields are
 * uncontrolled, so hydration keeps what they hold.
 */
const held = new Map<Element, (() => void)[]>();
const formsWithHeldSubmit = new WeakSet<HTMLFormElement>();

const dormantIsland = (node: Element | null): Element | null => node?.closest('astro-island[ssr]') ?? null;

function hold(island: Element, action: () => void): void {
  held.set(island, [...(held.get(island) ?? []), action]);
}

document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const island = dormantIsland(form);
    if (!island) return;
    event.preventDefault();
    // Pressed twice while waiting, it is still sent once.
    if (formsWithHeldSubmit.has(form)) return;
    formsWithHeldSubmit.add(form);
    const { submitter } = event;
    hold(island, () => {
      formsWithHeldSubmit.delete(form);
      // React hydrates a dormant island at once for a click, but not for a submit event, which
      // would reach no handler and be sent by the browser: so the submit button is pressed again.
      if (submitter) submitter.click();
      else form.requestSubmit();
    });
  },
  true,
);

document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const island = dormantIsland(button);
    // A submit button's press reaches its form as a submit event, held above.
    if (!button || !island || (button.type === 'submit' && button.form)) return;
    hold(island, () => {
      button.click();
    });
  },
  true,
);

// The element a mouse last came over in each dormant island: the one it is over, if still in there.
const pointed = new Map<Element, Element>();

document.addEventListener(
  'pointerover',
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const island = dormantIsland(target);
    if (target && island && event.pointerType === 'mouse') pointed.set(island, target);
  },
  true,
);

/** Tells the live island's enter handlers (React's onPointerEnter) that the mouse is over it. */
function replayPointer(island: Element): void {
  const target = pointed.get(island);
  pointed.delete(island);
  if (target?.matches(':hover'))
    target.dispatchEvent(
      new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse', isPrimary: true }),
    );
}

// The event is the island's own (it does not bubble): only a capturing listener up here hears it.
document.addEventListener(
  'astro:hydrate',
  (event) => {
    if (!(event.target instanceof Element)) return;
    replayPointer(event.target);
    const actions = held.get(event.target) ?? [];
    held.delete(event.target);
    for (const action of actions) action();
  },
  true,
);
