// Checks the demo content in supabase/seed/content against the rules the seed generator relies on:
// every file parses, required fields exist, lengths and enumerated values are respected, word counts
// are in range, slugs are unique, and every author, image and download reference resolves.
//
//   npx tsx scripts/demo-assets/check.ts      (exit code 1 when anything is wrong)
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  CONTENT_DIR,
  COLLECTIONS,
  loadCollection,
  loadSingle,
  referencesOf,
  storagePath,
} from './content.ts';
import type { Data, Entry } from './content.ts';
import { PMAX_POINTS } from './documents.ts';

const errors: string[] = [];
let checks = 0;

function fail(entry: Entry | string, message: string): void {
  errors.push(`${typeof entry === 'string' ? entry : entry.file}: ${message}`);
}

// ---------------------------------------------------------------------------------------------
// Field helpers

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const BANNED = /lorem ipsum|\[insert|\btodo\b|\btbd\b|placeholder text|xxx/i;

function label(path: string): string {
  return path;
}

function get(data: Data, path: string): unknown {
  return data[path];
}

function text(
  entry: Entry,
  data: Data,
  key: string,
  opts: { min?: number; max?: number; optional?: boolean } = {},
): string {
  checks++;
  const value = get(data, key);
  if (value === undefined && opts.optional) return '';
  if (typeof value !== 'string') {
    fail(entry, `${label(key)} must be a string (got ${value === undefined ? 'nothing' : typeof value})`);
    return '';
  }
  if (value.trim() !== value) fail(entry, `${key} has leading or trailing whitespace`);
  if (opts.min !== undefined && value.length < opts.min)
    fail(entry, `${key} is ${value.length} chars, minimum ${opts.min}`);
  if (opts.max !== undefined && value.length > opts.max)
    fail(entry, `${key} is ${value.length} chars, maximum ${opts.max}`);
  if (BANNED.test(value)) fail(entry, `${key} contains placeholder text`);
  return value;
}

function oneOf<T extends string>(
  entry: Entry,
  data: Data,
  key: string,
  allowed: readonly T[],
): T | undefined {
  checks++;
  const value = get(data, key);
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  fail(entry, `${key} must be one of ${allowed.join(', ')} (got ${JSON.stringify(value)})`);
  return undefined;
}

function int(entry: Entry, data: Data, key: string, min: number, max: number): number {
  checks++;
  const value = get(data, key);
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    fail(entry, `${key} must be an integer (got ${JSON.stringify(value)})`);
    return NaN;
  }
  if (value < min || value > max) fail(entry, `${key} is ${value}, expected ${min}..${max}`);
  return value;
}

function bool(entry: Entry, data: Data, key: string): boolean | undefined {
  checks++;
  const value = get(data, key);
  if (typeof value !== 'boolean') {
    fail(entry, `${key} must be true or false (got ${JSON.stringify(value)})`);
    return undefined;
  }
  return value;
}

function list(entry: Entry, data: Data, key: string, min: number, max: number): unknown[] {
  checks++;
  const value = get(data, key);
  if (!Array.isArray(value)) {
    fail(entry, `${key} must be a list`);
    return [];
  }
  if (value.length < min || value.length > max)
    fail(entry, `${key} has ${value.length} items, expected ${min}..${max}`);
  return value as unknown[];
}

function record(entry: Entry, value: unknown, key: string): Data {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Data;
  fail(entry, `${key} must be a map`);
  return {};
}

function stringList(
  entry: Entry,
  data: Data,
  key: string,
  min: number,
  max: number,
  maxLength: number,
  pattern?: RegExp,
): string[] {
  const items = list(entry, data, key, min, max);
  const out: string[] = [];
  items.forEach((item, i) => {
    if (typeof item !== 'string' || item.length === 0 || item.length > maxLength) {
      fail(entry, `${key}[${i}] must be a string of 1..${maxLength} chars`);
    } else if (pattern && !pattern.test(item)) {
      fail(entry, `${key}[${i}] "${item}" does not match ${pattern}`);
    } else out.push(item);
  });
  return out;
}

