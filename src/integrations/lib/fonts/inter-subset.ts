import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

type CodePointRanges = readonly (readonly [number, number])[];

/**
 * The site's Inter, in two files split by unicode-range as Google Fonts splits its own: a browser
 * downloads a file only when the page has one of its characters.
 * - `inter-latin`: what nearly every page has. Basic Latin, Latin-1's symbols (no-break space,
 *   ©, ·, °, ×, ÷), the general punctuation block (dashes, curly quotes, ellipsis, spaces) and the
 *   symbols of Fontsource's latin file (€, ™, −, ↑, ↓).
 * - `inter-latin-accents`: accented letters (é, ö, Ü…) and the letters and marks of Fontsource's
 *   latin file beyond them, which few pages have.
 * Anything else (→, for one) is drawn in the metric-matched fallback.
 */
export const INTER_FILES: readonly { name: string; ranges: CodePointRanges }[] = [
  {
    name: 'inter-latin',
    ranges: [
      [0x20, 0x7e],
      [0xa0, 0xbf],
      [0xd7, 0xd7],
      [0xf7, 0xf7],
      [0x2000, 0x206f],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2191, 0x2191],
      [0x2193, 0x2193],
      [0x2212, 0x2212],
    ],
  },
  {
    name: 'inter-latin-accents',
    ranges: [
      [0xc0, 0xd6],
      [0xd8, 0xf6],
      [0xf8, 0xff],
      [0x131, 0x131],
      [0x152, 0x153],
      [0x2bb, 0x2bc],
      [0x2c6, 0x2c6],
      [0x2da, 0x2da],
      [0x2dc, 0x2dc],
    ],
  },
];

/** The weights the site sets (Tailwind's font-normal to font-extrabold); the axis keeps only these. */
export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

/** Ranges as CSS writes them in unicode-range, e.g. "U+0020-007E, U+00D7". */
export function unicodeRange(ranges: CodePointRanges): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

function textOf(ranges: CodePointRanges): string {
  let text = '';
  for (const [first, last] of ranges) {
    for (let codePoint = first; codePoint <= last; codePoint += 1) text += String.fromCodePoint(codePoint);
  }
  return text;
}

/**
 * Fontsource's latin Inter (48 KB) cut to some characters and the weights above, without the
 * stylistic alternates the site never asks for: the common file is about 27 KB of woff2, which a
 * phone fetches while the page paints. The name table keeps the copyright, and the license and its
 * address (ids 13 and 14), which the SIL Open Font License asks to travel with the font. HarfBuzz
 * gives the same bytes for the same input.
 */
export async function buildInterSubset(ranges: CodePointRanges): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const source = await readFile(
    require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  );
  return subsetFont(source, textOf(ranges), {
    targetFormat: 'woff2',
    preserveNameIds: [13, 14],
    variationAxes: { wght: { ...INTER_WEIGHTS } },
  });
}
