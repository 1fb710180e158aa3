import * as z from 'zod/v4-mini';
import { useUrlParams } from '@admin/components/data-table/use-url-params';
import { BlogPostsPage } from '@admin/features/blog-posts/blog-posts-page';
import type { Publication } from '@admin/lib/publication';

const publicationParam = z.enum(['draft', 'scheduled', 'published']);

/** `?status=draft|scheduled|published` filters the list; anything else shows every post. */
export function Component() {
  const [params, changeParams] = useUrlParams();
  const parsed = publicationParam.safeParse(params.get('status'));
  const setPublication = (publication: Publication | undefined) =>
    changeParams({ status: publication, page: null });
  return (
    <BlogPostsPage
      publication={parsed.success ? parsed.data : undefined}
      onPublicationChange={setPublication}
    />
  );
}