function dateTime(entry: Entry, data: Data, key: string, from?: string, to?: string): string {
  const value = text(entry, data, key);
  if (!value) return '';
  if (!ISO_DATETIME.test(value) || Number.isNaN(Date.parse(value))) {
    fail(entry, `${key} must be an ISO 8601 UTC date-time like 2026-01-20T15:00:00Z (got ${value})`);
    return value;
  }
  if (from && value < from) fail(entry, `${key} ${value} is before ${from}`);
  if (to && value > to) fail(entry, `${key} ${value} is after ${to}`);
  return value;
}

function date(entry: Entry, data: Data, key: string, from: string, to: string): string {
  const value = text(entry, data, key);
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value)))
    fail(entry, `${key} must be an ISO date like 2026-01-20`);
  else if (value < from || value > to) fail(entry, `${key} ${value} is outside ${from}..${to}`);
  return value;
}

function url(entry: Entry, data: Data, key: string, host?: RegExp): string {
  const value = text(entry, data, key);
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'https:') fail(entry, `${key} must use https`);
    if (host && !host.test(parsed.hostname))
      fail(entry, `${key} host ${parsed.hostname} does not match ${host}`);
  } catch {
    fail(entry, `${key} is not a valid URL (${value})`);
  }
  return value;
}

/** Words in Markdown: code blocks and link targets are left out; tokens need a letter or digit. */
export function wordCount(markdown: string): number {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ');
  return prose.split(/\s+/).filter((token) => /[A-Za-z0-9]/.test(token)).length;
}

function words(entry: Entry, body: string, min: number, max: number, what = 'body'): number {
  checks++;
  const count = wordCount(body);
  if (count < min || count > max) fail(entry, `${what} has ${count} words, expected ${min}..${max}`);
  if (BANNED.test(body)) fail(entry, `${what} contains placeholder text`);
  return count;
}

function emptyBody(entry: Entry): void {
  checks++;
  if (entry.body.trim()) fail(entry, 'should be front matter only (the body is not used)');
}

function mediaPath(entry: Entry, value: string, key: string, expected: RegExp): void {
  checks++;
  if (!expected.test(value)) fail(entry, `${key} "${value}" should match ${expected}`);
}

const SEO_TITLE = { max: 60 };
const SEO_DESCRIPTION = { min: 120, max: 160 };

const SERVICE_ROUTES = new Set([
  '/services',
  '/services/digital-marketing',
  '/services/digital-marketing/seo',
  '/services/digital-marketing/social-media',
  '/services/digital-marketing/web-development',
  '/services/digital-marketing/app-development',
  '/services/digital-marketing/email-marketing',
  '/services/digital-marketing/strategy',
  '/services/performance-marketing',
  '/services/performance-marketing/search-engine-ads',
  '/services/performance-marketing/social-media-display-ads',
  '/services/performance-marketing/ecommerce-ads',
  '/services/performance-marketing/conversion-rate-optimization',
  '/services/performance-marketing/landing-page-design',
  '/services/ai-marketing',
  '/services/ai-marketing/ai-chatbots',
  '/services/ai-marketing/email-automation',
  '/services/ai-marketing/lead-scoring',
  '/services/ai-marketing/custom-automations',
]);
const OTHER_ROUTES = new Set([
  '/book-discovery',
  '/contact',
  '/case-studies',
  '/blog',
  '/resource-center',
  '/resources/downloads',
]);

function links(entry: Entry, body: string): { internal: string[]; external: string[] } {
  const internal: string[] = [];
  const external: string[] = [];
  for (const match of body.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (target.startsWith('/')) {
      internal.push(target);
      checks++;
      if (!SERVICE_ROUTES.has(target) && !OTHER_ROUTES.has(target))
        fail(entry, `internal link ${target} is not a known route`);
    } else if (target.startsWith('https://')) external.push(target);
    else fail(entry, `link target ${target} should be a site path or an https URL`);
  }
  return { internal, external };
}

