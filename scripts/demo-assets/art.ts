// Generated illustrations for the demo content: layered gradients, soft blurred circles, grids and
// simple geometric "motifs" (charts, wireframes, chat bubbles...) in the Grow Digital palette.
// Everything is plain SVG built from a seeded random generator, so the same slug always gives the
// same picture. No <text> is used (lettering comes from font.ts), so no system font is involved.
import { lettering, letteringWidth } from './font.ts';

export const PALETTE = {
  teal: '#0f766e',
  tealDeep: '#134e4a',
  tealBright: '#14b8a6',
  tealPale: '#99f6e4',
  emerald: '#10b981',
  emeraldLight: '#6ee7b7',
  emeraldPale: '#d1fae5',
  slate950: '#06121a',
  slate900: '#0f172a',
  slate800: '#1e293b',
  slate700: '#334155',
  slate500: '#64748b',
  slate300: '#cbd5e1',
  slate200: '#e2e8f0',
  slate100: '#f1f5f9',
  amber: '#f59e0b',
  amberLight: '#fcd34d',
  coral: '#fb7185',
  white: '#ffffff',
} as const;
const P = PALETTE;

// ---------------------------------------------------------------------------------------------
// Seeded randomness

export type Rng = () => number;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32, seeded from the FNV-1a hash of `seed`. */
export function rngFor(seed: string): Rng {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (r: Rng, min: number, max: number): number => min + (max - min) * r();
const pick = <T>(r: Rng, items: readonly T[]): T => {
  const item = items[Math.floor(r() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};
const n = (value: number): string => String(Math.round(value * 10) / 10);

// ---------------------------------------------------------------------------------------------
// Themes and primitives

interface Theme {
  dark: boolean;
  /** Fill of cards and panels. */
  card: string;
  cardOpacity: number;
  /** Outline of cards. */
  edge: string;
  edgeOpacity: number;
  /** Placeholder text lines. */
  ink: string;
  inkOpacity: number;
  /** Strong placeholder lines (headings). */
  strong: string;
}

const DARK: Theme = {
  dark: true,
  card: P.white,
  cardOpacity: 0.07,
  edge: P.white,
  edgeOpacity: 0.18,
  ink: P.white,
  inkOpacity: 0.28,
  strong: P.white,
};

const LIGHT: Theme = {
  dark: false,
  card: P.white,
  cardOpacity: 1,
  edge: P.slate300,
  edgeOpacity: 0.9,
  ink: P.slate300,
  inkOpacity: 1,
  strong: P.slate700,
};

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function card(t: Theme, x: number, y: number, w: number, h: number, rx = 22, shadow = true): string {
  const s =
    shadow && !t.dark
      ? `<rect x="${n(x + 6)}" y="${n(y + 14)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="${P.tealDeep}" opacity="0.14" filter="url(#shadow)"/>`
      : '';
  return (
    s +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="${t.card}" fill-opacity="${t.cardOpacity}"` +
    ` stroke="${t.edge}" stroke-opacity="${t.edgeOpacity}" stroke-width="2"/>`
  );
}

function bar(x: number, y: number, w: number, h: number, color: string, opacity = 1): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(w, h))}" height="${n(h)}" rx="${n(h / 2)}" fill="${color}" opacity="${opacity}"/>`;
}

/** A few placeholder text lines. */
function lines(t: Theme, r: Rng, x: number, y: number, w: number, count: number, gap = 22, h = 10): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const width = i === count - 1 ? w * between(r, 0.45, 0.7) : w * between(r, 0.82, 1);
    out += bar(x, y + i * gap, width, h, t.ink, t.inkOpacity);
  }
  return out;
}

function dot(x: number, y: number, radius: number, color: string, opacity = 1): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${color}" opacity="${opacity}"/>`;
}

function spark(x: number, y: number, size: number, color: string): string {
  const s = size;
  return `<path d="M${n(x)} ${n(y - s)} C${n(x + s * 0.15)} ${n(y - s * 0.15)} ${n(x + s * 0.15)} ${n(y - s * 0.15)} ${n(x + s)} ${n(y)} C${n(x + s * 0.15)} ${n(y + s * 0.15)} ${n(x + s * 0.15)} ${n(y + s * 0.15)} ${n(x)} ${n(y + s)} C${n(x - s * 0.15)} ${n(y + s * 0.15)} ${n(x - s * 0.15)} ${n(y + s * 0.15)} ${n(x - s)} ${n(y)} C${n(x - s * 0.15)} ${n(y - s * 0.15)} ${n(x - s * 0.15)} ${n(y - s * 0.15)} ${n(x)} ${n(y - s)} Z" fill="${color}"/>`;
}

function browserChrome(t: Theme, b: Box): string {
  const top = card(t, b.x, b.y, b.w, b.h, 20);
  const bar = `<path d="M${n(b.x)} ${n(b.y + 46)} H${n(b.x + b.w)}" stroke="${t.edge}" stroke-opacity="${t.edgeOpacity}" stroke-width="2"/>`;
  const dots = [P.coral, P.amber, P.emerald]
    .map((c, i) => dot(b.x + 28 + i * 22, b.y + 23, 7, c, 0.9))
    .join('');
  const url = `<rect x="${n(b.x + 110)}" y="${n(b.y + 13)}" width="${n(b.w * 0.45)}" height="20" rx="10" fill="${t.ink}" opacity="${t.dark ? 0.14 : 0.35}"/>`;
  return top + bar + dots + url;
}

function button(x: number, y: number, w: number, h: number, color: string, labelColor: string): string {
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="${color}"/>` +
    bar(x + w * 0.2, y + h / 2 - 4, w * 0.6, 8, labelColor, 0.9)
  );
}

function trend(points: [number, number][], color: string, width = 6, dots = true): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join(' ');
  const circles = dots
    ? points.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="${width + 3}" fill="${color}"/>`).join('')
    : '';
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>${circles}`;
}

// ---------------------------------------------------------------------------------------------
// Motifs: each draws inside a box, in the theme's colors.

export type Motif =
  | 'bars'
  | 'search'
  | 'search-ai'
  | 'cards'
  | 'gauge'
  | 'wireframe'
  | 'email'
  | 'layers'
  | 'chat'
  | 'org'
  | 'map'
  | 'browser'
  | 'grid'
  | 'swatches'
  | 'phone'
  | 'phone-timeline'
  | 'phone-product'
  | 'phone-chat'
  | 'guidelines'
  | 'article'
  | 'location'
  | 'tiers'
  | 'portal'
  | 'calendar';

export type Decor = 'none' | 'mountains' | 'hills' | 'sun' | 'house';

type Draw = (b: Box, r: Rng, t: Theme, hint: string) => string;

function phoneMotif(b: Box, r: Rng, t: Theme, screen: 'list' | 'timeline' | 'product' | 'chat'): string {
  const ph = b.h;
  const pw = ph * 0.47;
  const solid: Theme = t.dark ? { ...t, card: '#12343a', cardOpacity: 1 } : t;
  const draw = (x: number, y: number, rotate: number, front: boolean): string => {
    let s = `<g transform="rotate(${rotate} ${n(x + pw / 2)} ${n(y + ph / 2)})">`;
    s += card(solid, x, y, pw, ph, 44);
    s += `<rect x="${n(x + pw * 0.36)}" y="${n(y + 16)}" width="${n(pw * 0.28)}" height="14" rx="7" fill="${t.strong}" opacity="0.35"/>`;
    const ix = x + 22;
    const iw = pw - 44;
    if (!front) {
      s += lines(t, r, ix, y + 70, iw, 4, 26, 10);
      s += `<rect x="${n(ix)}" y="${n(y + 190)}" width="${n(iw)}" height="${n(ph * 0.35)}" rx="18" fill="url(#warmFill)" opacity="0.9"/>`;
      s += lines(t, r, ix, y + 220 + ph * 0.35, iw, 3, 26, 10);
      return `${s}</g>`;
    }
    if (screen === 'list') {
      s += `<rect x="${n(ix)}" y="${n(y + 50)}" width="${n(iw)}" height="${n(ph * 0.28)}" rx="22" fill="url(#imgFill)"/>`;
      s += dot(ix + 46, y + 50 + ph * 0.14, 26, P.white, 0.9);
      s += bar(ix + 86, y + 50 + ph * 0.12, iw * 0.4, 12, P.white, 0.9);
      const rows = Math.max(2, Math.floor((ph - 180 - ph * 0.28) / 76));
      for (let i = 0; i < rows; i++) {
        const cy = y + 70 + ph * 0.28 + i * 76;
        s += card(t, ix, cy, iw, 62, 14, false);
        s += dot(ix + 30, cy + 31, 13, [P.emerald, P.amber, P.tealBright, P.coral][i % 4] ?? P.teal);
        s += bar(ix + 56, cy + 20, iw * 0.5, 9, t.strong, t.dark ? 0.65 : 0.6);
        s += bar(ix + 56, cy + 38, iw * 0.32, 8, t.ink, t.inkOpacity);
      }
      s += button(ix, y + ph - 78, iw, 48, P.teal, P.white);
    } else if (screen === 'timeline') {
      s += bar(ix, y + 60, iw * 0.6, 16, t.strong, 0.8);
      const lineX = ix + 24;
      const steps = Math.max(3, Math.floor((ph - 160) / 90));
      s += `<path d="M${n(lineX)} ${n(y + 120)} V${n(y + 120 + (steps - 1) * 90)}" stroke="${P.emeraldLight}" stroke-width="5"/>`;
      for (let i = 0; i < steps; i++) {
        const cy = y + 120 + i * 90;
        const done = i < 2;
        s += dot(lineX, cy, 14, done ? P.emerald : i === 2 ? P.amber : P.slate300);
        if (done)
          s += `<path d="M${n(lineX - 6)} ${n(cy)} L${n(lineX - 1)} ${n(cy + 5)} L${n(lineX + 7)} ${n(cy - 5)}" stroke="${P.white}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
        s += card(t, lineX + 30, cy - 30, iw - 54, 60, 12, false);
        s += bar(lineX + 46, cy - 12, (iw - 90) * 0.7, 9, t.strong, 0.6);
        s += bar(
          lineX + 46,
          cy + 6,
          (iw - 90) * 0.45,
          8,
          i === 2 ? P.amber : t.ink,
          i === 2 ? 0.9 : t.inkOpacity,
        );
      }
    } else if (screen === 'product') {
      s += `<rect x="${n(ix)}" y="${n(y + 50)}" width="${n(iw)}" height="${n(ph * 0.38)}" rx="22" fill="url(#imgFill)"/>`;
      s += `<path d="M${n(ix + iw * 0.2)} ${n(y + 50 + ph * 0.3)} L${n(ix + iw * 0.5)} ${n(y + 50 + ph * 0.08)} L${n(ix + iw * 0.8)} ${n(y + 50 + ph * 0.3)} Z" fill="${P.white}" opacity="0.5"/>`;
      const py = y + 80 + ph * 0.38;
      s += bar(ix, py, iw * 0.75, 14, t.strong, 0.8);
      s += bar(ix, py + 28, iw * 0.3, 12, P.emerald, 0.9);
      for (let i = 0; i < 5; i++) s += spark(ix + 10 + i * 26, py + 64, 9, P.amber);
      s += card(t, ix, py + 90, iw, 62, 12, false);
      s += dot(ix + 26, py + 121, 14, P.tealBright);
      s += bar(ix + 50, py + 110, iw * 0.55, 8, t.ink, t.inkOpacity + 0.15);
      s += bar(ix + 50, py + 126, iw * 0.4, 8, t.ink, t.inkOpacity + 0.15);
      s += button(ix, y + ph - 78, iw, 48, P.amber, P.slate900);
    } else {
      s += dot(ix + 20, y + 66, 18, P.emerald);
      s += bar(ix + 48, y + 60, iw * 0.5, 12, t.strong, 0.8);
      let cy = y + 110;
      const sides = ['in', 'out', 'in', 'out', 'in'];
      for (const side of sides) {
        const h = side === 'in' ? 64 : 44;
        if (cy + h > y + ph - 100) break;
        const bw = side === 'in' ? iw * 0.78 : iw * 0.6;
        const bx = side === 'in' ? ix : ix + iw - bw;
        s += `<rect x="${n(bx)}" y="${n(cy)}" width="${n(bw)}" height="${h}" rx="16" fill="${side === 'in' ? (t.dark ? P.white : P.slate100) : P.teal}" fill-opacity="${side === 'in' && t.dark ? 0.14 : 1}"/>`;
        s += bar(
          bx + 16,
          cy + 18,
          bw - 40,
          8,
          side === 'in' ? t.ink : P.white,
          side === 'in' ? t.inkOpacity + 0.15 : 0.85,
        );
        if (side === 'in') s += bar(bx + 16, cy + 38, (bw - 40) * 0.6, 8, t.ink, t.inkOpacity + 0.15);
        cy += h + 16;
      }
      s += `<rect x="${n(ix)}" y="${n(y + ph - 76)}" width="${n(iw)}" height="46" rx="23" fill="none" stroke="${t.edge}" stroke-opacity="${t.edgeOpacity + 0.2}" stroke-width="2"/>`;
      s += dot(ix + iw - 24, y + ph - 53, 16, P.teal);
      s += `<path d="M${n(ix + 20)} ${n(y + ph - 50)} h${n(iw * 0.4)}" stroke="${t.ink}" stroke-opacity="${t.inkOpacity + 0.2}" stroke-width="8" stroke-linecap="round"/>`;
    }
    return `${s}</g>`;
  };
  return draw(b.x + b.w * 0.56, b.y + 10, 7, false) + draw(b.x + b.w * 0.06, b.y, -4, true);
}

