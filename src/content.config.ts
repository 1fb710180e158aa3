import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { supabaseTable } from './content/loaders/supabase-table.ts';
import {
  homeSchema,
  legalSchema,
  pageCopySchema,
  serviceGroupSchema,
  serviceOverviewSchema,
  servicePageSchema,
} from './content/schemas/copy.ts';
import {
  aboutContentSchema,
  blogPostSchema,
  caseStudySchema,
  faqSchema,
  jobSchema,
  portfolioItemSchema,
  resourceSchema,
  teamMemberSchema,
  videoSchema,
} from './content/schemas/content.ts';
import { pageSeoSchema, pageVisibilitySchema, siteSettingsSchema } from './content/schemas/site.ts';

const COPY = './src/content/copy';
const bySlug = (row: Record<string, unknown>) => String(row.slug);

/** Page copy written with the site (Markdown in src/content/copy). */
const home = defineCollection({ loader: glob({ pattern: 'home.md', base: COPY }), schema: homeSchema });
const pageCopy = defineCollection({
  loader: glob({ pattern: 'pages.md', base: COPY }),
  schema: pageCopySchema,
});
const serviceOverview = defineCollection({
  loader: glob({ pattern: 'services/index.md', base: COPY }),
  schema: serviceOverviewSchema,
});
const serviceGroups = defineCollection({
  loader: glob({ pattern: ['services/*.md', '!services/index.md'], base: COPY }),
  schema: serviceGroupSchema,
});
const servicePages = defineCollection({
  loader: glob({ pattern: 'services/*/*.md', base: COPY }),
  schema: servicePageSchema,
});
const legal = defineCollection({ loader: glob({ pattern: 'legal/*.md', base: COPY }), schema: legalSchema });

/** What the database says at build time, read with the anon key. */
const siteSettings = defineCollection({
  loader: supabaseTable({ table: 'site_settings', id: () => 'site' }),
  schema: siteSettingsSchema,
});
const pageVisibility = defineCollection({
  loader: supabaseTable({ table: 'page_visibility', key: 'page_name', id: (row) => String(row.page_name) }),
  schema: pageVisibilitySchema,
});
const pageSeo = defineCollection({
  loader: supabaseTable({ table: 'page_seo', key: 'route', id: (row) => String(row.route) }),
  schema: pageSeoSchema,
});
const blogPosts = defineCollection({
  loader: supabaseTable({
    table: 'blog_posts',
    select: '*, author:team_members(slug, name, role, photo_path, photo_alt, linkedin_url)',
    id: bySlug,
    body: 'body',
  }),
  schema: blogPostSchema,
});
const caseStudies = defineCollection({
  loader: supabaseTable({ table: 'case_studies', id: bySlug, markdown: ['challenge', 'solution'] }),
  schema: caseStudySchema,
});
const portfolioItems = defineCollection({
  loader: supabaseTable({ table: 'portfolio_items', id: bySlug, body: 'body' }),
  schema: portfolioItemSchema,
});
const videos = defineCollection({
  loader: supabaseTable({ table: 'videos', id: (row) => String(row.youtube_id) }),
  schema: videoSchema,
});
const resources = defineCollection({
  loader: supabaseTable({ table: 'resources', id: bySlug }),
  schema: resourceSchema,
});
const faqs = defineCollection({
  loader: supabaseTable({ table: 'faqs', id: (row) => String(row.id) }),
  schema: faqSchema,
});
const jobs = defineCollection({
  loader: supabaseTable({ table: 'jobs', id: bySlug, markdown: ['description'] }),
  schema: jobSchema,
});
const teamMembers = defineCollection({
  loader: supabaseTable({ table: 'team_members', id: bySlug }),
  schema: teamMemberSchema,
});
const aboutContent = defineCollection({
  loader: supabaseTable({ table: 'about_content', id: () => 'about', markdown: ['story'] }),
  schema: aboutContentSchema,
});

export const collections = {
  home,
  pageCopy,
  serviceOverview,
  serviceGroups,
  servicePages,
  legal,
  siteSettings,
  pageVisibility,
  pageSeo,
  blogPosts,
  caseStudies,
  portfolioItems,
  videos,
  resources,
  faqs,
  jobs,
  teamMembers,
  aboutContent,
};
