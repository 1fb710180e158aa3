import { readFile } from 'node:fs/promises';
import { fontace } from 'fontace';
import { describe, expect, it } from 'vitest';
import {
  buildInterSubset,
  INTER_FILES,
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

const SOURCE = new URL(
  '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  import.meta.url,
);
/** Characters the pages and their content use, by the file that must draw them. */
const USED = {
  'inter-latin': 'Aa Zz 09 @&?! – — ‘ ’ “ ” … · § × © ® ° € ™ −',
  'inter-latin-accents': 'é ö ï Ü ç ñ Å Œ',
};

describe("the site's Inter", () => {
  it.each(INTER_FILES)(
    '$name keeps its characters, and no others, in weights 400 to 800',
    async ({ name, ranges }) => {
      const subset = await buildInterSubset(ranges);
      const font = fontace(subset);
      expect(font).toMatchObject({ family: 'Inter', format: 'woff2', isVariable: true, weight: '400 800' });

      const kept = codePoints(font.unicodeRangeArray);
      const declared = codePoints(unicodeRange(ranges).split(', '));
      // U+FFFF is the end marker every cmap format 4 table carries, not a character.
      expect([...kept].filter((point) => point !== 0xffff && !declared.has(point))).toEqual([]);
      const used = USED[name as keyof typeof USED].split(' ').join('');
      const missing = Array.from(used, (char) => char.codePointAt(0) ?? 0).filter(
        (point) => !kept.has(point),
      );
      expect(missing).toEqual([]);
      expect((await buildInterSubset(ranges)).equals(subset)).toBe(true);
    },
  );

  it('takes far fewer bytes than the latin file it is cut from, most pages needing one file', async () => {
    const source = await readFile(SOURCE);
    const [common, accents] = await Promise.all(INTER_FILES.map(({ ranges }) => buildInterSubset(ranges)));
    expect(common?.length).toBeLessThan(source.length * 0.6);
    expect(accents?.length).toBeLessThan(source.length * 0.2);
  });

  it("is declared in the stylesheet with exactly each file's characters and weights", async () => {
    const css = await readFile(new URL('../../src/styles/fonts.css', import.meta.url), 'utf8');
    const faces = (css.match(/@font-face\s*{[^}]*}/g) ?? []).filter((face) =>
      face.includes('Inter Variable'),
    );
    expect(faces).toHaveLength(INTER_FILES.length);
    for (const { name, ranges } of INTER_FILES) {
      const face = faces.find((candidate) => candidate.includes(`/${name}.woff2'`)) ?? '';
      const declared = /unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '';
      expect(declared.replace(/\s+/g, ' ').trim(), name).toBe(unicodeRange(ranges));
      expect(face, name).toMatch(/font-weight:\s*400 800;/);
      expect(face, name).toMatch(/font-display:\s*optional;/);
    }
  });
});
