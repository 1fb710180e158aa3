import { statusColumn, titleColumn, updatedColumn } from '@admin/components/content-resource/columns';
import { columnField } from '@admin/components/content-resource/revisions/revision-fields';
import { publicationFilter } from '@admin/lib/content-resource/filters';
import { defineContentResource } from '@admin/lib/content-resource/resource';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import type { PublishIntent } from '@admin/lib/publication';
import { ContentFields } from './editor/content-fields';
import { DetailsFields } from './editor/details-fields';
import { SLUG_TAKEN } from './editor/slug-field';
import {
  contentOf,
  EMPTY_POST,
  formValuesOf,
  type PostFormInput,
  type PostFormValues,
  type PostRow,
  postSchema,
} from './schema';

/** What the list shows of a post: its columns, and its author's name. */
type PostListRow = Pick<
  PostRow,
  'id' | 'title' | 'slug' | 'status' | 'published_at' | 'updated_at' | 'category'
> & { author: { name: string } | null };

const none = <span className="text-ink-700">—</span>;

const SAVED: Record<PublishIntent['kind'], string> = {
  keep: 'Saved',
  draft: 'Saved',
  publish: 'Published: the post goes live at the site’s next publish.',
  schedule: 'Scheduled',
  unpublish: 'Unpublished: the post is a draft again and leaves the site at its next publish.',
};

/** Whether a form holds anything besides its title (and the slug made from it). */
const hasMoreThanATitle = ({ body, excerpt, tags }: PostFormInput): boolean =>
  body.trim() !== '' || excerpt.trim() !== '' || tags.length > 0;

export const resource = defineContentResource<'blog_posts', PostListRow, PostFormInput, PostFormValues>({
  table: 'blog_posts',
  names: { one: 'post', many: 'blog posts' },
  path: '/blog-posts',
  list: {
    title: 'Blog posts',
    description: 'Write, schedule and publish articles. Changes reach the site at its next publish.',
    select: 'id, title, slug, status, published_at, updated_at, category, author:team_members(name)',
    searchColumns: ['title'],
    searchLabel: 'Search by title',
    sortable: ['title', 'updated_at', 'published_at'],
    filters: [publicationFilter],
    columns: [
      titleColumn({ path: '/blog-posts' }, (post) => `/blog/${post.slug}`),
      statusColumn(),
      { id: 'author', header: 'Author', cell: (post) => post.author?.name ?? none },
      { id: 'category', header: 'Category', cell: (post) => post.category ?? none },
      updatedColumn(),
      {
        id: 'published',
        header: 'Published',
        cell: (post) =>
          post.status === 'draft' || !post.published_at ? (
            none
          ) : (
            <time dateTime={post.published_at} title={dateTime(post.published_at)}>
              {timeAgo(post.published_at)}
            </time>
          ),
      },
    ],
    editAction: false,
  },
  editor: {
    schema: postSchema,
    empty: EMPTY_POST,
    toForm: formValuesOf,
    toContent: contentOf,
    Main: ContentFields,
    Side: DetailsFields,
    seo: true,
    revisions: [
      columnField('title', 'Title'),
      columnField('slug', 'Address'),
      columnField('excerpt', 'Excerpt'),
      columnField('body', 'Article', 'lines'),
      columnField('category', 'Category'),
      columnField('seo_title', 'SEO title'),
      columnField('seo_description', 'SEO description'),
      columnField('tags', 'Tags'),
      columnField('cover_path', 'Cover image'),
      columnField('cover_alt', 'Cover image’s alt text'),
      columnField('author_id', 'Author'),
      columnField('og_image_path', 'Sharing image'),
    ],
    // A new post is not stored by autosave until it has more than a title: no stray drafts.
    autosave: { worthKeeping: hasMoreThanATitle },
    heading: () => 'Edit post',
    done: (intent) =>
      intent.kind === 'schedule' ? `Scheduled for ${dateTime(intent.at)}.` : SAVED[intent.kind],
    wording: {
      formLabel: 'Blog post',
      publish: {
        title: 'Publishing',
        scheduleLabel: 'Publish on',
        pastTimeProblem: 'Choose a time in the future.',
        confirmUnpublish: {
          title: 'Unpublish this post?',
          description:
            'It becomes a draft again and leaves the site at its next publish. Links to it will stop working.',
        },
      },
    },
  },
  errors: {
    duplicate: SLUG_TAKEN,
    missingReference: 'The chosen author no longer exists. Choose another one.',
  },
});