const motifs: Record<Motif, Draw> = {
  bars(b, r, t) {
    let out = card(t, b.x, b.y, b.w, b.h);
    const pad = 48;
    // KPI chips
    for (let i = 0; i < 2; i++) {
      const x = b.x + pad + i * 200;
      out += card(t, x, b.y + pad, 176, 84, 16, false);
      out += bar(x + 22, b.y + pad + 24, 70, 10, t.ink, t.inkOpacity);
      out += bar(x + 22, b.y + pad + 48, 110, 16, i === 0 ? P.emeraldLight : P.amberLight, 0.95);
    }
    const count = 8;
    const base = b.y + b.h - pad;
    const chartTop = b.y + pad + 130;
    const slot = (b.w - pad * 2) / count;
    const pts: [number, number][] = [];
    for (let i = 0; i < count; i++) {
      const level = 0.22 + (0.7 * i) / (count - 1) + between(r, -0.07, 0.07);
      const h = (base - chartTop) * Math.min(level, 1);
      const x = b.x + pad + i * slot + slot * 0.18;
      out += `<rect x="${n(x)}" y="${n(base - h)}" width="${n(slot * 0.64)}" height="${n(h)}" rx="10" fill="url(#barFill)"/>`;
      pts.push([x + slot * 0.32, base - h - 34 - between(r, 0, 18)]);
    }
    out += `<path d="M${n(b.x + pad)} ${n(base + 2)} H${n(b.x + b.w - pad)}" stroke="${t.edge}" stroke-opacity="${t.edgeOpacity + 0.2}" stroke-width="3"/>`;
    out += trend(pts, P.amber, 5);
    return out;
  },

  search(b, r, t) {
    let out = '';
    const barH = 76;
    out += card(t, b.x, b.y, b.w, barH, barH / 2);
    out += `<circle cx="${n(b.x + 46)}" cy="${n(b.y + barH / 2 - 4)}" r="14" fill="none" stroke="${P.tealBright}" stroke-width="6"/>`;
    out += `<path d="M${n(b.x + 56)} ${n(b.y + barH / 2 + 6)} L${n(b.x + 68)} ${n(b.y + barH / 2 + 18)}" stroke="${P.tealBright}" stroke-width="6" stroke-linecap="round"/>`;
    out += bar(b.x + 92, b.y + barH / 2 - 6, b.w * 0.42, 12, t.ink, t.inkOpacity + 0.1);
    const top = b.y + barH + 34;
    const ch = (b.h - barH - 34 - 2 * 24) / 3;
    for (let i = 0; i < 3; i++) {
      const y = top + i * (ch + 24);
      out += card(t, b.x, y, b.w, ch, 18, i === 0);
      if (i === 0)
        out += `<rect x="${n(b.x)}" y="${n(y)}" width="10" height="${n(ch)}" rx="5" fill="${P.emerald}"/>`;
      out += bar(b.x + 40, y + 30, 160, 9, P.emeraldLight, 0.8);
      out += bar(
        b.x + 40,
        y + 54,
        b.w * between(r, 0.5, 0.68),
        16,
        i === 0 ? P.tealBright : t.strong,
        t.dark ? 0.75 : 0.8,
      );
      out += lines(t, r, b.x + 40, y + 88, b.w - 140, Math.max(1, Math.floor((ch - 100) / 24)), 22, 9);
    }
    // rank-up arrow
    const ax = b.x + b.w - 70;
    const ay = top + ch / 2;
    out += dot(ax, ay, 30, P.emerald);
    out += `<path d="M${ax - 12} ${ay + 8} L${ax} ${ay - 8} L${ax + 12} ${ay + 8} M${ax} ${ay - 8} V${ay + 14}" stroke="${P.white}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    return out;
  },

  'search-ai'(b, r, t) {
    let out = '';
    const barH = 70;
    out += card(t, b.x, b.y, b.w, barH, barH / 2);
    out += `<circle cx="${n(b.x + 44)}" cy="${n(b.y + barH / 2 - 3)}" r="13" fill="none" stroke="${P.tealBright}" stroke-width="6"/>`;
    out += `<path d="M${n(b.x + 53)} ${n(b.y + barH / 2 + 6)} L${n(b.x + 64)} ${n(b.y + barH / 2 + 17)}" stroke="${P.tealBright}" stroke-width="6" stroke-linecap="round"/>`;
    out += bar(b.x + 88, b.y + barH / 2 - 6, b.w * 0.4, 12, t.ink, t.inkOpacity + 0.1);
    // AI answer panel
    const ay = b.y + barH + 28;
    const ah = b.h * 0.42;
    out += `<rect x="${n(b.x)}" y="${n(ay)}" width="${n(b.w)}" height="${n(ah)}" rx="22" fill="url(#aiFill)"/>`;
    out += spark(b.x + 52, ay + 50, 20, P.amberLight);
    out += spark(b.x + 84, ay + 34, 9, P.white);
    out += bar(b.x + 110, ay + 42, 220, 14, P.white, 0.9);
    for (let i = 0; i < 3; i++)
      out += bar(b.x + 40, ay + 92 + i * 26, (b.w - 80) * (i === 2 ? 0.55 : 0.92), 10, P.white, 0.55);
    // cited source chips
    for (let i = 0; i < 3; i++) {
      const cx = b.x + 40 + i * 170;
      out += `<rect x="${n(cx)}" y="${n(ay + ah - 52)}" width="150" height="32" rx="16" fill="${P.white}" opacity="${i === 0 ? 0.95 : 0.35}"/>`;
      out += bar(cx + 18, ay + ah - 41, 90, 10, i === 0 ? P.teal : P.white, i === 0 ? 0.9 : 0.8);
    }
    // results below
    const ry = ay + ah + 26;
    const rh = (b.y + b.h - ry - 20) / 2;
    for (let i = 0; i < 2; i++) {
      const y = ry + i * (rh + 20);
      out += card(t, b.x, y, b.w, rh, 16, false);
      out += bar(b.x + 36, y + 26, 130, 8, P.emeraldLight, 0.7);
      out += bar(b.x + 36, y + 48, b.w * 0.55, 14, t.strong, t.dark ? 0.6 : 0.7);
      if (rh > 100) out += lines(t, r, b.x + 36, y + 78, b.w - 120, 1, 22, 9);
    }
    return out;
  },

  cards(b, r, t) {
    let out = '';
    const w = b.w * 0.33;
    const h = b.h * 0.84;
    const cx = b.x + b.w / 2;
    const cy = b.y + b.h / 2;
    const angles = [-12, 0, 12];
    const winner = 1 + Math.floor(r() * 2);
    angles.forEach((angle, i) => {
      const x = cx - w / 2 + (i - 1) * w * 0.8;
      const highlight = i === winner;
      out += `<g transform="rotate(${angle} ${n(x + w / 2)} ${n(cy + h)})">`;
      out += card(t, x, cy - h / 2, w, h, 24);
      out += `<rect x="${n(x + 18)}" y="${n(cy - h / 2 + 18)}" width="${n(w - 36)}" height="${n(h * 0.5)}" rx="16" fill="url(#${highlight ? 'warmFill' : 'imgFill'})"/>`;
      out += dot(x + w / 2, cy - h / 2 + 18 + h * 0.25, 34, P.white, 0.35);
      out += `<path d="M${n(x + w / 2 - 10)} ${n(cy - h / 2 + 18 + h * 0.25 - 16)} L${n(x + w / 2 + 16)} ${n(cy - h / 2 + 18 + h * 0.25)} L${n(x + w / 2 - 10)} ${n(cy - h / 2 + 18 + h * 0.25 + 16)} Z" fill="${P.white}"/>`;
      out += bar(x + 30, cy + h * 0.12, w * 0.7, 14, t.strong, t.dark ? 0.75 : 0.75);
      out += lines(t, r, x + 30, cy + h * 0.12 + 34, w - 60, 2, 22, 9);
      out += button(x + 30, cy + h / 2 - 70, w * 0.5, 40, highlight ? P.amber : P.teal, P.white);
      if (highlight) {
        out += dot(x + w - 26, cy - h / 2 + 26, 26, P.emerald);
        out += `<path d="M${n(x + w - 38)} ${n(cy - h / 2 + 27)} L${n(x + w - 29)} ${n(cy - h / 2 + 36)} L${n(x + w - 13)} ${n(cy - h / 2 + 17)}" stroke="${P.white}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
      }
      out += '</g>';
    });
    return out;
  },

  gauge(b, r, t) {
    let out = card(t, b.x, b.y, b.w, b.h);
    // lead cards flowing in on the left
    const lx = b.x + 40;
    for (let i = 0; i < 4; i++) {
      const y = b.y + 56 + i * ((b.h - 112) / 4);
      out += card(t, lx, y, b.w * 0.3, (b.h - 112) / 4 - 18, 14, false);
      out += dot(
        lx + 34,
        y + ((b.h - 112) / 4 - 18) / 2,
        16,
        [P.emerald, P.tealBright, P.amber, P.slate500][i] ?? P.teal,
      );
      out += bar(lx + 62, y + 26, b.w * 0.16, 10, t.strong, t.dark ? 0.6 : 0.7);
      out += bar(lx + 62, y + 48, b.w * 0.11, 8, t.ink, t.inkOpacity);
    }
    // gauge on the right
    const gx = b.x + b.w * 0.68;
    const gy = b.y + b.h * 0.62;
    const rad = Math.min(b.w * 0.26, b.h * 0.4);
    const seg = [P.slate500, P.tealBright, P.emerald, P.amber];
    seg.forEach((color, i) => {
      const a0 = Math.PI + (i * Math.PI) / 4 + 0.04;
      const a1 = Math.PI + ((i + 1) * Math.PI) / 4 - 0.04;
      const x0 = gx + rad * Math.cos(a0);
      const y0 = gy + rad * Math.sin(a0);
      const x1 = gx + rad * Math.cos(a1);
      const y1 = gy + rad * Math.sin(a1);
      out += `<path d="M${n(x0)} ${n(y0)} A${n(rad)} ${n(rad)} 0 0 1 ${n(x1)} ${n(y1)}" fill="none" stroke="${color}" stroke-width="${n(rad * 0.22)}"/>`;
    });
    const angle = Math.PI + Math.PI * between(r, 0.72, 0.86);
    out += `<path d="M${n(gx)} ${n(gy)} L${n(gx + rad * 0.78 * Math.cos(angle))} ${n(gy + rad * 0.78 * Math.sin(angle))}" stroke="${t.dark ? P.white : P.slate700}" stroke-width="8" stroke-linecap="round"/>`;
    out += dot(gx, gy, 16, t.dark ? P.white : P.slate700);
    out += bar(gx - 60, gy + 50, 120, 18, P.emeraldLight, 0.9);
    // flow arrows from cards to gauge
    out += `<path d="M${n(lx + b.w * 0.3 + 16)} ${n(b.y + b.h / 2)} C${n(gx - rad - 60)} ${n(b.y + b.h / 2)} ${n(gx - rad - 40)} ${n(gy - 20)} ${n(gx - rad - 24)} ${n(gy - 20)}" fill="none" stroke="${P.emeraldLight}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>`;
    return out;
  },

  wireframe(b, r, t) {
    let out = browserChrome(t, b);
    const x = b.x + 44;
    const w = b.w - 88;
    out += bar(x, b.y + 90, w * 0.62, 22, t.strong, t.dark ? 0.85 : 0.8);
    out += bar(x, b.y + 126, w * 0.48, 22, t.strong, t.dark ? 0.85 : 0.8);
    out += lines(t, r, x, b.y + 178, w * 0.5, 3, 24, 10);
    const by = b.y + 270;
    out += `<rect x="${n(x - 10)}" y="${n(by - 10)}" width="${n(w * 0.34 + 20)}" height="72" rx="36" fill="${P.amber}" opacity="0.3"/>`;
    out += button(x, by, w * 0.34, 52, P.amber, P.slate900);
    out += `<rect x="${n(x + w * 0.56)}" y="${n(b.y + 84)}" width="${n(w * 0.44)}" height="${n(b.h * 0.46)}" rx="18" fill="url(#imgFill)"/>`;
    out += `<path d="M${n(x + w * 0.6)} ${n(b.y + 84 + b.h * 0.4)} L${n(x + w * 0.7)} ${n(b.y + 84 + b.h * 0.25)} L${n(x + w * 0.78)} ${n(b.y + 84 + b.h * 0.32)} L${n(x + w * 0.9)} ${n(b.y + 84 + b.h * 0.14)}" stroke="${P.white}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"/>`;
    // form card
    const fy = b.y + b.h * 0.62;
    for (let i = 0; i < 3; i++) {
      const cx = x + i * (w / 3);
      out += card(t, cx, fy, w / 3 - 20, b.h - (fy - b.y) - 34, 14, false);
      out += dot(cx + 32, fy + 34, 12, [P.emerald, P.tealBright, P.amber][i] ?? P.teal);
      out += lines(t, r, cx + 24, fy + 64, w / 3 - 68, 2, 20, 8);
    }
    return out;
  },

  email(b, _r, t) {
    let out = '';
    const env = (x: number, y: number, w: number, h: number, color: string): string =>
      card(t, x, y, w, h, 12) +
      `<path d="M${n(x + 8)} ${n(y + 10)} L${n(x + w / 2)} ${n(y + h * 0.55)} L${n(x + w - 8)} ${n(y + 10)}" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
    const ew = 150;
    const eh = 100;
    const cy = b.y + b.h / 2;
    const nodes: [number, number][] = [
      [b.x + 10, cy - eh / 2],
      [b.x + b.w * 0.36, cy - b.h * 0.32],
      [b.x + b.w * 0.36, cy + b.h * 0.32 - eh],
      [b.x + b.w * 0.72, cy - b.h * 0.42],
      [b.x + b.w * 0.72, cy - eh / 2],
      [b.x + b.w * 0.72, cy + b.h * 0.42 - eh],
    ];
    const links: [number, number][] = [
      [0, 1],
      [0, 2],
      [1, 3],
      [1, 4],
      [2, 5],
    ];
    for (const [from, to] of links) {
      const a = nodes[from];
      const c = nodes[to];
      if (!a || !c) continue;
      const x0 = a[0] + ew;
      const y0 = a[1] + eh / 2;
      const x1 = c[0];
      const y1 = c[1] + eh / 2;
      const mx = (x0 + x1) / 2;
      out += `<path d="M${n(x0)} ${n(y0)} C${n(mx)} ${n(y0)} ${n(mx)} ${n(y1)} ${n(x1)} ${n(y1)}" fill="none" stroke="${P.emeraldLight}" stroke-width="4" stroke-dasharray="3 12" stroke-linecap="round" opacity="0.9"/>`;
    }
    const colors = [P.amber, P.emerald, P.tealBright, P.emerald, P.amber, P.tealBright];
    nodes.forEach(([x, y], i) => {
      out += env(x, y, ew, eh, colors[i] ?? P.teal);
      if (i > 0) out += dot(x + ew - 6, y + 6, 16, colors[i] ?? P.teal);
    });
    // a clock badge on the first branch
    out += dot(b.x + b.w * 0.25, cy, 26, t.dark ? P.slate800 : P.white);
    out += `<circle cx="${n(b.x + b.w * 0.25)}" cy="${n(cy)}" r="18" fill="none" stroke="${P.amberLight}" stroke-width="4"/>`;
    out += `<path d="M${n(b.x + b.w * 0.25)} ${n(cy - 10)} V${n(cy)} L${n(b.x + b.w * 0.25 + 8)} ${n(cy + 6)}" stroke="${P.amberLight}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    return out;
  },

  layers(b, r, t) {
    let out = '';
    const layerColors = [P.tealBright, P.emerald, P.amber];
    const lw = b.w * 0.52;
    const lh = b.h * 0.26;
    const skew = lw * 0.22;
    for (let i = 2; i >= 0; i--) {
      const x = b.x + 10;
      const y = b.y + 40 + i * (lh * 0.95);
      const color = layerColors[i] ?? P.teal;
      out += `<path d="M${n(x + skew)} ${n(y)} H${n(x + lw + skew)} L${n(x + lw)} ${n(y + lh)} H${n(x)} Z" fill="${color}" fill-opacity="${t.dark ? 0.22 : 0.3}" stroke="${color}" stroke-width="3"/>`;
      const pts: [number, number][] = [];
      for (let k = 0; k < 6; k++) {
        const px = x + skew * 0.8 + 40 + k * ((lw - 120) / 5);
        pts.push([px, y + lh * 0.72 - (lh * 0.45 * k) / 5 - between(r, 0, lh * 0.15)]);
      }
      out += trend(pts, color, 4, false);
    }
    // dial
    const rad = b.w * 0.12;
    const dx = b.x + b.w - rad - 30;
    const dy = b.y + b.h * 0.5;
    out += card(t, dx - rad - 28, dy - rad - 28, (rad + 28) * 2, (rad + 28) * 2 + 80, 24);
    out += `<circle cx="${n(dx)}" cy="${n(dy)}" r="${n(rad)}" fill="none" stroke="${t.edge}" stroke-opacity="${t.edgeOpacity + 0.1}" stroke-width="14"/>`;
    const frac = between(r, 0.58, 0.72);
    const a = -Math.PI / 2 + frac * Math.PI * 2;
    out += `<path d="M${n(dx)} ${n(dy - rad)} A${n(rad)} ${n(rad)} 0 1 1 ${n(dx + rad * Math.cos(a))} ${n(dy + rad * Math.sin(a))}" fill="none" stroke="${P.emerald}" stroke-width="14" stroke-linecap="round"/>`;
    out += lettering({
      text: `${Math.round(frac * 100)}`,
      x: dx,
      y: dy + rad * 0.22,
      size: rad * 0.44,
      color: t.dark ? P.white : P.slate700,
      weight: 14,
      anchor: 'middle',
    });
    out += bar(dx - rad, dy + rad + 44, rad * 2, 10, t.ink, t.inkOpacity);
    return out;
  },

  chat(b, r, t) {
    let out = card(t, b.x, b.y, b.w * 0.66, b.h);
    const x = b.x + 36;
    const w = b.w * 0.66 - 72;
    out += dot(x + 22, b.y + 44, 22, P.emerald);
    out += spark(x + 22, b.y + 44, 11, P.white);
    out += bar(x + 58, b.y + 36, 150, 14, t.strong, t.dark ? 0.8 : 0.75);
    out += `<path d="M${n(b.x)} ${n(b.y + 88)} H${n(b.x + b.w * 0.66)}" stroke="${t.edge}" stroke-opacity="${t.edgeOpacity}" stroke-width="2"/>`;
    let y = b.y + 116;
    const bubbles: ['in' | 'out', number][] = [
      ['in', 2],
      ['out', 1],
      ['in', 3],
      ['out', 1],
      ['in', 2],
      ['out', 1],
    ];
    for (const [side, count] of bubbles) {
      const h = 26 + count * 22;
      if (y + h > b.y + b.h - 100) break;
      const bw = side === 'in' ? w * between(r, 0.62, 0.74) : w * between(r, 0.42, 0.54);
      const bx = side === 'in' ? x : x + w - bw;
      out += `<rect x="${n(bx)}" y="${n(y)}" width="${n(bw)}" height="${n(h)}" rx="18" fill="${side === 'in' ? (t.dark ? P.white : P.slate100) : P.teal}" fill-opacity="${side === 'in' && t.dark ? 0.14 : 1}"/>`;
      for (let i = 0; i < count; i++) {
        out += bar(
          bx + 20,
          y + 20 + i * 22,
          (bw - 40) * (i === count - 1 ? 0.6 : 1),
          8,
          side === 'in' ? t.ink : P.white,
          side === 'in' ? t.inkOpacity + 0.15 : 0.8,
        );
      }
      y += h + 18;
    }
    // message input
    const iy = b.y + b.h - 80;
    out += `<rect x="${n(x)}" y="${n(iy)}" width="${n(w)}" height="52" rx="26" fill="none" stroke="${t.edge}" stroke-opacity="${t.edgeOpacity + 0.2}" stroke-width="2"/>`;
    out += bar(x + 24, iy + 22, w * 0.4, 9, t.ink, t.inkOpacity);
    out += dot(x + w - 28, iy + 26, 18, P.teal);
    out += `<path d="M${n(x + w - 36)} ${n(iy + 26)} H${n(x + w - 20)} M${n(x + w - 27)} ${n(iy + 19)} L${n(x + w - 20)} ${n(iy + 26)} L${n(x + w - 27)} ${n(iy + 33)}" stroke="${P.white}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    // calendar card
    const cx = b.x + b.w * 0.66 + 30;
    const cw = b.w * 0.34 - 30;
    const cy = b.y + b.h * 0.2;
    const ch = b.h * 0.6;
    out += card(t, cx, cy, cw, ch, 20);
    out += `<rect x="${n(cx)}" y="${n(cy)}" width="${n(cw)}" height="46" rx="20" fill="${P.amber}"/>`;
    out += `<rect x="${n(cx)}" y="${n(cy + 26)}" width="${n(cw)}" height="20" fill="${P.amber}"/>`;
    const cell = (cw - 40) / 4;
    const rows = Math.max(3, Math.floor((ch - 86) / (cell * 0.9)));
    const pickRow = Math.floor(rows / 2);
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < 4; col++) {
        const hl = row === pickRow && col === 1;
        out += `<rect x="${n(cx + 20 + col * cell + 4)}" y="${n(cy + 66 + row * cell * 0.9)}" width="${n(cell - 8)}" height="${n(cell * 0.9 - 8)}" rx="8" fill="${hl ? P.emerald : t.ink}" opacity="${hl ? 1 : t.inkOpacity * 0.7}"/>`;
      }
    }
    return out;
  },

  org(b, r, t) {
    let out = '';
    const cx = b.x + b.w * 0.36;
    const cy = b.y + b.h * 0.5;
    const rad = b.h * 0.24;
    const centers: [number, number, string][] = [
      [cx, cy - rad * 0.62, P.tealBright],
      [cx - rad * 0.72, cy + rad * 0.52, P.emerald],
      [cx + rad * 0.72, cy + rad * 0.52, P.amber],
    ];
    for (const [x, y, color] of centers) {
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${color}" fill-opacity="${t.dark ? 0.2 : 0.28}" stroke="${color}" stroke-width="4"/>`;
      out += dot(x, y - 14, 20, color);
      out += `<path d="M${n(x - 32)} ${n(y + 34)} C${n(x - 32)} ${n(y + 6)} ${n(x + 32)} ${n(y + 6)} ${n(x + 32)} ${n(y + 34)}" fill="${color}"/>`;
    }
    // org chart on the right
    const ox = b.x + b.w * 0.78;
    const top = b.y + b.h * 0.16;
    const node = (x: number, y: number, color: string): string =>
      card(t, x - 62, y, 124, 58, 14, false) +
      dot(x - 32, y + 29, 14, color) +
      bar(x - 10, y + 24, 52, 10, t.ink, t.inkOpacity + 0.1);
    out += `<path d="M${n(ox)} ${n(top + 58)} V${n(top + 110)} M${n(ox - 110)} ${n(top + 110)} H${n(ox + 110)} M${n(ox - 110)} ${n(top + 110)} V${n(top + 150)} M${n(ox + 110)} ${n(top + 110)} V${n(top + 150)}" stroke="${t.edge}" stroke-opacity="${t.edgeOpacity + 0.2}" stroke-width="3" fill="none"/>`;
    out += node(ox, top, P.tealBright);
    out += node(ox - 110, top + 150, P.emerald);
    out += node(ox + 110, top + 150, P.amber);
    // growth bars
    const gy = b.y + b.h - 40;
    for (let i = 0; i < 5; i++) {
      const h = 40 + i * 28 + between(r, -8, 8);
      out += `<rect x="${n(ox - 120 + i * 52)}" y="${n(gy - h)}" width="34" height="${n(h)}" rx="8" fill="url(#barFill)"/>`;
    }
    return out;
  },

  map(b, r, t) {
    let out = card(t, b.x, b.y, b.w, b.h);
    out += `<clipPath id="mapClip"><rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" rx="22"/></clipPath><g clip-path="url(#mapClip)">`;
    // roads
    for (let i = 0; i < 5; i++) {
      const y0 = b.y + between(r, 0, b.h);
      const y1 = b.y + between(r, 0, b.h);
      out += `<path d="M${n(b.x - 10)} ${n(y0)} C${n(b.x + b.w * 0.35)} ${n(y0 + between(r, -120, 120))} ${n(b.x + b.w * 0.65)} ${n(y1 + between(r, -120, 120))} ${n(b.x + b.w + 10)} ${n(y1)}" fill="none" stroke="${t.edge}" stroke-opacity="${t.edgeOpacity + 0.05}" stroke-width="${i % 2 === 0 ? 12 : 5}" stroke-linecap="round"/>`;
    }
    out += `<path d="M${n(b.x + b.w * 0.2)} ${n(b.y - 10)} C${n(b.x + b.w * 0.3)} ${n(b.y + b.h * 0.4)} ${n(b.x + b.w * 0.1)} ${n(b.y + b.h * 0.7)} ${n(b.x + b.w * 0.25)} ${n(b.y + b.h + 10)}" fill="none" stroke="${P.tealBright}" stroke-opacity="0.45" stroke-width="26"/>`;
    out += '</g>';
    const count = 11;
    for (let i = 0; i < count; i++) {
      const px = b.x + 60 + between(r, 0, b.w - 120);
      const py = b.y + 80 + between(r, 0, b.h - 120);
      const big = i < 3;
      const s = big ? 1.25 : 0.85;
      const color = big ? P.amber : P.emerald;
      out += `<g transform="translate(${n(px)} ${n(py)}) scale(${s})"><path d="M0 0 C-8 -14 -22 -22 -22 -38 C-22 -52 -12 -62 0 -62 C12 -62 22 -52 22 -38 C22 -22 8 -14 0 0 Z" fill="${color}"/><circle cx="0" cy="-38" r="8" fill="${P.white}"/></g>`;
    }
    return out;
  },

  browser(b, r, t, hint) {
    let out = browserChrome(t, b);
    const x = b.x + 40;
    const w = b.w - 80;
    // nav
    out += bar(x, b.y + 72, 90, 14, P.emerald, 0.9);
    for (let i = 0; i < 4; i++)
      out += bar(x + w * 0.45 + i * (w * 0.12), b.y + 74, w * 0.08, 10, t.ink, t.inkOpacity);
    // hero
    const hy = b.y + 112;
    const hh = b.h * 0.42;
    out += `<rect x="${n(x)}" y="${n(hy)}" width="${n(w)}" height="${n(hh)}" rx="18" fill="url(#imgFill)"/>`;
    out += bar(x + 40, hy + hh * 0.3, w * 0.4, 20, P.white, 0.95);
    out += bar(x + 40, hy + hh * 0.3 + 34, w * 0.3, 12, P.white, 0.7);
    out += button(x + 40, hy + hh * 0.3 + 70, 170, 44, P.amber, P.slate900);
    const gx = x + w * 0.78;
    const gy = hy + hh / 2;
    const gr = hh * 0.32;
    const hero = /pin|location|dental|map/.test(hint)
      ? 'pin'
      : /thermostat|hvac|heating/.test(hint)
        ? 'ring'
        : pick(r, ['ring', 'bars', 'people'] as const);
    if (hero === 'ring') {
      out += `<circle cx="${n(gx)}" cy="${n(gy)}" r="${n(gr)}" fill="none" stroke="${P.white}" stroke-opacity="0.55" stroke-width="12"/>`;
      out += `<path d="M${n(gx - gr)} ${n(gy)} A${n(gr)} ${n(gr)} 0 0 1 ${n(gx)} ${n(gy - gr)}" fill="none" stroke="${P.amberLight}" stroke-width="12" stroke-linecap="round"/>`;
      out += dot(gx, gy, gr * 0.3, P.white, 0.85);
    } else if (hero === 'pin') {
      out += dot(gx, gy, gr, P.white, 0.18);
      out += `<g transform="translate(${n(gx)} ${n(gy + gr * 0.55)}) scale(${n(gr / 50)})"><path d="M0 0 C-8 -14 -22 -22 -22 -38 C-22 -52 -12 -62 0 -62 C12 -62 22 -52 22 -38 C22 -22 8 -14 0 0 Z" fill="${P.amber}"/><circle cx="0" cy="-38" r="8" fill="${P.white}"/></g>`;
    } else if (hero === 'bars') {
      for (let i = 0; i < 4; i++) {
        const bh = gr * (0.6 + i * 0.45);
        out += `<rect x="${n(gx - gr + i * gr * 0.55)}" y="${n(gy + gr - bh)}" width="${n(gr * 0.36)}" height="${n(bh)}" rx="6" fill="${i === 3 ? P.amberLight : P.white}" opacity="${i === 3 ? 1 : 0.6}"/>`;
      }
    } else {
      for (let i = 0; i < 3; i++) {
        const px = gx - gr + i * gr;
        out += dot(px, gy, gr * 0.42, [P.emeraldLight, P.amberLight, P.tealPale][i] ?? P.white, 0.95);
        out += dot(px, gy - gr * 0.1, gr * 0.14, P.teal, 0.9);
      }
    }
    // cards
    const cy = hy + hh + 28;
    const chh = b.y + b.h - cy - 30;
    for (let i = 0; i < 3; i++) {
      const cx = x + i * (w / 3);
      out += card(t, cx, cy, w / 3 - 20, chh, 14, false);
      out += dot(cx + 30, cy + 32, 12, [P.emerald, P.tealBright, P.amber][i] ?? P.teal);
      out += lines(
        t,
        r,
        cx + 22,
        cy + 60,
        w / 3 - 64,
        Math.max(1, Math.min(3, Math.floor((chh - 70) / 22))),
        20,
        8,
      );
    }
    return out;
  },

  grid(b, r, t) {
    let out = browserChrome(t, b);
    const x = b.x + 36;
    const w = b.w - 72;
    out += bar(x, b.y + 72, 110, 14, P.emerald, 0.9);
    // cart icon
    const kx = b.x + b.w - 70;
    const ky = b.y + 70;
    out += `<path d="M${kx - 18} ${ky - 10} H${kx - 10} L${kx - 2} ${ky + 12} H${kx + 18} L${kx + 22} ${ky - 4} H${kx - 6}" fill="none" stroke="${t.strong}" stroke-opacity="${t.dark ? 0.8 : 0.7}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
    out += dot(kx + 20, ky - 14, 9, P.amber);
    const cols = r() < 0.5 ? 3 : 4;
    const rows = 2;
    const gap = 22;
    const top = b.y + 108;
    const cw = (w - gap * (cols - 1)) / cols;
    const ch = (b.y + b.h - 30 - top - gap * (rows - 1)) / rows;
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const cx = x + col * (cw + gap);
        const cy = top + row * (ch + gap);
        out += card(t, cx, cy, cw, ch, 14, false);
        out += `<rect x="${n(cx + 12)}" y="${n(cy + 12)}" width="${n(cw - 24)}" height="${n(ch * 0.56)}" rx="10" fill="url(#${(row + col) % 3 === 1 ? 'warmFill' : 'imgFill'})"/>`;
        out += bar(cx + 16, cy + ch * 0.56 + 28, cw * 0.6, 10, t.strong, t.dark ? 0.7 : 0.6);
        out += bar(cx + 16, cy + ch * 0.56 + 50, cw * 0.28, 10, P.emeraldLight, 0.95);
      }
    }
    return out;
  },

  swatches(b, _r, t) {
    let out = '';
    // logo tile
    const lx = b.x + 20;
    const ly = b.y + 20;
    const size = b.h * 0.5;
    out += card(t, lx, ly, size, size, 36);
    out += `<rect x="${n(lx + size * 0.28)}" y="${n(ly + size * 0.2)}" width="${n(size * 0.44)}" height="${n(size * 0.6)}" rx="12" fill="none" stroke="${P.amber}" stroke-width="10"/>`;
    out += `<path d="M${n(lx + size * 0.36)} ${n(ly + size * 0.2)} V${n(ly + size * 0.8)}" stroke="${P.amber}" stroke-width="8"/>`;
    out += dot(lx + size * 0.54, ly + size * 0.48, size * 0.08, P.coral);
    // swatches
    const colors = [P.tealDeep, P.teal, P.emerald, P.amber, P.coral];
    colors.forEach((color, i) => {
      out += `<circle cx="${n(lx + 40 + i * (size * 0.22))}" cy="${n(b.y + b.h - 50)}" r="${n(size * 0.1)}" fill="${color}" stroke="${t.dark ? P.white : P.white}" stroke-width="4"/>`;
    });
    // packaging
    const bags = 3;
    for (let i = 0; i < bags; i++) {
      const bw = b.w * 0.17;
      const bh = b.h * 0.62;
      const bx = b.x + b.w * 0.46 + i * (bw + 26);
      const by = b.y + b.h * 0.24 + (i === 1 ? -24 : 0);
      const color = [P.emerald, P.amber, P.tealDeep][i] ?? P.teal;
      out += `<path d="M${n(bx + 10)} ${n(by)} H${n(bx + bw - 10)} L${n(bx + bw)} ${n(by + bh)} H${n(bx)} Z" fill="${color}" stroke="${P.white}" stroke-opacity="0.5" stroke-width="3"/>`;
      out += `<rect x="${n(bx + 14)}" y="${n(by - 24)}" width="${n(bw - 28)}" height="30" rx="6" fill="${color}" opacity="0.75"/>`;
      out += `<rect x="${n(bx + bw * 0.16)}" y="${n(by + bh * 0.3)}" width="${n(bw * 0.68)}" height="${n(bh * 0.4)}" rx="10" fill="${P.white}" opacity="0.92"/>`;
      out += bar(bx + bw * 0.26, by + bh * 0.38, bw * 0.48, 10, P.slate700, 0.8);
      out += bar(bx + bw * 0.26, by + bh * 0.38 + 24, bw * 0.34, 8, P.slate300, 1);
      out += bar(bx + bw * 0.26, by + bh * 0.38 + 44, bw * 0.4, 8, P.slate300, 1);
    }
    return out;
  },

  phone: (b, r, t) => phoneMotif(b, r, t, 'list'),
  'phone-timeline': (b, r, t) => phoneMotif(b, r, t, 'timeline'),
  'phone-product': (b, r, t) => phoneMotif(b, r, t, 'product'),
  'phone-chat': (b, r, t) => phoneMotif(b, r, t, 'chat'),

  guidelines(b, r, t) {
    let out = '';
    const pw = b.w * 0.46;
    // page 1: logo and typography
    out += card(t, b.x, b.y + 10, pw, b.h - 20, 18);
    out += `<rect x="${n(b.x + 36)}" y="${n(b.y + 46)}" width="110" height="110" rx="26" fill="${P.amber}"/>`;
    out += `<rect x="${n(b.x + 68)}" y="${n(b.y + 70)}" width="46" height="62" rx="8" fill="none" stroke="${P.white}" stroke-width="7"/>`;
    out += lettering({
      text: 'AA',
      x: b.x + 36,
      y: b.y + b.h * 0.5,
      size: b.h * 0.2,
      color: t.strong,
      weight: 14,
      tracking: 10,
    });
    out += lettering({
      text: 'ABC 123',
      x: b.x + 36,
      y: b.y + b.h * 0.62,
      size: b.h * 0.06,
      color: P.teal,
      weight: 13,
    });
    out += lines(t, r, b.x + 36, b.y + b.h * 0.7, pw - 72, 4, 24, 10);
    // page 2: color palette grid
    const x2 = b.x + pw + 40;
    const w2 = b.w - pw - 40;
    out += card(t, x2, b.y + 10, w2, b.h - 20, 18);
    out += bar(x2 + 36, b.y + 48, w2 * 0.4, 16, t.strong, 0.8);
    const colors = [
      P.tealDeep,
      P.teal,
      P.emerald,
      P.emeraldLight,
      P.amber,
      P.amberLight,
      P.coral,
      P.slate700,
      P.slate300,
    ];
    const cell = (w2 - 72 - 2 * 20) / 3;
    colors.forEach((color, i) => {
      const cx = x2 + 36 + (i % 3) * (cell + 20);
      const cy = b.y + 92 + Math.floor(i / 3) * (cell * 0.8 + 38);
      out += `<rect x="${n(cx)}" y="${n(cy)}" width="${n(cell)}" height="${n(cell * 0.8)}" rx="14" fill="${color}"/>`;
      out += bar(cx, cy + cell * 0.8 + 12, cell * 0.6, 8, t.ink, t.inkOpacity);
    });
    return out;
  },

  article(b, r, t) {
    let out = browserChrome(t, b);
    const x = b.x + 40;
    const w = b.w - 80;
    const colW = w * 0.6;
    out += bar(x, b.y + 84, colW * 0.8, 22, t.strong, t.dark ? 0.85 : 0.8);
    out += bar(x, b.y + 118, colW * 0.5, 22, t.strong, t.dark ? 0.85 : 0.8);
    out += `<rect x="${n(x)}" y="${n(b.y + 166)}" width="${n(colW)}" height="${n(b.h * 0.32)}" rx="16" fill="url(#imgFill)"/>`;
    out += `<path d="M${n(x + 30)} ${n(b.y + 166 + b.h * 0.32 - 20)} L${n(x + colW * 0.3)} ${n(b.y + 190)} L${n(x + colW * 0.5)} ${n(b.y + 166 + b.h * 0.18)} L${n(x + colW * 0.65)} ${n(b.y + 200)} L${n(x + colW - 30)} ${n(b.y + 166 + b.h * 0.32 - 20)} Z" fill="${P.white}" opacity="0.3"/>`;
    out += lines(
      t,
      r,
      x,
      b.y + 190 + b.h * 0.32,
      colW,
      Math.max(2, Math.floor((b.h - 230 - b.h * 0.32) / 24)),
      24,
      10,
    );
    const sx = x + colW + 36;
    const sw = w - colW - 36;
    const sh = (b.h - 120) / 2 - 12;
    for (let i = 0; i < 2; i++) {
      const sy = b.y + 84 + i * (sh + 24);
      out += card(t, sx, sy, sw, sh, 16, false);
      out += `<rect x="${n(sx + 14)}" y="${n(sy + 14)}" width="${n(sw - 28)}" height="${n(sh * 0.45)}" rx="10" fill="url(#${i === 0 ? 'warmFill' : 'imgFill'})"/>`;
      out += bar(sx + 18, sy + sh * 0.45 + 34, sw * 0.6, 10, t.strong, 0.7);
      out += bar(sx + 18, sy + sh * 0.45 + 56, sw * 0.3, 10, P.emerald, 0.9);
      out += button(sx + 18, sy + sh - 52, sw - 36, 36, P.teal, P.white);
    }
    return out;
  },

  location(b, r, t) {
    let out = browserChrome(t, b);
    const x = b.x + 40;
    const w = b.w - 80;
    out += bar(x, b.y + 84, w * 0.4, 22, t.strong, 0.8);
    out += lines(t, r, x, b.y + 124, w * 0.45, 2, 22, 10);
    // dentist profiles
    for (let i = 0; i < 3; i++) {
      const px = x + i * (w * 0.18);
      const py = b.y + 220;
      out += dot(px + 44, py + 44, 44, [P.tealBright, P.emerald, P.amber][i] ?? P.teal, 0.9);
      out += dot(px + 44, py + 32, 16, P.white, 0.95);
      out += `<path d="M${n(px + 18)} ${n(py + 78)} C${n(px + 22)} ${n(py + 52)} ${n(px + 66)} ${n(py + 52)} ${n(px + 70)} ${n(py + 78)}" fill="${P.white}" opacity="0.95"/>`;
      out += bar(px + 8, py + 106, 72, 9, t.strong, 0.6);
      out += bar(px + 16, py + 124, 56, 8, t.ink, t.inkOpacity);
    }
    // hours
    const hy = b.y + 400;
    for (let i = 0; i < Math.min(5, Math.floor((b.h - 420) / 30)); i++) {
      out += bar(x, hy + i * 30, w * 0.14, 9, t.ink, t.inkOpacity + 0.1);
      out += bar(x + w * 0.3, hy + i * 30, w * 0.16, 9, i === 5 ? P.coral : P.emerald, 0.7);
    }
    // map with pin
    const mx = x + w * 0.6;
    const mw = w * 0.4;
    const my = b.y + 84;
    const mh = b.h - 124;
    out += `<rect x="${n(mx)}" y="${n(my)}" width="${n(mw)}" height="${n(mh)}" rx="16" fill="${P.emeraldPale}" opacity="${t.dark ? 0.25 : 1}"/>`;
    out += `<path d="M${n(mx)} ${n(my + mh * 0.3)} C${n(mx + mw * 0.4)} ${n(my + mh * 0.2)} ${n(mx + mw * 0.5)} ${n(my + mh * 0.7)} ${n(mx + mw)} ${n(my + mh * 0.6)} M${n(mx + mw * 0.3)} ${n(my)} L${n(mx + mw * 0.45)} ${n(my + mh)}" fill="none" stroke="${P.white}" stroke-width="12"/>`;
    out += `<g transform="translate(${n(mx + mw * 0.5)} ${n(my + mh * 0.5)}) scale(1.4)"><path d="M0 0 C-8 -14 -22 -22 -22 -38 C-22 -52 -12 -62 0 -62 C12 -62 22 -52 22 -38 C22 -22 8 -14 0 0 Z" fill="${P.amber}"/><circle cx="0" cy="-38" r="8" fill="${P.white}"/></g>`;
    return out;
  },

  tiers(b, r, t) {
    let out = '';
    const gap = 30;
    const cw = (b.w - gap * 2) / 3;
    for (let i = 0; i < 3; i++) {
      const hl = i === 1;
      const x = b.x + i * (cw + gap);
      const y = b.y + (hl ? 0 : 40);
      const h = b.h - (hl ? 0 : 80);
      out += card(t, x, y, cw, h, 22);
      if (hl)
        out += `<rect x="${n(x)}" y="${n(y)}" width="${n(cw)}" height="${n(h)}" rx="22" fill="none" stroke="${P.amber}" stroke-width="5"/>`;
      out += bar(x + 30, y + 40, cw * 0.4, 14, hl ? P.amber : P.teal, 0.9);
      out += bar(x + 30, y + 76, cw * 0.55, 30, t.strong, 0.8);
      for (let k = 0; k < 4 + i; k++) {
        const ly = y + 140 + k * 36;
        if (ly > y + h - 110) break;
        out += `<path d="M${n(x + 30)} ${n(ly + 2)} L${n(x + 38)} ${n(ly + 10)} L${n(x + 52)} ${n(ly - 6)}" stroke="${P.emerald}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
        out += bar(x + 66, ly - 2, (cw - 100) * between(r, 0.6, 1), 9, t.ink, t.inkOpacity + 0.1);
      }
      out += button(x + 30, y + h - 76, cw - 60, 46, hl ? P.amber : P.teal, hl ? P.slate900 : P.white);
    }
    return out;
  },

  portal(b, r, t) {
    let out = browserChrome(t, b);
    const sideW = b.w * 0.22;
    out += `<rect x="${n(b.x + 1)}" y="${n(b.y + 47)}" width="${n(sideW)}" height="${n(b.h - 48)}" fill="${P.teal}" opacity="${t.dark ? 0.25 : 0.08}"/>`;
    for (let i = 0; i < 5; i++) {
      out += bar(
        b.x + 28,
        b.y + 86 + i * 40,
        sideW * (i === 1 ? 0.7 : 0.55),
        10,
        i === 1 ? P.teal : t.ink,
        i === 1 ? 0.9 : t.inkOpacity + 0.1,
      );
    }
    const x = b.x + sideW + 40;
    const w = b.w - sideW - 80;
    out += bar(x, b.y + 84, w * 0.5, 20, t.strong, 0.8);
    out += lines(t, r, x, b.y + 120, w * 0.6, 1, 22, 10);
    const count = 4;
    const bw = (w - 3 * 24) / count;
    for (let i = 0; i < count; i++) {
      const bx = x + i * (bw + 24);
      const by = b.y + 160;
      const bh = b.h - 200 - 80;
      out += card(t, bx, by, bw, bh + 70, 16, false);
      const cx = bx + bw / 2;
      const neck = bw * 0.1;
      const body = bw * 0.2;
      const top = by + 24;
      const bottom = by + bh;
      const color = [P.tealDeep, P.coral, P.amber, P.emerald][i] ?? P.teal;
      out += `<path d="M${n(cx - neck)} ${n(top)} H${n(cx + neck)} V${n(top + bh * 0.25)} C${n(cx + body)} ${n(top + bh * 0.32)} ${n(cx + body)} ${n(top + bh * 0.36)} ${n(cx + body)} ${n(top + bh * 0.42)} V${n(bottom - 10)} Q${n(cx + body)} ${n(bottom)} ${n(cx + body - 10)} ${n(bottom)} H${n(cx - body + 10)} Q${n(cx - body)} ${n(bottom)} ${n(cx - body)} ${n(bottom - 10)} V${n(top + bh * 0.42)} C${n(cx - body)} ${n(top + bh * 0.36)} ${n(cx - body)} ${n(top + bh * 0.32)} ${n(cx - neck)} ${n(top + bh * 0.25)} Z" fill="${color}"/>`;
      out += `<rect x="${n(cx - body * 0.7)}" y="${n(top + bh * 0.55)}" width="${n(body * 1.4)}" height="${n(bh * 0.2)}" rx="4" fill="${P.white}" opacity="0.9"/>`;
      // swap toggle
      const on = i !== 2;
      out += `<rect x="${n(bx + 16)}" y="${n(by + bh + 26)}" width="54" height="28" rx="14" fill="${on ? P.emerald : P.slate300}"/>`;
      out += dot(on ? bx + 56 : bx + 30, by + bh + 40, 10, P.white);
      out += bar(bx + 84, by + bh + 36, bw - 110, 8, t.ink, t.inkOpacity + 0.1);
    }
    return out;
  },

  calendar(b, r, t) {
    let out = card(t, b.x, b.y, b.w * 0.62, b.h);
    const x = b.x + 36;
    const w = b.w * 0.62 - 72;
    out += `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w * 0.62)}" height="78" rx="22" fill="${P.teal}"/>`;
    out += `<rect x="${n(b.x)}" y="${n(b.y + 50)}" width="${n(b.w * 0.62)}" height="28" fill="${P.teal}"/>`;
    out += bar(x, b.y + 32, 180, 16, P.white, 0.9);
    const cols = 7;
    const rows = 5;
    const cell = w / cols;
    const ch = (b.h - 120) / rows;
    const start = 8 + Math.floor(r() * 6);
    for (let i = 0; i < rows * cols; i++) {
      const col = i % cols;
      const row = Math.floor(i / cols);
      const hl = i >= start && i < start + 3;
      out += `<rect x="${n(x + col * cell + 5)}" y="${n(b.y + 100 + row * ch + 5)}" width="${n(cell - 10)}" height="${n(ch - 10)}" rx="10" fill="${hl ? P.amber : t.ink}" opacity="${hl ? 1 : t.inkOpacity * 0.6}"/>`;
    }
    // ad cards on the right
    for (let i = 0; i < 2; i++) {
      const cx = b.x + b.w * 0.62 + 36;
      const cw = b.w * 0.38 - 36;
      const cy = b.y + 20 + i * (b.h / 2);
      const chh = b.h / 2 - 40;
      out += card(t, cx, cy, cw, chh, 18);
      out += `<rect x="${n(cx + 14)}" y="${n(cy + 14)}" width="${n(cw - 28)}" height="${n(chh * 0.48)}" rx="12" fill="url(#${i === 0 ? 'imgFill' : 'warmFill'})"/>`;
      out += bar(cx + 20, cy + chh * 0.48 + 36, cw * 0.7, 12, t.strong, t.dark ? 0.7 : 0.65);
      out += bar(cx + 20, cy + chh * 0.48 + 60, cw * 0.45, 9, t.ink, t.inkOpacity);
    }
    return out;
  },
};

