// Reads the demo content in supabase/seed/content (Markdown with YAML front matter).
// Shared by generate.ts (which renders the files the content references) and check.ts.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve, basename } from 'node:path';
import matter from 'gray-matter';

export const ROOT = resolve(import.meta.dirname, '../..');
export const CONTENT_DIR = join(ROOT, 'supabase/seed/content');
export const STORAGE_DIR = join(ROOT, 'supabase/seed/storage');

/** The folders of the content that hold one Markdown file per entry. */
export const COLLECTIONS = [
  'team',
  'blog',
  'case-studies',
  'portfolio',
  'videos',
  'resources',
  'jobs',
] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** The single files of the content. */
export const SINGLES = ['settings', 'about', 'faqs'] as const;
export type Single = (typeof SINGLES)[number];

export type Data = Record<string, unknown>;

export interface Entry {
  collection: Collection | Single;
  slug: string;
  /** Path relative to the repository root. */
  file: string;
  data: Data;
  body: string;
}

function load(file: string, collection: Collection | Single): Entry {
  const parsed = matter(readFileSync(file, 'utf8'));
  return {
    collection,
    slug: basename(file, '.md'),
    file: file.slice(ROOT.length + 1),
    data: parsed.data,
    body: parsed.content,
  };
}

export function loadCollection(collection: Collection): Entry[] {
  const dir = join(CONTENT_DIR, collection);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => load(join(dir, name), collection));
}

export function loadSingle(name: Single): Entry | undefined {
  const file = join(CONTENT_DIR, `${name}.md`);
  return existsSync(file) ? load(file, name) : undefined;
}

export function loadAll(): Entry[] {
  const entries: Entry[] = [];
  for (const name of SINGLES) {
    const entry = loadSingle(name);
    if (entry) entries.push(entry);
  }
  for (const collection of COLLECTIONS) entries.push(...loadCollection(collection));
  return entries;
}

/** The buckets a reference may point into: the first segment of the path. */
export const BUCKETS = ['media', 'downloads'] as const;
const REFERENCE = /^(media|downloads)\/[a-z0-9][a-z0-9/._-]*$/;

export interface Reference {
  entry: Entry;
  /** The front matter field, e.g. `cover` or `gallery[1].image`. */
  field: string;
  /** The stored path, e.g. `media/blog/some-post.webp`. */
  path: string;
}

/** Every string in the front matter that points at a stored file. */
export function referencesOf(entry: Entry): Reference[] {
  const found: Reference[] = [];
  const walk = (value: unknown, field: string): void => {
    if (typeof value === 'string') {
      if (REFERENCE.test(value)) found.push({ entry, field, path: value });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        walk(item, `${field}[${i}]`);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, field ? `${field}.${key}` : key);
    }
  };
  walk(entry.data, '');
  return found;
}

export function storagePath(reference: string): string {
  return join(STORAGE_DIR, reference);
}

export function str(data: Data, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value : '';
}

export function strList(data: Data, key: string): string[] {
  const value = data[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
