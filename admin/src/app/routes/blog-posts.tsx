import { BlogPostsPage } from '@admin/features/blog-posts/blog-posts-page';

/** `?status=draft|scheduled|published` filters the list (with the table's own page, sort and search). */
export function Component() {
  return <BlogPostsPage />;
}