// ---------------------------------------------------------------------------------------------
// Collections

const CATEGORIES = [
  'SEO',
  'Paid Media',
  'AI & Automation',
  'Conversion',
  'Email Marketing',
  'Strategy',
] as const;

function checkSlugs(collection: string, entries: Entry[]): void {
  const seen = new Set<string>();
  for (const entry of entries) {
    checks++;
    if (!SLUG.test(entry.slug))
      fail(entry, `slug "${entry.slug}" must be lowercase letters, digits and single hyphens`);
    if (seen.has(entry.slug)) fail(entry, `duplicate slug in ${collection}`);
    seen.add(entry.slug);
  }
}

function expectCount(what: string, actual: number, expected: number): void {
  checks++;
  if (actual !== expected) fail(what, `expected ${expected}, found ${actual}`);
}

function checkSettings(): void {
  const entry = loadSingle('settings');
  if (!entry) {
    fail('settings.md', 'missing');
    return;
  }
  const d = entry.data;
  emptyBody(entry);
  checks++;
  if (d.company_name !== 'Grow Digital') fail(entry, 'company_name must be "Grow Digital"');
  if (d.tagline !== 'GROW DIGITAL') fail(entry, 'tagline must be "GROW DIGITAL"');
  text(entry, d, 'legal_name', { max: 120 });
  const email = text(entry, d, 'email', { max: 254 });
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(entry, 'email is not an email address');
  const phone = text(entry, d, 'phone', { max: 30 });
  if (!/^\+\d[\d ()-]{7,}$/.test(phone)) fail(entry, 'phone should look like "+1 (512) 555-0142"');
  text(entry, d, 'address_line1', { max: 120 });
  checks++;
  if (typeof d.address_line2 !== 'string') fail(entry, 'address_line2 must be a string (may be empty)');
  text(entry, d, 'city', { max: 80 });
  text(entry, d, 'region', { max: 80 });
  text(entry, d, 'postal_code', { max: 20 });
  text(entry, d, 'country', { max: 80 });
  int(entry, d, 'founded_year', 1990, 2026);
  text(entry, d, 'business_hours', { max: 80 });
  const socials = record(entry, d.socials, 'socials');
  const hosts: Record<string, RegExp> = {
    linkedin: /^(www\.)?linkedin\.com$/,
    instagram: /^(www\.)?instagram\.com$/,
    facebook: /^(www\.)?facebook\.com$/,
    x: /^(www\.)?x\.com$/,
    youtube: /^(www\.)?youtube\.com$/,
  };
  for (const [key, host] of Object.entries(hosts)) url(entry, socials, key, host);
  const wa = record(entry, d.whatsapp, 'whatsapp');
  const number = text(entry, wa, 'phone_number', { max: 20 });
  if (!/^\+\d{8,15}$/.test(number)) fail(entry, 'whatsapp.phone_number must be + and 8..15 digits');
  checks++;
  if (number.replace(/\D/g, '') !== phone.replace(/\D/g, ''))
    fail(entry, 'whatsapp.phone_number should be the same number as phone');
  text(entry, wa, 'welcome_message', { min: 20, max: 200 });
  oneOf(entry, wa, 'position', ['bottom-right', 'bottom-left', 'top-right', 'top-left']);
  checks++;
  if (wa.color !== '#0f766e') fail(entry, 'whatsapp.color must be #0f766e');
}

