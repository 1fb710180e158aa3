import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { linkOutcome, tokenHandOffScript, tokenStorageKey } from '../../../src/lib/newsletter/links.ts';

const refusal = (message: string) => ({ data: null, error: { code: '22023', message } });

describe('newsletter link outcomes', () => {
  it('reads the RPCs’ answers and the database’s refusals word for word', () => {
    expect(linkOutcome('confirm', { data: 'confirmed', error: null })).toBe('confirmed');
    expect(linkOutcome('confirm', { data: 'already_confirmed', error: null })).toBe('already_confirmed');
    expect(linkOutcome('unsubscribe', { data: 'unsubscribed', error: null })).toBe('unsubscribed');
    expect(linkOutcome('unsubscribe', { data: 'already_unsubscribed', error: null })).toBe(
      'already_unsubscribed',
    );
    expect(linkOutcome('confirm', refusal('This confirmation link is not valid.'))).toBe('invalid');
    expect(linkOutcome('confirm', refusal('This confirmation link has already been used.'))).toBe('used');
    expect(
      linkOutcome(
        'confirm',
        refusal('This confirmation link has expired. Subscribe again to get a new one.'),
      ),
    ).toBe('expired');
    expect(linkOutcome('unsubscribe', refusal('This unsubscribe link is not valid.'))).toBe('invalid');
  });

  it('calls anything else a failure worth trying again, never a success', () => {
    expect(linkOutcome('confirm', { data: 'unsubscribed', error: null })).toBe('failed');
    expect(linkOutcome('unsubscribe', { data: null, error: null })).toBe('failed');
    expect(
      linkOutcome('confirm', { data: null, error: { code: '', message: 'TypeError: Failed to fetch' } }),
    ).toBe('failed');
    expect(linkOutcome('confirm', { data: null, error: { code: '57014', message: 'timeout' } })).toBe(
      'failed',
    );
  });
});

describe('the link pages’ head script', () => {
  function run(href: string) {
    const stored = new Map<string, string>();
    const replaced: string[] = [];
    const window: Record<string, unknown> = {};
    runInNewContext(tokenHandOffScript('confirm'), {
      window,
      URL,
      location: { href },
      sessionStorage: { setItem: (key: string, value: string) => stored.set(key, value) },
      history: {
        state: null,
        replaceState: (_state: unknown, _title: string, url: string) => replaced.push(url),
      },
    });
    return { window, stored, replaced };
  }

  it('takes the token out of the address and keeps it for the page and the tab', () => {
    const { window, stored, replaced } = run(
      'https://site.example/newsletter/confirm?token=abc_-123&utm_source=mail#top',
    );
    expect(replaced).toEqual(['/newsletter/confirm?utm_source=mail#top']);
    expect(window.__newsletterLinkToken).toBe('abc_-123');
    expect(stored.get(tokenStorageKey('confirm'))).toBe('abc_-123');
  });

  it('leaves an address without a token alone', () => {
    const { window, stored, replaced } = run('https://site.example/newsletter/confirm');
    expect(replaced).toEqual([]);
    expect(window.__newsletterLinkToken).toBeUndefined();
    expect(stored.size).toBe(0);
  });
});
