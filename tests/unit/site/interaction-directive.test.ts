import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import hydrateOnInteraction from '../../../src/directives/interaction.ts';

/** An island and a window as event targets (the directive only listens on them), and its load() counted. */
function setUp(value: unknown) {
  const island = new EventTarget();
  let loads = 0;
  let hydrations = 0;
  const load = () => {
    loads += 1;
    return Promise.resolve(() => {
      hydrations += 1;
      return Promise.resolve();
    });
  };
  hydrateOnInteraction(load, { name: 'Island', value: value as string }, island as HTMLElement);
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { island, counts: () => ({ loads, hydrations }), settled };
}

const realWindow = (globalThis as { window?: unknown }).window;
beforeEach(() => {
  Object.assign(globalThis, { window: new EventTarget() });
});
afterEach(() => {
  Object.assign(globalThis, { window: realWindow });
});

describe('client:interaction', () => {
  it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'])(
    'hydrates on the first %s inside the island, once',
    async (type) => {
      const { island, counts, settled } = setUp(true);
      expect(counts()).toEqual({ loads: 0, hydrations: 0 });
      island.dispatchEvent(new Event(type));
      island.dispatchEvent(new Event('pointerdown'));
      island.dispatchEvent(new Event(type));
      await settled();
      expect(counts()).toEqual({ loads: 1, hydrations: 1 });
    },
  );

  it('waits through other events, and through window events it was not given', async () => {
    const { island, counts, settled } = setUp(true);
    for (const type of ['click', 'scroll', 'mousemove', 'load']) island.dispatchEvent(new Event(type));
    (globalThis as unknown as { window: EventTarget }).window.dispatchEvent(new Event('scroll'));
    await settled();
    expect(counts()).toEqual({ loads: 0, hydrations: 0 });
  });

  it('hydrates on a window event named in its value, once, and no more on a later interaction', async () => {
    const { island, counts, settled } = setUp('scroll toast-raised');
    const window = (globalThis as unknown as { window: EventTarget }).window;
    window.dispatchEvent(new Event('toast-raised'));
    window.dispatchEvent(new Event('scroll'));
    island.dispatchEvent(new Event('focusin'));
    await settled();
    expect(counts()).toEqual({ loads: 1, hydrations: 1 });
  });
});