const decors: Record<Decor, (w: number, h: number, r: Rng, t: Theme) => string> = {
  none: () => '',
  mountains(w, h, r, t) {
    const base = h;
    let d = `M0 ${base}`;
    let x = 0;
    while (x < w) {
      const peak = between(r, 160, 300);
      const half = between(r, 140, 260);
      d += ` L${n(x + half)} ${n(base - peak)} L${n(x + half * 2)} ${n(base - between(r, 40, 90))}`;
      x += half * 2;
    }
    d += ` L${n(w)} ${base} Z`;
    return `<path d="${d}" fill="${t.dark ? P.tealDeep : P.emeraldPale}" opacity="${t.dark ? 0.55 : 0.9}"/>`;
  },
  hills(w, h, r, t) {
    const y = h - between(r, 150, 210);
    return (
      `<path d="M0 ${n(y)} C${n(w * 0.25)} ${n(y - 120)} ${n(w * 0.45)} ${n(y + 60)} ${n(w * 0.7)} ${n(y - 40)} C${n(w * 0.85)} ${n(y - 90)} ${n(w * 0.95)} ${n(y - 20)} ${n(w)} ${n(y - 30)} V${h} H0 Z" fill="${t.dark ? P.tealDeep : P.emeraldPale}" opacity="${t.dark ? 0.6 : 0.9}"/>` +
      `<path d="M0 ${n(y + 90)} C${n(w * 0.3)} ${n(y + 20)} ${n(w * 0.6)} ${n(y + 140)} ${n(w)} ${n(y + 60)} V${h} H0 Z" fill="${P.teal}" opacity="${t.dark ? 0.45 : 0.25}"/>`
    );
  },
  sun(w, h, _r, t) {
    const cx = w * 0.4;
    const cy = h * 0.2;
    let rays = '';
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6;
      rays += `<path d="M${n(cx + 64 * Math.cos(a))} ${n(cy + 64 * Math.sin(a))} L${n(cx + 84 * Math.cos(a))} ${n(cy + 84 * Math.sin(a))}" stroke="${P.amberLight}" stroke-width="8" stroke-linecap="round"/>`;
    }
    return `<g opacity="${t.dark ? 0.85 : 0.9}">${dot(cx, cy, 48, P.amber)}${rays}</g>`;
  },
  house(w, h, _r, t) {
    const x = w * 0.8;
    const base = h - 24;
    const fill = t.dark ? P.slate950 : P.slate200;
    const mx = w * 0.93;
    const my = 96;
    const moon = `<path d="M${n(mx)} ${n(my - 46)} A46 46 0 1 0 ${n(mx + 40)} ${n(my + 24)} A40 40 0 1 1 ${n(mx)} ${n(my - 46)} Z" fill="${P.amberLight}" opacity="0.9"/>`;
    return (
      moon +
      `<path d="M${n(x)} ${n(base)} V${n(base - 120)} L${n(x + 110)} ${n(base - 205)} L${n(x + 220)} ${n(base - 120)} V${n(base)} Z" fill="${fill}" opacity="0.9"/>` +
      `<rect x="${n(x + 44)}" y="${n(base - 100)}" width="44" height="44" rx="6" fill="${P.amberLight}" opacity="0.9"/>` +
      `<rect x="${n(x + 132)}" y="${n(base - 100)}" width="44" height="44" rx="6" fill="${P.amberLight}" opacity="0.6"/>`
    );
  },
};

