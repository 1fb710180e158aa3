import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { slugify } from '../lib/slug.ts';
import type {
  AboutContent,
  BlogPost,
  CaseStudy,
  Faq,
  Job,
  PortfolioItem,
  Resource,
  TeamMember,
  Video,
} from './schemas/content.ts';

/** Blog posts per list page (spec: pagination past 12 posts). */
export const POSTS_PER_PAGE = 12;

const newestFirst = (a: { published_at: Date }, b: { published_at: Date }) =>
  b.published_at.getTime() - a.published_at.getTime();
const byOrder = (
  a: { sort_order: number; published_at?: Date },
  b: { sort_order: number; published_at?: Date },
) => a.sort_order - b.sort_order || (b.published_at?.getTime() ?? 0) - (a.published_at?.getTime() ?? 0);

export async function postEntries(): Promise<CollectionEntry<'blogPosts'>[]> {
  return (await getCollection('blogPosts')).sort((a, b) => newestFirst(a.data, b.data));
}

export async function posts(): Promise<BlogPost[]> {
  return (await postEntries()).map((entry) => entry.data);
}

/** Categories and tags with their posts, keyed by URL slug, most used first. */
export async function postGroups(
  kind: 'category' | 'tags',
): Promise<{ slug: string; label: string; posts: BlogPost[] }[]> {
  const groups = new Map<string, { slug: string; label: string; posts: BlogPost[] }>();
  for (const post of await posts()) {
    const labels = kind === 'category' ? (post.category ? [post.category] : []) : post.tags;
    for (const label of labels) {
      const slug = slugify(label);
      if (!slug) continue;
      const group = groups.get(slug) ?? { slug, label, posts: [] };
      group.posts.push(post);
      groups.set(slug, group);
    }
  }
  return [...groups.values()].sort(
    (a, b) => b.posts.length - a.posts.length || a.label.localeCompare(b.label),
  );
}

/** Up to `count` other posts, those sharing the category and most tags first, then the newest. */
export function relatedPosts(post: BlogPost, all: readonly BlogPost[], count = 3): BlogPost[] {
  const score = (other: BlogPost) =>
    (other.category && other.category === post.category ? 2 : 0) +
    other.tags.filter((tag) => post.tags.includes(tag)).length;
  return all
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, score: score(other) }))
    .sort((a, b) => b.score - a.score || newestFirst(a.other, b.other))
    .slice(0, count)
    .map(({ other }) => other);
}

export async function caseStudies(): Promise<CaseStudy[]> {
  return (await getCollection('caseStudies'))
    .map((e) => e.data)
    .sort((a, b) => Number(b.featured) - Number(a.featured) || byOrder(a, b));
}

export async function portfolioEntries(): Promise<CollectionEntry<'portfolioItems'>[]> {
  return (await getCollection('portfolioItems')).sort((a, b) => byOrder(a.data, b.data));
}

export async function portfolioItems(): Promise<PortfolioItem[]> {
  return (await portfolioEntries()).map((e) => e.data);
}

export async function videos(): Promise<Video[]> {
  return (await getCollection('videos')).map((e) => e.data).sort(byOrder);
}

export async function resources(): Promise<Resource[]> {
  return (await getCollection('resources')).map((e) => e.data).sort(byOrder);
}

export async function faqs(): Promise<Faq[]> {
  return (await getCollection('faqs'))
    .map((e) => e.data)
    .sort((a, b) => a.category.localeCompare(b.category) || a.sort_order - b.sort_order);
}

export async function openJobs(): Promise<Job[]> {
  return (await getCollection('jobs')).map((e) => e.data).sort(newestFirst);
}

export async function team(): Promise<TeamMember[]> {
  return (await getCollection('teamMembers'))
    .map((e) => e.data)
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
}

export async function aboutContent(): Promise<AboutContent | undefined> {
  return (await getEntry('aboutContent', 'about'))?.data;
}

/** Items grouped by a label, in first-seen order. */
export function groupBy<T>(items: readonly T[], label: (item: T) => string): { label: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = label(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()].map(([key, grouped]) => ({ label: key, items: grouped }));
}
