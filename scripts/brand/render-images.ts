/**
 * Renders the site's brand images from SVG into public/: the default Open Graph card, the
 * touch icon and a square logo for structured data. Run after changing the mark or the tagline:
 *
 *   npx tsx scripts/brand/render-images.ts
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = (file: string) => path.join(root, 'public', file);

const mark = (size: number, x = 0, y = 0) => `
  <g transform="translate(${x} ${y}) scale(${size / 32})">
    <rect width="32" height="32" rx="9" fill="#0f766e"/>
    <path d="M9 21.5v-3.5M14.5 21.5v-7M20 21.5v-10" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
    <path d="M19 8.5l4.5-1-1 4.5" stroke="#bef264" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
  </g>`;

const ogCard = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.9">
      <stop offset="0" stop-color="#0f766e" stop-opacity="0.85"/>
      <stop offset="1" stop-color="#0b1020" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="630" fill="#0b1020"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  ${mark(96, 80, 80)}
  <text x="200" y="142" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" font-weight="700" letter-spacing="7" fill="#ffffff">GROW DIGITAL</text>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#ffffff">Marketing that grows revenue,</text>
  <text x="80" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#bef264">not just reports.</text>
  <text x="80" y="520" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#b0b9c9">Digital · Performance · AI marketing</text>
</svg>`;

const square = (size: number, padding: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="#ffffff"/>
  ${mark(size - padding * 2, padding, padding)}
</svg>`;

await fs.mkdir(path.join(root, 'public'), { recursive: true });
await sharp(Buffer.from(ogCard)).png({ compressionLevel: 9 }).toFile(out('og-default.png'));
await sharp(Buffer.from(square(180, 18)))
  .png({ compressionLevel: 9 })
  .toFile(out('apple-touch-icon.png'));
await sharp(Buffer.from(square(512, 48)))
  .png({ compressionLevel: 9 })
  .toFile(out('logo-512.png'));
console.log('Wrote public/og-default.png, public/apple-touch-icon.png and public/logo-512.png');
