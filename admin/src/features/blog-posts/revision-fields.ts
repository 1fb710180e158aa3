import type { RevisionField } from '@admin/components/content-resource/revisions/revision-fields';
import type { RevisionSnapshot } from '@admin/lib/content-resource/editing/revisions';
import { formValuesOf, type PostFormInput } from './schema';

/** What the post's history compares, as the editor shows it. */
export const POST_REVISION_FIELDS: readonly RevisionField<PostFormInput>[] = [
  { label: 'Title', text: (post) => post.title },
  { label: 'Address', text: (post) => post.slug },
  { label: 'Excerpt', text: (post) => post.excerpt },
  { label: 'Article', text: (post) => post.body, by: 'lines' },
  { label: 'Category', text: (post) => post.category },
  { label: 'SEO title', text: (post) => post.seo_title },
  { label: 'SEO description', text: (post) => post.seo_description },
  { label: 'Tags', text: (post) => post.tags.join(', ') },
  { label: 'Cover image', text: (post) => (post.cover ? `${post.cover.path} (${post.cover.alt})` : '') },
  { label: 'Author', text: (post) => post.author_id },
  { label: 'Sharing image', text: (post) => post.og_image?.path ?? '' },
];

export const postValuesOf = (snapshot: RevisionSnapshot): PostFormInput => formValuesOf(snapshot);