// ---------------------------------------------------------------------------------------------
// Backgrounds

function defs(t: Theme, r: Rng, w: number, h: number): string {
  const angle = between(r, 20, 60);
  const rad = (angle * Math.PI) / 180;
  const x2 = n(50 + 50 * Math.cos(rad));
  const y2 = n(50 + 50 * Math.sin(rad));
  const x1 = n(50 - 50 * Math.cos(rad));
  const y1 = n(50 - 50 * Math.sin(rad));
  const stops = t.dark ? [P.slate950, '#0b2b33', P.tealDeep] : ['#f8fafc', '#ecfdf5', '#f0fdfa'];
  const blur = Math.round(Math.min(w, h) * 0.09);
  return (
    `<defs>` +
    `<linearGradient id="bg" x1="${x1}%" y1="${y1}%" x2="${x2}%" y2="${y2}%">` +
    `<stop offset="0" stop-color="${stops[0] ?? P.slate950}"/><stop offset="0.55" stop-color="${stops[1] ?? P.tealDeep}"/><stop offset="1" stop-color="${stops[2] ?? P.teal}"/></linearGradient>` +
    `<linearGradient id="barFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${P.emeraldLight}"/><stop offset="1" stop-color="${P.teal}"/></linearGradient>` +
    `<linearGradient id="imgFill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${P.tealBright}"/><stop offset="1" stop-color="${P.teal}"/></linearGradient>` +
    `<linearGradient id="warmFill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${P.amberLight}"/><stop offset="1" stop-color="${P.coral}"/></linearGradient>` +
    `<linearGradient id="aiFill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${P.teal}"/><stop offset="0.6" stop-color="${P.emerald}"/><stop offset="1" stop-color="${P.amber}"/></linearGradient>` +
    `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter>` +
    `<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="16"/></filter>` +
    `</defs>`
  );
}

