import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { RevisionsPanel } from '@admin/components/content-resource/revisions/revisions-panel';
import { UnsavedChangesGuard } from '@admin/components/content/unsaved-changes-guard';
import { useSaveShortcut } from '@admin/components/content/use-save-shortcut';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { PageHeader } from '@admin/components/ui/page-header';
import { slugify } from '@admin/lib/slug';
import { blogPaths } from '../paths';
import { POST_REVISION_FIELDS, postValuesOf } from '../revision-fields';
import {
  EMPTY_POST,
  formValuesOf,
  type PostFormInput,
  type PostFormValues,
  type PostRow,
  postSchema,
} from '../schema';
import { ContentFields } from './content-fields';
import { DeletePostDialog } from './delete-post-dialog';
import { DetailsFields } from './details-fields';
import { PublishPanel } from './publish-panel';
import { SaveStatus } from './save-status';
import { SeoFields } from './seo-fields';
import { usePostPersistence } from './use-post-persistence';

const followsTitle = (post: PostRow | null) =>
  !post || (post.status === 'draft' && post.slug === slugify(post.title));

/** The blog post editor: content, details, SEO, publishing, autosave and history. */
export function PostEditor({ initialPost }: { initialPost: PostRow | null }) {
  const form = useForm<PostFormInput, unknown, PostFormValues>({
    resolver: zodResolver(postSchema),
    defaultValues: initialPost ? formValuesOf(initialPost) : EMPTY_POST,
    mode: 'onTouched',
  });
  const [slugTaken, setSlugTaken] = useState(false);
  const { post, dirty, saveState, pending, run, publication } = usePostPersistence(
    form,
    initialPost,
    slugTaken,
  );
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef, { disabled: pending });
  const [confirm, setConfirm] = useState<'unpublish' | 'delete' | null>(null);
  return (
    <>
      <PageHeader
        title={post ? 'Edit post' : 'New post'}
        description={
          <Link to={blogPaths.list} className="text-brand-800 underline-offset-2 hover:underline">
            All blog posts
          </Link>
        }
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <SaveStatus state={saveState} dirty={dirty} />
            {post && publication === 'published' && (
              <Button variant="ghost" size="sm" asChild>
                <a href={`/blog/${post.slug}`} target="_blank" rel="noreferrer">
                  View on site <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
            )}
            {post && (
              <Button variant="ghost" size="sm" onClick={() => setConfirm('delete')}>
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
              </Button>
            )}
          </div>
        }
      />
      <form
        ref={formRef}
        noValidate
        aria-label="Blog post"
        onSubmit={(event) => {
          event.preventDefault();
          run({ kind: 'save' });
        }}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="min-w-0 space-y-6">
          <Card aria-labelledby="post-content">
            <CardHeader id="post-content" title="Content" />
            <ContentFields
              form={form}
              postId={post?.id ?? null}
              slugFollowsTitle={followsTitle(initialPost)}
              onSlugTakenChange={setSlugTaken}
            />
          </Card>
          <Card aria-labelledby="post-seo">
            <CardHeader id="post-seo" title="Search and sharing" />
            <SeoFields form={form} />
          </Card>
        </div>
        <div className="min-w-0 space-y-6">
          <Card aria-labelledby="post-publishing">
            <CardHeader id="post-publishing" title="Publishing" />
            <PublishPanel
              key={`${post?.status ?? 'new'}-${post?.published_at ?? ''}`}
              status={post?.status ?? 'draft'}
              publishedAt={post?.published_at ?? null}
              pending={pending}
              onIntent={run}
              onUnpublish={() => setConfirm('unpublish')}
            />
            {publication !== 'draft' && (
              <p className="mt-3 text-xs text-ink-600">
                Autosave is for drafts: save to update a {publication} post.
              </p>
            )}
          </Card>
          <Card aria-labelledby="post-details">
            <CardHeader id="post-details" title="Details" />
            <DetailsFields form={form} />
          </Card>
          {post && (
            <Card aria-labelledby="post-history">
              <CardHeader id="post-history" title="History" />
              <RevisionsPanel
                table="blog_posts"
                id={post.id}
                fields={POST_REVISION_FIELDS}
                current={form.getValues()}
                valuesOf={postValuesOf}
                onLoad={(values) => form.reset(values, { keepDefaultValues: true })}
              />
            </Card>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirm === 'unpublish'}
        onOpenChange={(open) => setConfirm(open ? 'unpublish' : null)}
        title="Unpublish this post?"
        description="It becomes a draft again and leaves the site at its next publish. Links to it will stop working."
        confirmLabel="Unpublish"
        onConfirm={() => {
          setConfirm(null);
          run({ kind: 'unpublish' });
        }}
      />
      {post && (
        <DeletePostDialog
          post={post}
          open={confirm === 'delete'}
          onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
        />
      )}
      <UnsavedChangesGuard dirty={dirty} />
    </>
  );
}
