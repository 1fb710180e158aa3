import { PLANNED_NAVIGATION } from '@admin/components/forms/unsaved-changes-guard';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '@admin/components/ui/toast-store';
import { dateTime } from '@admin/lib/format-time';
import { publicationOf } from '@admin/lib/publication';
import { useSavePost } from '../api/save-post';
import { POST_ERRORS, SLUG_TAKEN } from '../error-messages';
import { describeSaveError, isUniqueViolation } from '@admin/lib/errors';
import { blogPaths } from '../paths';
import { contentOf, type PostFormInput, type PostFormValues, type PostRow, postSchema } from '../schema';
import { nextPublication, SAVED_MESSAGE } from './next-publication';
import type { PublishIntent } from './publish-panel';
import type { SaveState } from './save-status';

/** How long after the last change a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 3_000;

type PostForm = UseFormReturn<PostFormInput, unknown, PostFormValues>;

/**
 * Saving the editor's post: the publishing intents (validated, with messages on the fields), the
 * autosave of drafts, and what "unsaved" means (the form differs from what was last saved).
 */
export function usePostPersistence(form: PostForm, initialPost: PostRow | null, slugTaken: boolean) {
  const navigate = useNavigate();
  const mutation = useSavePost();
  const [post, setPost] = useState(initialPost);
  const [saved, setSaved] = useState(() => JSON.stringify(form.getValues()));
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const saving = useRef(false);

  const persist = async (values: PostFormValues, raw: PostFormInput, intent: PublishIntent) => {
    if (saving.current) return;
    saving.current = true;
    setSaveState({ kind: 'saving' });
    try {
      const row = await mutation.mutateAsync({
        id: post?.id ?? null,
        content: contentOf(values),
        ...nextPublication(post, intent),
      });
      setSaved(JSON.stringify(raw));
      setPost(row);
      setSaveState({ kind: 'saved', at: new Date() });
      if (!post) void navigate(blogPaths.editor(row.id), { replace: true, state: PLANNED_NAVIGATION });
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) form.setError('slug', { message: SLUG_TAKEN });
      setSaveState({ kind: 'failed', reason: describeSaveError(error, POST_ERRORS) });
      throw error;
    } finally {
      saving.current = false;
    }
  };

  /** A button's save: every field checked and its message shown; a toast says how it went. */
  const run = (intent: PublishIntent) => {
    const raw = form.getValues();
    if (slugTaken) {
      form.setError('slug', { message: SLUG_TAKEN }, { shouldFocus: true });
      return;
    }
    void form.handleSubmit(
      async (values) => {
        try {
          const row = await persist(values, raw, intent);
          if (!row) return;
          const when = intent.kind === 'schedule' ? ` for ${dateTime(intent.at)}.` : '';
          toast({ title: SAVED_MESSAGE[intent.kind] + when, variant: 'success' });
        } catch (error) {
          toast({ title: 'Not saved', description: describeSaveError(error, POST_ERRORS), variant: 'error' });
        }
      },
      () => toast({ title: 'Not saved', description: 'Check the marked fields.', variant: 'error' }),
    )();
  };

  // Re-render on every change, so "unsaved" and the autosave timer follow the typing.
  useWatch({ control: form.control });
  const current = JSON.stringify(form.getValues());
  const dirty = current !== saved;
  const publication = post ? publicationOf(post.status, post.published_at) : 'draft';

  const autosave = useEffectEvent(() => {
    const raw = form.getValues();
    const parsed = postSchema.safeParse(raw);
    if (!parsed.success) {
      setSaveState({ kind: 'failed', reason: parsed.error.issues[0]?.message ?? 'check the marked fields.' });
      return;
    }
    if (slugTaken) {
      setSaveState({ kind: 'failed', reason: SLUG_TAKEN });
      return;
    }
    persist(parsed.data, raw, { kind: 'save' }).catch(() => undefined);
  });

  // A new post is not stored by autosave until it has more than a title: no stray drafts.
  const worthKeeping = post !== null || hasMoreThanATitle(form.getValues());
  useEffect(() => {
    if (publication !== 'draft' || current === saved || !worthKeeping) return;
    const timer = setTimeout(autosave, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current, saved, publication, worthKeeping]);

  return { post, dirty, saveState, pending: mutation.isPending, run, publication };
}

/** Whether a form holds anything besides its title (and the slug made from it). */
function hasMoreThanATitle({ body, excerpt, tags }: PostFormInput): boolean {
  return body.trim() !== '' || excerpt.trim() !== '' || tags.length > 0;
}
