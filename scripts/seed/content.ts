import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

export interface Document {
  slug: string;
  data: Record<string, unknown>;
  body: string;
}

export function readDocument(file: string): Document {
  const parsed = matter(fs.readFileSync(file, 'utf8'));
  return { slug: path.basename(file, '.md'), data: parsed.data, body: parsed.content.trim() };
}

/** Every Markdown document of a folder, by file name. */
export function readFolder(dir: string): Document[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => readDocument(path.join(dir, f)));
}

export const text = (v: unknown): string | null => (typeof v === 'string' ? v.trim() : null);
export const required = (v: unknown, what: string): string => {
  const s = text(v);
  if (!s) throw new Error(`Seed content is missing ${what}`);
  return s;
};
export const number = (v: unknown): number | null => (typeof v === 'number' ? v : null);
export const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** A storage reference `bucket/key…` as the key within `bucket`. */
export function keyIn(bucket: string, reference: unknown): string | null {
  const s = text(reference);
  if (!s) return null;
  if (!s.startsWith(`${bucket}/`)) throw new Error(`${s} is not in the ${bucket} bucket`);
  return s.slice(bucket.length + 1);
}

/** A Markdown section's text: what follows `## <heading>` up to the next `## `. */
export function section(body: string, heading: string): string {
  const start = body.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`Missing section "${heading}"`);
  const rest = body.slice(start + heading.length + 3);
  const end = rest.indexOf('\n## ');
  return (end < 0 ? rest : rest.slice(0, end)).trim();
}
