// A tiny monoline "font" drawn as SVG strokes, so lettering in the generated images does not
// depend on the fonts installed on the machine (and the output stays byte-identical everywhere).
// Each glyph is drawn in a box 100 units tall (cap height), baseline at y = 100.

interface Glyph {
  width: number;
  d: string;
}

const O = 'M44 0 A44 50 0 1 1 44 100 A44 50 0 1 1 44 0 Z';

const GLYPHS: Record<string, Glyph> = {
  A: { width: 80, d: 'M0 100 L40 0 L80 100 M15 64 L65 64' },
  B: {
    width: 70,
    d: 'M0 100 L0 0 L38 0 C58 0 64 12 64 25 C64 38 56 48 38 48 L0 48 M38 48 C62 48 70 60 70 74 C70 90 60 100 38 100 L0 100',
  },
  C: { width: 78, d: 'M78 20 C70 6 56 0 45 0 C18 0 0 22 0 50 C0 78 18 100 45 100 C56 100 70 94 78 80' },
  D: { width: 76, d: 'M0 0 L0 100 L30 100 C60 100 76 80 76 50 C76 20 60 0 30 0 Z' },
  E: { width: 62, d: 'M62 0 L0 0 L0 100 L62 100 M0 50 L52 50' },
  F: { width: 60, d: 'M60 0 L0 0 L0 100 M0 50 L50 50' },
  G: {
    width: 82,
    d: 'M78 18 C70 6 58 0 45 0 C18 0 0 22 0 50 C0 78 18 100 45 100 C66 100 82 86 82 62 L82 54 L50 54',
  },
  H: { width: 72, d: 'M0 0 L0 100 M72 0 L72 100 M0 50 L72 50' },
  I: { width: 0, d: 'M0 0 L0 100' },
  J: { width: 56, d: 'M56 0 L56 70 C56 90 44 100 28 100 C12 100 0 90 0 74' },
  K: { width: 68, d: 'M0 0 L0 100 M68 0 L0 62 M24 44 L68 100' },
  L: { width: 58, d: 'M0 0 L0 100 L58 100' },
  M: { width: 90, d: 'M0 100 L0 0 L45 68 L90 0 L90 100' },
  N: { width: 74, d: 'M0 100 L0 0 L74 100 L74 0' },
  O: { width: 88, d: O },
  P: { width: 66, d: 'M0 100 L0 0 L38 0 C56 0 66 12 66 27 C66 42 56 54 38 54 L0 54' },
  Q: { width: 88, d: `${O} M54 70 L90 104` },
  R: { width: 68, d: 'M0 100 L0 0 L38 0 C56 0 66 12 66 27 C66 42 56 54 38 54 L0 54 M34 54 L68 100' },
  S: {
    width: 66,
    d: 'M63 15 C57 5 46 0 33 0 C16 0 3 9 3 26 C3 44 20 47 34 51 C50 55 66 60 66 76 C66 92 52 100 34 100 C18 100 6 93 0 82',
  },
  T: { width: 72, d: 'M0 0 L72 0 M36 0 L36 100' },
  U: { width: 72, d: 'M0 0 L0 64 C0 88 16 100 36 100 C56 100 72 88 72 64 L72 0' },
  V: { width: 80, d: 'M0 0 L40 100 L80 0' },
  W: { width: 110, d: 'M0 0 L25 100 L55 22 L85 100 L110 0' },
  X: { width: 72, d: 'M0 0 L72 100 M72 0 L0 100' },
  Y: { width: 76, d: 'M0 0 L38 52 L76 0 M38 52 L38 100' },
  Z: { width: 68, d: 'M0 0 L68 0 L0 100 L68 100' },
  '0': { width: 64, d: 'M32 0 A32 50 0 1 1 32 100 A32 50 0 1 1 32 0 Z' },
  '1': { width: 30, d: 'M0 20 L30 0 L30 100' },
  '2': { width: 64, d: 'M2 22 C6 8 18 0 32 0 C50 0 62 12 62 28 C62 46 48 56 0 100 L64 100' },
  '3': {
    width: 62,
    d: 'M2 12 C10 4 20 0 32 0 C50 0 60 10 60 25 C60 40 48 48 28 48 C52 48 62 60 62 74 C62 90 50 100 32 100 C18 100 6 94 0 84',
  },
  '4': { width: 70, d: 'M52 100 L52 0 L0 70 L70 70' },
  '5': {
    width: 62,
    d: 'M58 0 L8 0 L4 46 C12 40 22 38 32 38 C50 38 62 52 62 68 C62 88 48 100 30 100 C16 100 6 94 0 86',
  },
  '6': {
    width: 64,
    d: 'M56 6 C48 2 40 0 34 0 C12 0 0 24 0 56 C0 84 14 100 32 100 C50 100 64 88 64 68 C64 48 50 38 32 38 C18 38 6 46 0 58',
  },
  '7': { width: 62, d: 'M0 0 L62 0 L20 100' },
  '8': {
    width: 64,
    d: 'M32 48 C14 48 4 38 4 24 C4 10 16 0 32 0 C48 0 60 10 60 24 C60 38 50 48 32 48 C12 48 0 60 0 74 C0 90 14 100 32 100 C50 100 64 90 64 74 C64 60 52 48 32 48 Z',
  },
  '9': {
    width: 64,
    d: 'M8 94 C16 98 24 100 30 100 C52 100 64 76 64 44 C64 16 50 0 32 0 C14 0 0 12 0 32 C0 52 14 62 32 62 C46 62 58 54 64 42',
  },
  '&': {
    width: 72,
    d: 'M72 100 L18 36 C8 24 10 0 32 0 C50 0 56 16 50 28 C44 40 30 46 18 54 C4 63 0 74 0 80 C0 94 12 100 28 100 C44 100 58 90 72 68',
  },
  '-': { width: 40, d: 'M0 56 L40 56' },
  '.': { width: 0, d: 'M0 100 L0 100' },
  ' ': { width: 34, d: '' },
};

