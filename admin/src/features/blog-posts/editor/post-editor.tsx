import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { RevisionsPanel } from '@admin/components/content-resource/revisions/revisions-panel';
import { PLANNED_NAVIGATION, UnsavedChangesGuard } from '@admin/components/forms/unsaved-changes-guard';
import { DeleteDialog } from '@admin/components/content-resource/delete-dialog';
import { useSaveShortcut } from '@admin/components/forms/use-save-shortcut';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { PageHeader } from '@admin/components/ui/page-header';
import { slugify } from '@lib/slug';
import { POST_ERRORS } from '../error-messages';
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
import { DetailsFields } from './details-fields';
import { PublishPanel } from './publish-panel';
import { SaveStatus } from './save-status';
import { SeoFields } from './seo-fields';
import { usePostPersistence } from './use-post-persistence';

const POST_RESOURCE = {
  table: 'blog_posts',
  names: { one: 'post', many: 'blog posts' },
  errors: POST_ERRORS,
} as const;

const followsTitle = (post: PostRow | null) =>
  !post || (post.status === 'draft' && post.slug === slugify(post.title));

/** The blog post editor: content, details, SEO, publishing, autosave and history. */
export function PostEditor({ initialPost }: { initialPost: PostRow | null }) {
  const navigate = useNavigate();
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
      <DeleteDialog
        resource={POST_RESOURCE}
        item={post && confirm === 'delete' ? post : null}
        onClose={() => setConfirm(null)}
        onDeleted={() => void navigate(blogPaths.list, { state: PLANNED_NAVIGATION })}
      />
      <UnsavedChangesGuard dirty={dirty} />
    </>
  );
}
