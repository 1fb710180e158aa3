import { describe, expect, it } from 'vitest';
import { cleanBodyCode, cleanHeadCode } from '../../../src/content/custom-code.ts';

describe('admin tag code, cleaned for the page', () => {
  it('keeps what tag snippets are made of', () => {
    const head = cleanHeadCode(
      '<meta name="google-site-verification" content="abc123"><script async src="https://example-cdn.com/tag.js"></script><script>window.x = 1 < 2 && "a" > "b";</script>',
    );
    expect(head).toBe(
      '<meta name="google-site-verification" content="abc123" /><script async src="https://example-cdn.com/tag.js"></script><script>window.x = 1 < 2 && "a" > "b";</script>',
    );
  });

  it('drops markup and prose that do not belong, event-handler attributes and non-https sources', () => {
    expect(cleanHeadCode('<p>Hello</p> stray text <img src=x onerror=alert(1)>')).toBe('');
    expect(cleanHeadCode('<script src="http://insecure.example/x.js"></script>')).toBe('<script></script>');
    expect(cleanBodyCode('<iframe src="javascript:alert(1)"></iframe><div onclick="x()">hi</div>')).toBe('');
    expect(
      cleanBodyCode(
        '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X" height="0" width="0"></iframe></noscript>',
      ),
    ).toBe(
      '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X" height="0" width="0"></iframe></noscript>',
    );
    expect(cleanHeadCode(null)).toBe('');
    expect(cleanHeadCode('   ')).toBe('');
  });
});