const SPACING = 30;

function glyphOf(char: string): Glyph {
  return GLYPHS[char.toUpperCase()] ?? GLYPHS[' '] ?? { width: 34, d: '' };
}

/** The characters of `text` (the font only has ASCII glyphs, so code units are enough). */
function chars(text: string): string[] {
  return Array.from({ length: text.length }, (_, i) => text.charAt(i));
}

/** Width of `text` in glyph units (before scaling), including letter spacing. */
export function textUnits(text: string, tracking = 0): number {
  let width = 0;
  chars(text).forEach((char, i) => {
    width += glyphOf(char).width + (i > 0 ? SPACING + tracking : 0);
  });
  return width;
}

export interface Lettering {
  text: string;
  /** Left edge, or the center when `anchor` is `middle`. */
  x: number;
  /** Baseline. */
  y: number;
  /** Cap height in pixels. */
  size: number;
  color: string;
  /** Stroke weight in glyph units (100 = cap height). */
  weight?: number;
  opacity?: number;
  anchor?: 'start' | 'middle';
  tracking?: number;
}

/** Width in pixels that `lettering` will occupy. */
export function letteringWidth(text: string, size: number, tracking = 0, weight = 12): number {
  return (textUnits(text, tracking) + weight) * (size / 100);
}

/** SVG markup drawing `text` as strokes. */
export function lettering(options: Lettering): string {
  const { text, size, color } = options;
  const weight = options.weight ?? 12;
  const tracking = options.tracking ?? 0;
  const scale = size / 100;
  const total = textUnits(text, tracking);
  const left =
    options.anchor === 'middle' ? options.x - (total * scale) / 2 : options.x + (weight * scale) / 2;
  const top = options.y - size;
  const paths: string[] = [];
  let cursor = 0;
  chars(text).forEach((char, i) => {
    if (i > 0) cursor += SPACING + tracking;
    const glyph = glyphOf(char);
    if (glyph.d) paths.push(`<path transform="translate(${round(cursor)} 0)" d="${glyph.d}"/>`);
    cursor += glyph.width;
  });
  const opacity = options.opacity === undefined ? '' : ` opacity="${options.opacity}"`;
  return (
    `<g transform="translate(${round(left)} ${round(top)}) scale(${round(scale)})" fill="none" stroke="${color}"` +
    ` stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round"${opacity}>${paths.join('')}</g>`
  );
}

function round(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}
