// Generates every file the demo content references into supabase/seed/storage/<bucket>/<path>:
// illustrations (SVG rendered to WebP by sharp) and downloadable documents (PDF, DOCX, XLSX, ZIP).
// The output is deterministic: the same content gives byte-identical files on every run.
//
//   npx tsx scripts/demo-assets/generate.ts            write the files, prune stale ones, verify
//   npx tsx scripts/demo-assets/generate.ts --verify   only compare with the files on disk
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { avatarSvg, coverSvg } from './art.ts';
import type { Decor, Motif } from './art.ts';
import { DOCUMENTS } from './documents.ts';
import { BUCKETS, STORAGE_DIR, loadAll, referencesOf, storagePath, str, strList } from './content.ts';
import type { Entry, Reference } from './content.ts';

export const SIZES = {
  cover: { width: 1600, height: 900 },
  gallery: { width: 1600, height: 1000 },
  avatar: { width: 800, height: 800 },
} as const;
const WEBP = { quality: 70, effort: 6 } as const;
const MAX_IMAGE_BYTES = 60 * 1024;
const MAX_DOWNLOAD_BYTES = 200 * 1024;

// ---------------------------------------------------------------------------------------------
// Choosing an illustration for a reference

type Rule = [RegExp, Motif];

const BLOG_CATEGORY: Record<string, Motif> = {
  SEO: 'search',
  'Paid Media': 'bars',
  'AI & Automation': 'gauge',
  Conversion: 'wireframe',
  'Email Marketing': 'email',
  Strategy: 'layers',
};

const PORTFOLIO_CATEGORY: Record<string, Motif> = {
  'Web Design': 'browser',
  'E-commerce': 'grid',
  Branding: 'swatches',
  App: 'phone',
  Campaign: 'cards',
};

const BLOG_RULES: Rule[] = [
  [/chatbot/, 'chat'],
  [/ai-overviews|ai overviews/, 'search-ai'],
  [/lead-scoring|lead scoring/, 'gauge'],
  [/creative-testing|meta-ads/, 'cards'],
  [/team-structure|in-house/, 'org'],
];

const CASE_RULES: Rule[] = [
  [/chatbot/, 'chat'],
  [/lead scoring|lead-scoring/, 'gauge'],
  [/dental|clinic|location/, 'map'],
  [/campaign|creative/, 'cards'],
];

const PORTFOLIO_RULES: Rule[] = [[/close-in-three|close in three/, 'calendar']];

/** Gallery images illustrate what their alt text describes. */
const GALLERY_RULES: Rule[] = [
  [/messag/, 'phone-chat'],
  [/chat|assistant/, 'chat'],
  [/testing board|comparing|chart/, 'bars'],
  [/timeline|vaccin|reminder/, 'phone-timeline'],
  [/product page/, 'phone-product'],
  [/\bapp\b|mobile|screen|phone/, 'phone'],
  [/booking flow|calendar|time slots/, 'calendar'],
  [/\bmap\b/, 'map'],
  [/guideline|typography/, 'guidelines'],
  [/packaging|palette|logo/, 'swatches'],
  [/\bads?\b|creative|video/, 'cards'],
  [/landing page|form/, 'wireframe'],
  [/\btiers?\b|pricing/, 'tiers'],
  [/portal|shipment/, 'portal'],
  [/article|guide/, 'article'],
  [/profile|location page/, 'location'],
  [/product grid|category page|filter|shop/, 'grid'],
  [/page|layout|website/, 'browser'],
];

function match(rules: Rule[], haystack: string): Motif | undefined {
  return rules.find(([pattern]) => pattern.test(haystack))?.[1];
}

function haystack(entry: Entry): string {
  const d = entry.data;
  return [
    entry.slug,
    str(d, 'title'),
    str(d, 'client'),
    str(d, 'industry'),
    str(d, 'category'),
    str(d, 'cover_alt'),
    ...strList(d, 'tags'),
    ...strList(d, 'services'),
  ]
    .join(' ')
    .toLowerCase();
}

function decorFor(entry: Entry): Decor {
  const text = haystack(entry);
  if (/outdoor|mountain/.test(text)) return 'mountains';
  if (/wine|winery|cellars/.test(text)) return 'hills';
  if (/sunscreen|spf|\bsun\b/.test(text)) return 'sun';
  if (entry.collection === 'case-studies' && /hvac|heating/.test(text)) return 'house';
  return 'none';
}

function coverMotif(entry: Entry): Motif {
  const text = haystack(entry);
  const category = str(entry.data, 'category');
  switch (entry.collection) {
    case 'blog':
      return match(BLOG_RULES, text) ?? BLOG_CATEGORY[category] ?? 'bars';
    case 'case-studies':
      return match(CASE_RULES, text) ?? 'bars';
    case 'portfolio':
      return match(PORTFOLIO_RULES, text) ?? PORTFOLIO_CATEGORY[category] ?? 'browser';
    default:
      return 'bars';
  }
}

function coverLabel(entry: Entry): string | undefined {
  switch (entry.collection) {
    case 'blog':
      return str(entry.data, 'category') || undefined;
    case 'case-studies':
      return 'Case study';
    case 'portfolio':
      return str(entry.data, 'category') || undefined;
    default:
      return undefined;
  }
}

