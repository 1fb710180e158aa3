import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types.ts';

/** Posts the build must leave out: a draft, and one scheduled for next week. */
export const UNPUBLISHED_POSTS = { draft: 'e2e-draft-post', scheduled: 'e2e-scheduled-post' } as const;
/** Extra published posts, so the blog list has a second page. */
export const EXTRA_POSTS = 7;

/**
 * A published post whose body tries every way to run script: a script element, an event handler,
 * a javascript: link and an iframe. The built page must show none of them working.
 */
export const XSS_POST = {
  slug: 'e2e-script-in-body',
  title: 'A body that tries to run script',
  body: [
    'This post checks that nothing in a body can run on the site.',
    '<script>window.__xss = 1</script>',
    '<img src=x onerror="window.__xss=2">',
    'A [link](javascript:window.__xss=3) that must stay inert.',
    '<iframe src="https://example.com/embed" title="Embedded page"></iframe>',
  ].join('\n\n'),
} as const;

/**
 * A published post with three images in its body: one from the project's storage (a seeded media
 * file, 1600 × 900), one from another host over https, and one from another host over plain http.
 */
export const IMAGES_POST = {
  slug: 'e2e-images-in-body',
  title: 'A body with pictures from storage and elsewhere',
  storagePath: 'blog/marketing-measurement-stack-2026.webp',
  alts: {
    storage: 'Three stacked measurement layers, from our storage',
    https: 'A partner logo served over https',
    http: 'A tracking pixel served over plain http',
  },
  httpsImage: 'https://images.example.com/partner-logo.png',
} as const;

const imagesPostBody = (supabaseUrl: string) =>
  [
    'Pictures in a post body.',
    `![${IMAGES_POST.alts.storage}](${supabaseUrl}/storage/v1/object/public/media/${IMAGES_POST.storagePath})`,
    `![${IMAGES_POST.alts.https}](${IMAGES_POST.httpsImage})`,
    `![${IMAGES_POST.alts.http}](http://tracker.example/pixel.gif)`,
  ].join('\n\n');

const DAY_MS = 86_400_000;
const ARCHIVE_BODY = [
  'An older note from the archive.',
  '## Why it matters',
  'Good [measurement](https://example.com/measure) keeps budgets honest.',
].join('\n\n');

/**
 * Adds, before the e2e build: EXTRA_POSTS published posts dated before every seeded post (category
 * Analytics, tag measurement, an anchored heading and an external link), a draft, a post
 * scheduled for next week, XSS_POST and IMAGES_POST (published, dated before the archive).
 */
export async function insertE2EPosts(service: SupabaseClient<Database>, supabaseUrl: string): Promise<void> {
  const { data: author } = await service.from('team_members').select('id').limit(1).single().throwOnError();
  const archive = Array.from({ length: EXTRA_POSTS }, (_, index) => ({
    slug: `e2e-archive-post-${String(index + 1)}`,
    title: `Archive post number ${String(index + 1)} about measurement`,
    excerpt: `From the archive, part ${String(index + 1)}: measuring what marketing does.`,
    body: ARCHIVE_BODY,
    author_id: author.id,
    category: 'Analytics',
    tags: ['measurement'],
    status: 'published' as const,
    published_at: new Date(Date.UTC(2020, 0, 10 - index)).toISOString(),
  }));
  const hidden = [
    {
      slug: UNPUBLISHED_POSTS.draft,
      title: 'A draft nobody may see',
      body: 'Not ready.',
      status: 'draft' as const,
      published_at: null,
    },
    {
      slug: UNPUBLISHED_POSTS.scheduled,
      title: 'A post scheduled for next week',
      body: 'Not yet.',
      status: 'scheduled' as const,
      published_at: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    },
  ];
  const xss = {
    ...XSS_POST,
    excerpt: 'Script elements, event handlers and javascript: links in a post body never run on the site.',
    status: 'published' as const,
    published_at: new Date(Date.UTC(2019, 0, 1)).toISOString(),
  };
  const images = {
    slug: IMAGES_POST.slug,
    title: IMAGES_POST.title,
    excerpt: 'Images in a body come from the project’s storage, optimised at build, or from https hosts.',
    body: imagesPostBody(supabaseUrl),
    status: 'published' as const,
    published_at: new Date(Date.UTC(2019, 5, 1)).toISOString(),
  };
  await service
    .from('blog_posts')
    .insert([...archive, ...hidden, xss, images], { defaultToNull: false })
    .throwOnError();
}
