import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { posts } from '../content/queries.ts';
import { postPath } from '../lib/permalinks.ts';

/** The blog's RSS feed: the 50 newest posts. */
export const GET: APIRoute = async ({ site }) => {
  const newest = (await posts()).slice(0, 50);
  return rss({
    title: 'Grow Digital blog',
    description:
      'Practical articles on SEO, paid media, websites and AI marketing automation from the Grow Digital team.',
    site: site ?? 'http://localhost:4321',
    items: newest.map((post) => ({
      title: post.title,
      link: postPath(post.slug),
      pubDate: post.published_at,
      description: post.excerpt,
      ...(post.category ? { categories: [post.category, ...post.tags] } : { categories: post.tags }),
    })),
    customData: '<language>en-us</language>',
  });
};
