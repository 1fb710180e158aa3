import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveShortcut } from '@admin/components/content/use-save-shortcut';
import { Button } from '@admin/components/ui/button';
import { Field, Textarea, TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import type { Backlink } from './api/backlinks';
import { useSaveBacklink } from './api/save-backlink';
import { type BacklinkInput, backlinkSchema, type BacklinkValues, EMPTY_BACKLINK } from './backlink-schema';
import { describeSaveError } from '@admin/lib/errors';
import { BACKLINK_ERRORS } from './db-errors';

const valuesOf = (backlink: Backlink | null): BacklinkInput =>
  backlink
    ? {
        source_url: backlink.source_url,
        target_url: backlink.target_url,
        expected_anchor: backlink.expected_anchor ?? '',
        notes: backlink.notes ?? '',
      }
    : EMPTY_BACKLINK;

/** Adds or changes one backlink, validated per field as the database checks it. */
export function BacklinkForm({ backlink, onDone }: { backlink: Backlink | null; onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  useSaveShortcut(formRef);
  const save = useSaveBacklink();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BacklinkInput, unknown, BacklinkValues>({
    resolver: zodResolver(backlinkSchema),
    defaultValues: valuesOf(backlink),
  });
  const submit = (values: BacklinkValues) => {
    const addressChanged =
      backlink !== null &&
      (values.source_url !== backlink.source_url || values.target_url !== backlink.target_url);
    save.mutate(
      { id: backlink?.id ?? null, values, addressChanged },
      {
        onSuccess: () => {
          toast({ title: backlink ? 'Backlink saved' : 'Backlink added', variant: 'success' });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Not saved',
            description: describeSaveError(error, BACKLINK_ERRORS),
            variant: 'error',
          }),
      },
    );
  };
  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-4"
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <TextField
        label="Linking page"
        placeholder="https://partner.example/article"
        hint="The page on another site that links to us."
        error={errors.source_url?.message}
        {...register('source_url')}
      />
      <TextField
        label="Target"
        placeholder="https://growdigital.example/services"
        hint="Our page it should link to."
        error={errors.target_url?.message}
        {...register('target_url')}
      />
      <TextField
        label="Expected anchor text (optional)"
        error={errors.expected_anchor?.message}
        {...register('expected_anchor')}
      />
      <Field label="Notes (optional)" error={errors.notes?.message}>
        {(control) => <Textarea {...control} {...register('notes')} />}
      </Field>
      <div className="flex justify-end gap-3 border-t border-ink-100 pt-4">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" pending={save.isPending}>
          {backlink ? 'Save backlink' : 'Add backlink'}
        </Button>
      </div>
    </form>
  );
}