function galleryAlt(entry: Entry, field: string): string {
  const index = /^gallery\[(\d+)\]/.exec(field)?.[1];
  const gallery = entry.data.gallery;
  if (index === undefined || !Array.isArray(gallery)) return '';
  const item: unknown = gallery[Number(index)];
  if (item && typeof item === 'object' && 'alt' in item && typeof item.alt === 'string') return item.alt;
  return '';
}

/** The SVG and output size for an image reference. */
function imageFor(ref: Reference): { svg: string; width: number; height: number } {
  const { entry, field, path } = ref;
  if (entry.collection === 'team') {
    const { width } = SIZES.avatar;
    return {
      svg: avatarSvg({ seed: entry.slug, name: str(entry.data, 'name'), size: width }),
      ...SIZES.avatar,
    };
  }
  if (field.startsWith('gallery')) {
    const alt = galleryAlt(entry, field).toLowerCase();
    const motif = match(GALLERY_RULES, alt) ?? coverMotif(entry);
    const hint = `${haystack(entry)} ${alt}`;
    return { svg: coverSvg({ seed: path, ...SIZES.gallery, motif, light: true, hint }), ...SIZES.gallery };
  }
  const label = coverLabel(entry);
  const svg = coverSvg({
    seed: path,
    ...SIZES.cover,
    motif: coverMotif(entry),
    decor: decorFor(entry),
    hint: haystack(entry),
    ...(label ? { label } : {}),
  });
  return { svg, ...SIZES.cover };
}

async function renderImage(ref: Reference): Promise<Buffer> {
  const { svg, width, height } = imageFor(ref);
  return sharp(Buffer.from(svg)).resize(width, height).webp(WEBP).toBuffer();
}

async function renderDownload(ref: Reference): Promise<Buffer> {
  const build = DOCUMENTS[ref.path];
  if (!build)
    throw new Error(`${ref.entry.file}: no document builder for ${ref.path} (add one in documents.ts)`);
  return Buffer.from(await build());
}

// ---------------------------------------------------------------------------------------------

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : d.isFile() ? [join(dir, d.name)] : [],
  );
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  const verifyOnly = process.argv.includes('--verify');
  const entries = loadAll();
  const byPath = new Map<string, Reference>();
  for (const entry of entries) {
    for (const ref of referencesOf(entry)) if (!byPath.has(ref.path)) byPath.set(ref.path, ref);
  }
  const refs = [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
  const problems: string[] = [];
  let mismatches = 0;

  for (const ref of refs) {
    const isImage = ref.path.startsWith('media/');
    if (isImage && !ref.path.endsWith('.webp')) {
      problems.push(`${ref.entry.file}: ${ref.field} should be a .webp image (${ref.path})`);
      continue;
    }
    const bytes = isImage ? await renderImage(ref) : await renderDownload(ref);
    const limit = isImage ? MAX_IMAGE_BYTES : MAX_DOWNLOAD_BYTES;
    if (bytes.length > limit)
      problems.push(`${ref.path} is ${kb(bytes.length)}, over the ${kb(limit)} target`);
    const target = storagePath(ref.path);
    if (verifyOnly) {
      if (!existsSync(target) || !readFileSync(target).equals(bytes)) {
        mismatches++;
        console.log(`differs: ${ref.path}`);
      }
    } else {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, bytes);
    }
  }

  // Remove files no content references any more (only inside the buckets this script owns).
  const wanted = new Set(refs.map((ref) => storagePath(ref.path)));
  for (const bucket of BUCKETS) {
    for (const file of walk(join(STORAGE_DIR, bucket))) {
      if (wanted.has(file)) continue;
      if (verifyOnly) {
        mismatches++;
        console.log(`stale: ${relative(STORAGE_DIR, file)}`);
      } else {
        rmSync(file);
        console.log(`removed stale ${relative(STORAGE_DIR, file)}`);
      }
    }
  }

  // Every reference must now resolve.
  for (const ref of refs) {
    if (!existsSync(storagePath(ref.path)))
      problems.push(`${ref.entry.file}: ${ref.field} → ${ref.path} is missing`);
  }

  const files = BUCKETS.flatMap((bucket) => walk(join(STORAGE_DIR, bucket)));
  const total = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const perBucket = BUCKETS.map((bucket) => {
    const inBucket = files.filter((file) => file.startsWith(join(STORAGE_DIR, bucket) + '/'));
    return `${bucket}: ${inBucket.length} files, ${kb(inBucket.reduce((s, f) => s + statSync(f).size, 0))}`;
  });
  console.log(
    `${verifyOnly ? 'Verified' : 'Generated'} ${refs.length} referenced files from ${entries.length} content files.`,
  );
  console.log(`Storage: ${files.length} files, ${total} bytes (${kb(total)}) — ${perBucket.join('; ')}`);
  for (const problem of problems) console.error(`problem: ${problem}`);
  if (verifyOnly && mismatches > 0) console.error(`${mismatches} file(s) differ from a fresh generation`);
  if (problems.length > 0 || mismatches > 0) process.exitCode = 1;
}

await main();