function backdrop(t: Theme, r: Rng, w: number, h: number, gridStep: number): string {
  let out = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const glows: [string, number][] = t.dark
    ? [
        [P.emerald, 0.42],
        [P.tealBright, 0.35],
        [P.amber, 0.3],
      ]
    : [
        [P.emeraldLight, 0.55],
        [P.tealPale, 0.6],
        [P.amberLight, 0.45],
      ];
  const scale = Math.min(w, h);
  glows.forEach(([color, opacity], i) => {
    const cx = i === 2 ? between(r, 0.05, 0.45) * w : between(r, 0.45, 0.95) * w;
    const cy = between(r, 0.1, 0.9) * h;
    const radius = scale * (i === 2 ? between(r, 0.14, 0.2) : between(r, 0.22, 0.32));
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${color}" opacity="${opacity}" filter="url(#soft)"/>`;
  });
  const grid = t.dark ? P.white : P.teal;
  const gridOpacity = t.dark ? 0.05 : 0.07;
  let d = '';
  for (let x = gridStep; x < w; x += gridStep) d += `M${x} 0V${h}`;
  for (let y = gridStep; y < h; y += gridStep) d += `M0 ${y}H${w}`;
  out += `<path d="${d}" stroke="${grid}" stroke-opacity="${gridOpacity}" stroke-width="1.5"/>`;
  return out;
}

function logo(x: number, y: number, size: number, t: Theme): string {
  // A rounded tile with a rising arrow, followed by the GROW DIGITAL wordmark.
  const s = size;
  const tile =
    `<rect x="${n(x)}" y="${n(y - s)}" width="${n(s)}" height="${n(s)}" rx="${n(s * 0.28)}" fill="${P.emerald}"/>` +
    `<path d="M${n(x + s * 0.24)} ${n(y - s * 0.3)} L${n(x + s * 0.46)} ${n(y - s * 0.52)} L${n(x + s * 0.58)} ${n(y - s * 0.42)} L${n(x + s * 0.78)} ${n(y - s * 0.7)} M${n(x + s * 0.6)} ${n(y - s * 0.72)} L${n(x + s * 0.78)} ${n(y - s * 0.72)} L${n(x + s * 0.78)} ${n(y - s * 0.54)}" fill="none" stroke="${P.white}" stroke-width="${n(s * 0.09)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const word = lettering({
    text: 'GROW DIGITAL',
    x: x + s * 1.35,
    y: y - s * 0.22,
    size: s * 0.56,
    color: t.dark ? P.white : P.tealDeep,
    weight: 15,
    tracking: 26,
  });
  return tile + word;
}

function pill(text: string, x: number, y: number, size: number, t: Theme): string {
  const width = letteringWidth(text, size, 20, 14) + size * 1.6;
  const height = size * 2.2;
  return (
    `<rect x="${n(x)}" y="${n(y - height)}" width="${n(width)}" height="${n(height)}" rx="${n(height / 2)}" fill="${t.dark ? P.white : P.teal}" fill-opacity="${t.dark ? 0.08 : 0.1}" stroke="${t.dark ? P.emeraldLight : P.teal}" stroke-opacity="0.7" stroke-width="2"/>` +
    lettering({
      text,
      x: x + size * 0.8,
      y: y - height / 2 + size / 2,
      size,
      color: t.dark ? P.emeraldLight : P.teal,
      weight: 14,
      tracking: 20,
    })
  );
}

/** The decorative art on the left of a cover, one of three seeded variants. */
function leftArt(w: number, h: number, r: Rng): string {
  let out = '';
  const variant = Math.floor(r() * 3);
  const cx = w * between(r, 0.17, 0.22);
  const cy = h * between(r, 0.56, 0.62);
  const big = h * between(r, 0.27, 0.31);
  if (variant === 0) {
    // growth arrow across two rings
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(big)}" fill="none" stroke="${P.emeraldLight}" stroke-opacity="0.35" stroke-width="3"/>`;
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(big * 0.66)}" fill="none" stroke="${P.emeraldLight}" stroke-opacity="0.2" stroke-width="3" stroke-dasharray="6 14"/>`;
    const x0 = w * 0.06;
    const y0 = h * 0.74;
    const x1 = w * 0.34;
    const y1 = h * 0.4;
    out += `<path d="M${n(x0)} ${n(y0)} C${n(w * 0.16)} ${n(y0 - h * 0.02)} ${n(w * 0.22)} ${n(h * 0.6)} ${n(x1)} ${n(y1)}" fill="none" stroke="${P.amber}" stroke-width="8" stroke-linecap="round"/>`;
    out += `<path d="M${n(x1 - 26)} ${n(y1 - 2)} L${n(x1)} ${n(y1)} L${n(x1 + 4)} ${n(y1 + 26)}" fill="none" stroke="${P.amber}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
  } else if (variant === 1) {
    // orbit: concentric rings with planets
    for (let i = 0; i < 3; i++) {
      out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(big * (1 - i * 0.3))}" fill="none" stroke="${P.emeraldLight}" stroke-opacity="${0.35 - i * 0.08}" stroke-width="3"${i === 1 ? ' stroke-dasharray="6 14"' : ''}/>`;
    }
    const planets: [number, number, string][] = [
      [between(r, -2.6, -2), 1, P.amber],
      [between(r, -0.9, -0.3), 0.7, P.emerald],
      [between(r, 0.8, 1.6), 0.4, P.tealBright],
    ];
    for (const [a, k, color] of planets)
      out += dot(cx + big * k * Math.cos(a), cy + big * k * Math.sin(a), 12 + k * 10, color);
    out += dot(cx, cy, 26, P.amber, 0.9);
  } else {
    // steps: ascending outlined bars with an arrow
    const steps = 5;
    const sw = w * 0.045;
    const baseY = h * 0.76;
    for (let i = 0; i < steps; i++) {
      const sh = h * (0.08 + i * 0.065);
      out += `<rect x="${n(w * 0.06 + i * (sw + 14))}" y="${n(baseY - sh)}" width="${n(sw)}" height="${n(sh)}" rx="10" fill="${i === steps - 1 ? P.amber : P.emeraldLight}" fill-opacity="${i === steps - 1 ? 0.9 : 0.12 + i * 0.05}" stroke="${P.emeraldLight}" stroke-opacity="0.5" stroke-width="2"/>`;
    }
    const ax = w * 0.06 + (steps - 1) * (sw + 14) + sw / 2;
    const ay = baseY - h * (0.08 + (steps - 1) * 0.065) - 40;
    out += `<path d="M${n(w * 0.07)} ${n(baseY - h * 0.14)} L${n(ax)} ${n(ay)} M${n(ax - 24)} ${n(ay + 2)} L${n(ax)} ${n(ay)} L${n(ax + 2)} ${n(ay + 24)}" fill="none" stroke="${P.amber}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  for (let i = 0; i < 5; i++) {
    for (let k = 0; k < 4; k++) out += dot(w * 0.06 + i * 28, h * 0.34 + k * 28, 4, P.white, 0.22);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Public builders

export interface CoverOptions {
  seed: string;
  width: number;
  height: number;
  motif: Motif;
  decor?: Decor;
  /** A short uppercase label shown in a pill, e.g. the category. */
  label?: string;
  light?: boolean;
  /** Free text (keywords) some motifs use to pick a fitting variant. */
  hint?: string;
}

/** A cover or gallery illustration. */
export function coverSvg(o: CoverOptions): string {
  const r = rngFor(o.seed);
  const t = o.light ? LIGHT : DARK;
  const { width: w, height: h } = o;
  let body = defs(t, r, w, h) + backdrop(t, r, w, h, 64);
  body += decors[o.decor ?? 'none'](w, h, r, t);
  if (o.light) {
    // Gallery: the motif is the subject, large and centered.
    const box: Box = { x: w * 0.12, y: h * 0.13, w: w * 0.76, h: h * 0.7 };
    body += motifs[o.motif](box, r, t, o.hint ?? '');
    body += logo(w * 0.12, h - 40, 34, t);
  } else {
    // Cover: brand and label on the left, the motif on the right.
    const box: Box = { x: w * 0.46, y: h * 0.15, w: w * 0.47, h: h * 0.7 };
    body += leftArt(w, h, r);
    body += motifs[o.motif](box, r, t, o.hint ?? '');
    body += logo(w * 0.06, h * 0.14, 44, t);
    if (o.label) body += pill(o.label, w * 0.06, h * 0.9, 22, t);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

export interface AvatarOptions {
  seed: string;
  name: string;
  size: number;
}

export function initialsOf(name: string): string {
  const parts = name
    .replace(/^(dr|mr|mrs|ms)\.?\s+/i, '')
    .split(/\s+/)
    .filter((part) => /^[A-Za-z]/.test(part));
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A friendly abstract portrait: a bust in soft shapes with the person's initials. */
export function avatarSvg(o: AvatarOptions): string {
  const r = rngFor(o.seed);
  const s = o.size;
  const pairs: [string, string, string][] = [
    [P.tealDeep, P.teal, P.amberLight],
    [P.teal, P.emerald, P.amberLight],
    [P.slate800, P.teal, P.emeraldLight],
    [P.tealDeep, P.tealBright, P.coral],
    ['#0b2b33', P.emerald, P.amber],
    [P.slate900, P.tealDeep, P.emeraldLight],
  ];
  const [c0, c1, accent] = pick(r, pairs);
  const angle = between(r, 30, 70);
  const blur = Math.round(s * 0.1);
  let out =
    `<defs><linearGradient id="bg" gradientTransform="rotate(${n(angle)} 0.5 0.5)"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></linearGradient>` +
    `<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${P.emeraldPale}"/><stop offset="1" stop-color="${P.tealPale}"/></linearGradient>` +
    `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter></defs>`;
  out += `<rect width="${s}" height="${s}" fill="url(#bg)"/>`;
  out += `<circle cx="${n(s * between(r, 0.7, 0.9))}" cy="${n(s * between(r, 0.1, 0.3))}" r="${n(s * 0.28)}" fill="${accent}" opacity="0.45" filter="url(#soft)"/>`;
  out += `<circle cx="${n(s * between(r, 0.05, 0.25))}" cy="${n(s * between(r, 0.7, 0.95))}" r="${n(s * 0.3)}" fill="${P.emerald}" opacity="0.4" filter="url(#soft)"/>`;
  // geometric accents
  let grid = '';
  const step = s / 10;
  for (let i = 1; i < 10; i++) grid += `M${n(i * step)} 0V${s}M0 ${n(i * step)}H${s}`;
  out += `<path d="${grid}" stroke="${P.white}" stroke-opacity="0.05" stroke-width="1.5"/>`;
  out += `<circle cx="${n(s / 2)}" cy="${n(s * 0.42)}" r="${n(s * 0.36)}" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="${n(s * 0.008)}" stroke-dasharray="${n(s * 0.01)} ${n(s * 0.025)}"/>`;
  for (let i = 0; i < 3; i++) {
    out += dot(
      s * between(r, 0.1, 0.9),
      s * between(r, 0.08, 0.3),
      s * between(r, 0.008, 0.016),
      P.white,
      0.5,
    );
  }
  // shoulders and head
  const cx = s / 2;
  out += `<path d="M${n(cx - s * 0.34)} ${s} C${n(cx - s * 0.34)} ${n(s * 0.78)} ${n(cx - s * 0.2)} ${n(s * 0.68)} ${n(cx)} ${n(s * 0.68)} C${n(cx + s * 0.2)} ${n(s * 0.68)} ${n(cx + s * 0.34)} ${n(s * 0.78)} ${n(cx + s * 0.34)} ${s} Z" fill="url(#body)" opacity="0.92"/>`;
  out += `<path d="M${n(cx - s * 0.07)} ${n(s * 0.69)} L${n(cx)} ${n(s * 0.78)} L${n(cx + s * 0.07)} ${n(s * 0.69)}" fill="none" stroke="${c1}" stroke-width="${n(s * 0.012)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.7"/>`;
  const hair = pick(r, [P.slate900, P.tealDeep, '#7c2d12', P.slate700, '#92400e'] as const);
  const style = Math.floor(r() * 4);
  if (style === 1) {
    out += `<rect x="${n(cx - s * 0.24)}" y="${n(s * 0.2)}" width="${n(s * 0.48)}" height="${n(s * 0.5)}" rx="${n(s * 0.2)}" fill="${hair}"/>`;
  }
  if (style !== 3) out += `<circle cx="${n(cx)}" cy="${n(s * 0.4)}" r="${n(s * 0.228)}" fill="${hair}"/>`;
  if (style === 2) out += `<circle cx="${n(cx)}" cy="${n(s * 0.16)}" r="${n(s * 0.07)}" fill="${hair}"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(s * 0.42)}" r="${n(s * 0.21)}" fill="${P.white}" opacity="0.97"/>`;
  const initials = initialsOf(o.name);
  out += lettering({
    text: initials,
    x: cx,
    y: s * 0.42 + s * 0.065,
    size: s * 0.13,
    color: c0 === P.slate900 || c0 === P.slate800 ? P.teal : c0,
    weight: 15,
    anchor: 'middle',
    tracking: 6,
  });
  out += `<circle cx="${n(cx + s * 0.16)}" cy="${n(s * 0.27)}" r="${n(s * 0.035)}" fill="${accent}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">${out}</svg>`;
}
