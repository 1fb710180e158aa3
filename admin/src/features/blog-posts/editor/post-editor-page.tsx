import { isPlannedNavigation } from '@admin/components/forms/unsaved-changes-guard';
import { useLocation } from 'react-router-dom';
import { Card } from '@admin/components/ui/card';
import { PageHeader } from '@admin/components/ui/page-header';
import { EmptyState, ErrorState, Skeleton } from '@admin/components/ui/states';
import { describeError } from '@admin/lib/errors';
import { usePost } from '../api/get-post';
import { PostEditor } from './post-editor';

function EditorSkeleton() {
  return (
    <div aria-busy="true">
      <PageHeader title="Edit post" />
      <Card className="space-y-4">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </Card>
    </div>
  );
}

/**
 * /admin/blog-posts/new and /admin/blog-posts/:id. A new post's first save moves to its own
 * address without leaving the editor (the same form stays, with what was typed meanwhile).
 */
export function PostEditorPage({ postId }: { postId: string | null }) {
  const location = useLocation();
  const post = usePost(postId ?? '', postId !== null);
  const continued = isPlannedNavigation(location.state);
  if (postId && post.isPending) return <EditorSkeleton />;
  if (postId && post.isError)
    return (
      <>
        <PageHeader title="Edit post" />
        <ErrorState
          title="This post could not be loaded"
          message={describeError(post.error)}
          onRetry={() => void post.refetch()}
        />
      </>
    );
  if (postId && !post.data)
    return (
      <>
        <PageHeader title="Post not found" />
        <EmptyState title="There is no post at this address. It may have been deleted." />
      </>
    );
  return <PostEditor key={continued ? 'new' : (postId ?? 'new')} initialPost={post.data ?? null} />;
}
