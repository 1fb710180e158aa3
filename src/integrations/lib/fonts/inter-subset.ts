import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

/**
 * The characters the site's Inter keeps, as [first, last] code point ranges: Basic Latin,
 * Latin-1 (accented names, ©, ×), the general punctuation block (dashes, curly quotes, ellipsis,
 * spaces) and the symbols of Fontsource's latin file (€, ™, −, ↑, ↓). Anything else (→, for one)
 * is drawn in the metric-matched fallback, as the @font-face rule's unicode-range tells the browser.
 */
export const INTER_SUBSET_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
];

/** The weights the site sets (Tailwind's font-normal to font-extrabold); the axis keeps only these. */
export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

/** The ranges as CSS writes them in unicode-range, e.g. "U+0020-007E, U+0131". */
export function unicodeRange(ranges: readonly (readonly [number, number])[] = INTER_SUBSET_RANGES): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

function subsetText(): string {
  let text = '';
  for (const [first, last] of INTER_SUBSET_RANGES) {
    for (let codePoint = first; codePoint <= last; codePoint += 1) text += String.fromCodePoint(codePoint);
  }
  return text;
}

/**
 * Fontsource's latin Inter (48 KB) cut to the characters and weights above, without the stylistic
 * alternates the site never asks for: about 30 KB of woff2, which a phone fetches while the page
 * paints. The name table keeps the copyright, and the license and its address (ids 13 and 14),
 * which the SIL Open Font License asks to travel with the font. HarfBuzz gives the same bytes for
 * the same input.
 */
export async function buildInterSubset(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const source = await readFile(
    require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  );
  return subsetFont(source, subsetText(), {
    targetFormat: 'woff2',
    preserveNameIds: [13, 14],
    variationAxes: { wght: { ...INTER_WEIGHTS } },
  });
}
