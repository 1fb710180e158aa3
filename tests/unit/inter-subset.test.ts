import { readFile } from 'node:fs/promises';
import { fontace } from 'fontace';
import { describe, expect, it } from 'vitest';
import {
  buildInterSubset,
  INTER_SUBSET_RANGES,
  unicodeRange,
} from '../../src/integrations/lib/fonts/inter-subset.ts';

function codePoints(ranges: readonly string[]): Set<number> {
  const points = new Set<number>();
  for (const range of ranges) {
    const [first = '', last = first] = range.replace(/^U\+/i, '').split('-');
    for (let point = parseInt(first, 16); point <= parseInt(last, 16); point += 1) points.add(point);
  }
  return points;
}

describe("the site's Inter", () => {
  it('keeps the characters the pages use, in weights 400 to 800, in far fewer bytes', async () => {
    const source = await readFile(
      new URL(
        '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
        import.meta.url,
      ),
    );
    const subset = await buildInterSubset();
    const font = fontace(subset);
    expect(font).toMatchObject({ family: 'Inter', format: 'woff2', isVariable: true, weight: '400 800' });

    const kept = codePoints(font.unicodeRangeArray);
    const wanted = codePoints(unicodeRange().split(', '));
    // U+FFFF is the end marker every cmap format 4 table carries, not a character.
    expect([...kept].filter((point) => point !== 0xffff && !wanted.has(point))).toEqual([]);
    const used = 'Aa Zz 09 @&?! é ö ï Ü – — ‘ ’ “ ” … · § × © ® ° € ™ −'.split(' ').join('');
    const missing = Array.from(used, (char) => char.codePointAt(0) ?? 0).filter((point) => !kept.has(point));
    expect(missing).toEqual([]);
    expect(subset.length).toBeLessThan(source.length * 0.7);
    expect((await buildInterSubset()).equals(subset)).toBe(true);
  });

  it("is declared in the stylesheet with exactly the subset's characters and weights", async () => {
    const css = await readFile(new URL('../../src/styles/fonts.css', import.meta.url), 'utf8');
    const face = /@font-face\s*{[^}]*Inter Variable[^}]*}/.exec(css)?.[0] ?? '';
    const declared = /unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '';
    expect(declared.replace(/\s+/g, ' ').trim()).toBe(unicodeRange());
    expect(face).toMatch(/font-weight:\s*400 800;/);
    expect(INTER_SUBSET_RANGES.every(([first, last]) => first <= last)).toBe(true);
  });
});