function checkTeam(): Set<string> {
  const entries = loadCollection('team');
  expectCount('team', entries.length, 6);
  checkSlugs('team', entries);
  const orders = new Set<number>();
  for (const entry of entries) {
    const d = entry.data;
    text(entry, d, 'name', { max: 80 });
    text(entry, d, 'role', { max: 80 });
    mediaPath(entry, text(entry, d, 'photo'), 'photo', new RegExp(`^media/team/${entry.slug}\\.webp$`));
    text(entry, d, 'photo_alt', { min: 10, max: 200 });
    url(entry, d, 'linkedin_url', /^(www\.)?linkedin\.com$/);
    orders.add(int(entry, d, 'sort_order', 1, 6));
    words(entry, entry.body, 60, 110);
  }
  checks++;
  if (orders.size !== entries.length) fail('team', 'sort_order values must be unique');
  return new Set(entries.map((entry) => entry.slug));
}

function checkAbout(): void {
  const entry = loadSingle('about');
  if (!entry) {
    fail('about.md', 'missing');
    return;
  }
  const d = entry.data;
  text(entry, d, 'headline', { max: 90 });
  text(entry, d, 'intro', { max: 300 });
  text(entry, d, 'mission', { max: 300 });
  text(entry, d, 'vision', { max: 300 });
  list(entry, d, 'values', 4, 4).forEach((item, i) => {
    const v = record(entry, item, `values[${i}]`);
    text(entry, v, 'title', { max: 40 });
    text(entry, v, 'description', { max: 200 });
  });
  list(entry, d, 'stats', 4, 4).forEach((item, i) => {
    const s = record(entry, item, `stats[${i}]`);
    text(entry, s, 'value', { max: 12 });
    text(entry, s, 'label', { max: 40 });
  });
  text(entry, d, 'seo_title', SEO_TITLE);
  text(entry, d, 'seo_description', SEO_DESCRIPTION);
  words(entry, entry.body, 250, 400);
  checks++;
  if ((entry.body.match(/^## /gm) ?? []).length < 2) fail(entry, 'body needs at least two ## headings');
}

function checkBlog(authors: Set<string>): void {
  const entries = loadCollection('blog');
  expectCount('blog', entries.length, 10);
  checkSlugs('blog', entries);
  const statuses: Record<string, number> = {};
  let tables = 0;
  let codeInAi = 0;
  for (const entry of entries) {
    const d = entry.data;
    text(entry, d, 'title', { max: 110 });
    text(entry, d, 'excerpt', { min: 120, max: 240 });
    const author = text(entry, d, 'author');
    checks++;
    if (!authors.has(author)) fail(entry, `author "${author}" is not a team member slug`);
    const category = oneOf(entry, d, 'category', CATEGORIES);
    stringList(entry, d, 'tags', 2, 5, 30, /^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const status = oneOf(entry, d, 'status', ['published', 'draft', 'scheduled'] as const);
    if (status) statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 'published')
      dateTime(entry, d, 'published_at', '2025-09-01T00:00:00Z', '2026-11-15T23:59:59Z');
    if (status === 'scheduled') {
      checks++;
      if (d.published_at !== '2027-03-01T09:00:00Z')
        fail(entry, 'scheduled post must have published_at 2027-03-01T09:00:00Z');
    }
    if (status === 'draft') {
      checks++;
      if (d.published_at !== undefined) fail(entry, 'a draft has no published_at');
    }
    mediaPath(entry, text(entry, d, 'cover'), 'cover', new RegExp(`^media/blog/${entry.slug}\\.webp$`));
    text(entry, d, 'cover_alt', { min: 10, max: 200 });
    text(entry, d, 'seo_title', SEO_TITLE);
    text(entry, d, 'seo_description', SEO_DESCRIPTION);
    words(entry, entry.body, 600, 1100);
    checks++;
    if (!/^## /m.test(entry.body) || !/^### /m.test(entry.body))
      fail(entry, 'body needs ## and ### headings');
    if (!/^(\s*[-*]|\s*\d+\.) /m.test(entry.body)) fail(entry, 'body needs a list');
    if (/^\|.*\|\s*$/m.test(entry.body) && /^\|\s*-{3,}/m.test(entry.body)) tables++;
    const fences = (entry.body.match(/^```/gm) ?? []).length / 2;
    if (category === 'AI & Automation' && status === 'published') codeInAi += fences;
    else if (fences > 0) fail(entry, 'only the AI & Automation post carries a code block');
    const { internal, external } = links(entry, entry.body);
    checks++;
    if (!internal.some((link) => link.startsWith('/services/')))
      fail(entry, 'body should link to a /services/... page');
    if (!internal.includes('/book-discovery')) fail(entry, 'body should link to /book-discovery');
    if (external.length === 0) fail(entry, 'body should link to at least one reputable external source');
  }
  checks++;
  if (statuses.published !== 8 || statuses.draft !== 1 || statuses.scheduled !== 1) {
    fail('blog', `expected 8 published, 1 draft, 1 scheduled; found ${JSON.stringify(statuses)}`);
  }
  if (tables < 2) fail('blog', `a table is needed in at least two posts (found ${tables})`);
  if (codeInAi !== 1)
    fail(
      'blog',
      `exactly one fenced code block expected in the published AI & Automation post (found ${codeInAi})`,
    );
  if (!entries.some((entry) => /^> /m.test(entry.body))) fail('blog', 'some posts should have a blockquote');
}

function checkResults(entry: Entry, d: Data): void {
  list(entry, d, 'results', 3, 4).forEach((item, i) => {
    const r = record(entry, item, `results[${i}]`);
    text(entry, r, 'value', { max: 16 });
    text(entry, r, 'label', { max: 60 });
    text(entry, r, 'description', { max: 160 });
  });
}

function checkCaseStudies(): void {
  const entries = loadCollection('case-studies');
  expectCount('case-studies', entries.length, 4);
  checkSlugs('case-studies', entries);
  let featured = 0;
  const orders = new Set<number>();
  for (const entry of entries) {
    const d = entry.data;
    text(entry, d, 'title', { max: 110 });
    text(entry, d, 'client', { max: 80 });
    text(entry, d, 'industry', { max: 80 });
    stringList(entry, d, 'services', 2, 4, 60);
    text(entry, d, 'summary', { min: 120, max: 240 });
    checkResults(entry, d);
    text(entry, d, 'testimonial_quote', { max: 400 });
    text(entry, d, 'testimonial_author', { max: 80 });
    text(entry, d, 'testimonial_role', { max: 80 });
    mediaPath(
      entry,
      text(entry, d, 'cover'),
      'cover',
      new RegExp(`^media/case-studies/${entry.slug}\\.webp$`),
    );
    text(entry, d, 'cover_alt', { min: 10, max: 200 });
    if (bool(entry, d, 'featured')) featured++;
    orders.add(int(entry, d, 'sort_order', 1, 100));
    oneOf(entry, d, 'status', ['published']);
    dateTime(entry, d, 'published_at', '2025-01-01T00:00:00Z', '2026-11-22T23:59:59Z');
    text(entry, d, 'seo_title', SEO_TITLE);
    text(entry, d, 'seo_description', SEO_DESCRIPTION);
    const headings = [...entry.body.matchAll(/^## (.+)$/gm)].map((m) => (m[1] ?? '').trim());
    checks++;
    if (headings.join('|') !== 'The challenge|Our solution') {
      fail(
        entry,
        `body must have exactly "## The challenge" then "## Our solution" (found ${JSON.stringify(headings)})`,
      );
    } else {
      const [before, after] = entry.body.split(/^## Our solution\s*$/m);
      if (before?.replace(/^## The challenge\s*$/m, '').match(/^#/m))
        fail(entry, 'unexpected heading inside the challenge');
      words(entry, (before ?? '').replace(/^## The challenge\s*$/m, ''), 150, 300, 'challenge');
      words(entry, after ?? '', 150, 300, 'solution');
      if (/^\s*\S/.test((before ?? '').split(/^## The challenge\s*$/m)[0] ?? ''))
        fail(entry, 'text before "## The challenge"');
    }
  }
  checks++;
  if (featured !== 3) fail('case-studies', `expected 3 featured, found ${featured}`);
  if (orders.size !== entries.length) fail('case-studies', 'sort_order values must be unique');
}

function checkPortfolio(): void {
  const entries = loadCollection('portfolio');
  expectCount('portfolio', entries.length, 8);
  checkSlugs('portfolio', entries);
  let featured = 0;
  const orders = new Set<number>();
  for (const entry of entries) {
    const d = entry.data;
    text(entry, d, 'title', { max: 110 });
    text(entry, d, 'client', { max: 80 });
    oneOf(entry, d, 'category', ['Web Design', 'E-commerce', 'Branding', 'App', 'Campaign']);
    text(entry, d, 'summary', { max: 240 });
    int(entry, d, 'year', 2024, 2026);
    url(entry, d, 'project_url', /\.example$/);
    stringList(entry, d, 'tags', 2, 4, 30, /^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    mediaPath(entry, text(entry, d, 'cover'), 'cover', new RegExp(`^media/portfolio/${entry.slug}\\.webp$`));
    text(entry, d, 'cover_alt', { min: 10, max: 200 });
    list(entry, d, 'gallery', 2, 3).forEach((item, i) => {
      const g = record(entry, item, `gallery[${i}]`);
      mediaPath(
        entry,
        text(entry, g, 'image'),
        `gallery[${i}].image`,
        new RegExp(`^media/portfolio/${entry.slug}-${i + 1}\\.webp$`),
      );
      text(entry, g, 'alt', { min: 10, max: 200 });
    });
    if (bool(entry, d, 'featured')) featured++;
    orders.add(int(entry, d, 'sort_order', 1, 100));
    oneOf(entry, d, 'status', ['published']);
    dateTime(entry, d, 'published_at', '2025-01-01T00:00:00Z', '2026-11-22T23:59:59Z');
    words(entry, entry.body, 120, 250);
  }
  checks++;
  if (featured !== 3) fail('portfolio', `expected 3 featured, found ${featured}`);
  if (orders.size !== entries.length) fail('portfolio', 'sort_order values must be unique');
}

function checkVideos(): void {
  const entries = loadCollection('videos');
  expectCount('videos', entries.length, 6);
  checkSlugs('videos', entries);
  let featured = 0;
  const ids = new Set<string>();
  for (const entry of entries) {
    const d = entry.data;
    text(entry, d, 'title', { max: 110 });
    const id = text(entry, d, 'youtube_id');
    checks++;
    if (!/^[A-Za-z0-9_-]{11}$/.test(id))
      fail(entry, `youtube_id "${id}" must be 11 characters of [A-Za-z0-9_-]`);
    if (ids.has(id)) fail(entry, 'duplicate youtube_id');
    ids.add(id);
    oneOf(entry, d, 'category', ['Tutorials', 'Webinars', 'Case Studies', 'Agency Life']);
    int(entry, d, 'duration_seconds', 120, 3600);
    date(entry, d, 'upload_date', '2025-01-01', '2026-11-22');
    if (bool(entry, d, 'featured')) featured++;
    int(entry, d, 'sort_order', 1, 100);
    checks++;
    if (d.published !== true) fail(entry, 'published must be true');
    words(entry, entry.body, 50, 120);
  }
  checks++;
  if (featured !== 2) fail('videos', `expected 2 featured, found ${featured}`);
}

function checkResources(): void {
  const entries = loadCollection('resources');
  expectCount('resources', entries.length, 6);
  checkSlugs('resources', entries);
  const types = new Set<string>();
  for (const entry of entries) {
    const d = entry.data;
    text(entry, d, 'title', { max: 110 });
    text(entry, d, 'description', { max: 300 });
    oneOf(entry, d, 'type', ['guide', 'template', 'checklist', 'ebook', 'report']);
    oneOf(entry, d, 'category', CATEGORIES);
    const fileType = oneOf(entry, d, 'file_type', ['pdf', 'docx', 'xlsx', 'zip']);
    if (fileType) types.add(fileType);
    const file = text(entry, d, 'file');
    mediaPath(entry, file, 'file', /^downloads\/[a-z0-9]+(?:-[a-z0-9]+)*\.(pdf|docx|xlsx|zip)$/);
    checks++;
    if (fileType && !file.endsWith(`.${fileType}`))
      fail(entry, `file extension does not match file_type ${fileType}`);
    int(entry, d, 'sort_order', 1, 100);
    oneOf(entry, d, 'status', ['published']);
    dateTime(entry, d, 'published_at', '2025-01-01T00:00:00Z', '2026-11-22T23:59:59Z');
    if (text(entry, d, 'description').includes('35-point') && PMAX_POINTS !== 35) {
      fail(entry, `description promises 35 points, the document has ${PMAX_POINTS}`);
    }
  }
  checks++;
  for (const type of ['pdf', 'docx', 'xlsx', 'zip'])
    if (!types.has(type)) fail('resources', `no ${type} resource`);
}

function checkFaqs(): void {
  const entry = loadSingle('faqs');
  if (!entry) {
    fail('faqs.md', 'missing');
    return;
  }
  emptyBody(entry);
  const perCategory: Record<string, number> = {};
  const orders = new Set<number>();
  list(entry, entry.data, 'faqs', 12, 12).forEach((item, i) => {
    const f = record(entry, item, `faqs[${i}]`);
    const category = oneOf(entry, f, 'category', ['Working with us', 'Pricing', 'Services', 'Results']);
    if (category) perCategory[category] = (perCategory[category] ?? 0) + 1;
    text(entry, f, 'question', { max: 200 });
    text(entry, f, 'answer', { max: 800 });
    orders.add(int(entry, f, 'sort_order', 1, 100));
  });
  for (const category of ['Working with us', 'Pricing', 'Services', 'Results']) {
    checks++;
    if ((perCategory[category] ?? 0) < 2) fail(entry, `at least 2 FAQs needed in "${category}"`);
  }
  if (orders.size !== 12) fail(entry, 'sort_order values must be unique');
}

function checkJobs(): void {
  const entries = loadCollection('jobs');
  expectCount('jobs', entries.length, 4);
  checkSlugs('jobs', entries);
  for (const entry of entries) {
    const d = entry.data;
    text(entry, d, 'title', { max: 110 });
    oneOf(entry, d, 'department', ['Marketing', 'Engineering', 'Creative', 'Client Services']);
    const location = text(entry, d, 'location', { max: 80 });
    checks++;
    if (location !== 'Remote (US)' && !/^[A-Z][A-Za-z .'-]+, [A-Z]{2}$/.test(location))
      fail(entry, 'location must be "City, ST" or "Remote (US)"');
    const type = oneOf(entry, d, 'employment_type', ['full_time', 'part_time', 'contract', 'internship']);
    const policy = oneOf(entry, d, 'remote_policy', ['remote', 'hybrid', 'on_site']);
    checks++;
    if ((location === 'Remote (US)') !== (policy === 'remote'))
      fail(entry, 'location "Remote (US)" goes with remote_policy remote');
    const period = oneOf(entry, d, 'salary_period', ['year', 'hour']);
    const [lo, hi] = period === 'hour' ? [10, 200] : [20000, 500000];
    const min = int(entry, d, 'salary_min', lo, hi);
    const max = int(entry, d, 'salary_max', lo, hi);
    checks++;
    if (min > max) fail(entry, 'salary_min is above salary_max');
    if (period === 'hour' && type !== 'internship') fail(entry, 'hourly pay is only used for the internship');
    checks++;
    if (d.salary_currency !== 'USD') fail(entry, 'salary_currency must be USD');
    text(entry, d, 'summary', { max: 300 });
    stringList(entry, d, 'requirements', 5, 7, 140);
    stringList(entry, d, 'benefits', 4, 6, 140);
    oneOf(entry, d, 'status', ['open']);
    date(entry, d, 'valid_through', '2027-01-01', '2027-12-31');
    dateTime(entry, d, 'published_at', '2026-01-01T00:00:00Z', '2026-11-22T23:59:59Z');
    words(entry, entry.body, 200, 350);
  }
}

// ---------------------------------------------------------------------------------------------
// References and generated files

const IMAGE_SIZES: [RegExp, number, number][] = [
  [/^media\/team\//, 800, 800],
  [/^media\/portfolio\/.+-\d+\.webp$/, 1600, 1000],
  [/^media\/(blog|case-studies|portfolio)\//, 1600, 900],
];

async function checkReferences(entries: Entry[]): Promise<void> {
  const seen = new Set<string>();
  for (const entry of entries) {
    for (const ref of referencesOf(entry)) {
      checks++;
      const file = storagePath(ref.path);
      if (seen.has(ref.path)) fail(entry, `${ref.field} ${ref.path} is referenced twice`);
      seen.add(ref.path);
      if (!existsSync(file)) {
        fail(entry, `${ref.field} → ${ref.path} does not exist (run generate.ts)`);
        continue;
      }
      const size = statSync(file).size;
      if (ref.path.startsWith('media/')) {
        if (size > 60 * 1024) fail(entry, `${ref.path} is ${size} bytes (target under 60 KB)`);
        const meta = await sharp(file).metadata();
        const expected = IMAGE_SIZES.find(([pattern]) => pattern.test(ref.path));
        if (meta.format !== 'webp') fail(entry, `${ref.path} is not a WebP image`);
        if (expected && (meta.width !== expected[1] || meta.height !== expected[2])) {
          fail(entry, `${ref.path} is ${meta.width}×${meta.height}, expected ${expected[1]}×${expected[2]}`);
        }
      } else if (size > 200 * 1024) fail(entry, `${ref.path} is ${size} bytes (limit 200 KB)`);
    }
  }
}

async function main(): Promise<void> {
  // Every Markdown file in the content folder must be one the generator knows.
  const known = new Set(['settings.md', 'about.md', 'faqs.md', ...COLLECTIONS]);
  for (const name of readdirSync(CONTENT_DIR)) {
    checks++;
    if (!known.has(name)) fail(`supabase/seed/content/${name}`, 'unexpected file or folder');
  }
  for (const collection of COLLECTIONS) {
    for (const name of readdirSync(join(CONTENT_DIR, collection))) {
      checks++;
      if (!name.endsWith('.md')) fail(`supabase/seed/content/${collection}/${name}`, 'unexpected file');
    }
  }

  checkSettings();
  const authors = checkTeam();
  checkAbout();
  checkBlog(authors);
  checkCaseStudies();
  checkPortfolio();
  checkVideos();
  checkResources();
  checkFaqs();
  checkJobs();

  const all = [
    ...(['settings', 'about', 'faqs'] as const).flatMap((name) => loadSingle(name) ?? []),
    ...COLLECTIONS.flatMap((collection) => loadCollection(collection)),
  ];
  await checkReferences(all);

  const counts = COLLECTIONS.map((c) => `${c} ${loadCollection(c).length}`).join(', ');
  console.log(`Content: ${all.length} files (${counts}, plus settings, about, faqs).`);
  if (errors.length > 0) {
    for (const error of errors) console.error(`✗ ${error}`);
    console.error(`${errors.length} problem(s) in ${checks} checks.`);
    process.exitCode = 1;
  } else {
    console.log(`All ${checks} checks passed.`);
  }
}

await main();
