import { useParams } from 'react-router-dom';
import * as z from 'zod/v4-mini';
import { PostEditorPage } from '@admin/features/blog-posts/editor/post-editor-page';
import { NotFoundPage } from '@admin/features/not-found/not-found-page';

const postId = z.uuid();

/** /blog-posts/new (no id) and /blog-posts/:id (a post's id). */
export function Component() {
  const { id } = useParams();
  if (id === undefined) return <PostEditorPage postId={null} />;
  const parsed = postId.safeParse(id);
  return parsed.success ? <PostEditorPage postId={parsed.data} /> : <NotFoundPage />;
}
