import type { Database } from '@lib/database.types';
import { countOf } from '@admin/lib/plural';
import { capitalised } from '../resource';

/** The tables the trash, revisions, search, duplicate and bulk actions work on (the database's "content tables"). */
export const CONTENT_TABLES = [
  'blog_posts',
  'case_studies',
  'portfolio_items',
  'videos',
  'resources',
  'faqs',
  'team_members',
  'jobs',
] as const satisfies readonly (keyof Database['public']['Tables'])[];

export type ContentTable = (typeof CONTENT_TABLES)[number];

interface ContentTableInfo {
  /** "blog post", "blog posts": for sentences. */
  one: string;
  other: string;
  /** The column that names an item in a list. */
  titleColumn: 'title' | 'question' | 'name';
  /**
   * How an item is made public: a publish status with its time (`status`), a job's draft/open/closed
   * (`job`), or a plain switch (`flag`: FAQs and team members).
   */
  publication: 'status' | 'job' | 'flag';
}

export const CONTENT_TABLE_INFO: Record<ContentTable, ContentTableInfo> = {
  blog_posts: { one: 'blog post', other: 'blog posts', titleColumn: 'title', publication: 'status' },
  case_studies: { one: 'case study', other: 'case studies', titleColumn: 'title', publication: 'status' },
  portfolio_items: {
    one: 'portfolio item',
    other: 'portfolio items',
    titleColumn: 'title',
    publication: 'status',
  },
  videos: { one: 'video', other: 'videos', titleColumn: 'title', publication: 'status' },
  resources: { one: 'resource', other: 'resources', titleColumn: 'title', publication: 'status' },
  faqs: { one: 'FAQ', other: 'FAQs', titleColumn: 'question', publication: 'flag' },
  team_members: { one: 'team member', other: 'team members', titleColumn: 'name', publication: 'flag' },
  jobs: { one: 'job', other: 'jobs', titleColumn: 'title', publication: 'job' },
};

/** "3 blog posts", "1 FAQ". */
export const countOfItems = (table: ContentTable, count: number): string =>
  countOf(count, CONTENT_TABLE_INFO[table].one, CONTENT_TABLE_INFO[table].other);

export const isContentTable = (value: string): value is ContentTable =>
  (CONTENT_TABLES as readonly string[]).includes(value);

/** "Blog post", "FAQ": an item's type as a label. */
export const typeLabel = (table: ContentTable): string => capitalised(CONTENT_TABLE_INFO[table].one);
