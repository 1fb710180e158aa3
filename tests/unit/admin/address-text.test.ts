import { describe, expect, it } from 'vitest';
import { addressParts } from '../../../admin/src/components/ui/address-text.tsx';

describe('addresses', () => {
  it('break after an email’s @ and before the parts of a URL’s path, never inside a word', () => {
    expect(addressParts('nina.alvarez@example.com')).toEqual(['nina.alvarez@', 'example.com']);
    expect(addressParts('https://example.com/blog/post?utm=x&id=2')).toEqual([
      'https://example.com',
      '/blog',
      '/post',
      '?utm=x',
      '&id=2',
    ]);
    expect(addressParts('/old-page')).toEqual(['/old-page']);
  });
});
