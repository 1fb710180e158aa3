import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONSENT_DENIED, CONSENT_GRANTED, consentDefaultScript } from '../../../src/lib/tracking/consent.ts';
import { tagManagerScript } from '../../../src/lib/tracking/tag-manager.ts';

/** Runs the inline head scripts as a browser would, against a recorded document and storage. */
function runHead(scripts: string[], storage: Record<string, string> = {}) {
  const appended: { src: string; async: boolean }[] = [];
  const window: Record<string, unknown> = {};
  const context = vm.createContext({
    window,
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    document: {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (el: { src: string; async: boolean }) => appended.push(el) },
    },
  });
  vm.runInContext('var dataLayer; var self = window;', context);
  for (const script of scripts) vm.runInContext(script.replace(/window\.dataLayer/g, 'dataLayer'), context);
  const layer = (vm.runInContext('dataLayer', context) as unknown[]).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );
  return { layer, appended };
}

describe('consent and tag-manager head scripts', () => {
  it('denies consent by default, then loads the container', () => {
    const { layer, appended } = runHead([consentDefaultScript(), tagManagerScript('GTM-ABC1234')]);
    expect(layer[0]).toEqual(['consent', 'default', { ...CONSENT_DENIED, wait_for_update: 500 }]);
    expect(layer[1]).toMatchObject({ event: 'gtm.js' });
    expect(appended).toEqual([
      { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234', async: true },
    ]);
  });

  it('re-applies an accepted choice before the container loads', () => {
    const { layer } = runHead([consentDefaultScript(), tagManagerScript('GTM-ABC1234')], {
      cookiesAccepted: 'true',
    });
    expect(layer.slice(0, 2)).toEqual([
      ['consent', 'default', { ...CONSENT_DENIED, wait_for_update: 500 }],
      ['consent', 'update', CONSENT_GRANTED],
    ]);
    expect(runHead([consentDefaultScript()], { cookiesAccepted: 'false' }).layer).toHaveLength(1);
  });

  it('loads nothing without an id, previews a valid id from browser storage, and ignores an invalid one', () => {
    expect(runHead([consentDefaultScript(), tagManagerScript(null)]).appended).toEqual([]);
    expect(
      runHead([consentDefaultScript(), tagManagerScript(null)], { gtmId: 'GTM-PREVIEW9' }).appended[0]?.src,
    ).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-PREVIEW9');
    expect(
      runHead([consentDefaultScript(), tagManagerScript('GTM-ABC1234')], { gtmId: '"><script>' }).appended[0]
        ?.src,
    ).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
    expect(tagManagerScript('not-an-id')).toContain('var id=""');
  });
});
