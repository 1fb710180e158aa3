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
import { caseStudySchema } from './content/schemas/content.ts';
import { pageSeoSchema, pageVisibilitySchema, siteSettingsSchema } from './content/schemas/site.ts';

const COPY = './src/content/copy';

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
  loader: supabaseTable<{ page_name: string }>({ table: 'page_visibility', id: (row) => row.page_name }),
  schema: pageVisibilitySchema,
});
const pageSeo = defineCollection({
  loader: supabaseTable<{ route: string }>({ table: 'page_seo', id: (row) => row.route }),
  schema: pageSeoSchema,
});

const caseStudies = defineCollection({
  loader: supabaseTable<{ slug: string }>({ table: 'case_studies', id: (row) => row.slug }),
  schema: caseStudySchema,
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
  caseStudies,
};
