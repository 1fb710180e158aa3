import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  EMPTY_REDIRECT,
  type RedirectInput,
  redirectSchema,
  type RedirectValues,
} from '@lib/seo/redirect-schema';
import { RowAction } from '@admin/components/data-table/cells';
import { DialogFormActions } from '@admin/components/forms/dialog-form-actions';
import { EditorForm } from '@admin/components/forms/editor-form';
import { SelectField } from '@admin/components/forms/select-field';
import { SwitchField } from '@admin/components/forms/switch-field';
import { type TextFieldSpec, TextFields } from '@admin/components/forms/text-fields';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { AddressText } from '@admin/components/ui/address-text';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { Card, CardHeader } from '@admin/components/ui/card';
import { DeleteConfirmDialog } from '@admin/components/ui/delete-confirm-dialog';
import { ItemDialog } from '@admin/components/ui/item-dialog';
import { QueryView } from '@admin/components/ui/query-view';
import { StaticTable } from '@admin/components/ui/static-table';
import { EmptyState, Skeleton } from '@admin/components/ui/states';
import { Switch } from '@admin/components/ui/switch';
import { toast } from '@admin/components/ui/toast-store';
import {
  friendlySaveError,
  type RedirectRow,
  useDeleteRedirect,
  useRedirects,
  useSaveRedirect,
  useSetRedirectActive,
} from './api';

/** The redirects manager: list, add, change, switch on and off, delete after a confirmation. */
export function RedirectsSection() {
  const redirects = useRedirects();
  const remove = useDeleteRedirect();
  const setActive = useSetRedirectActive();
  const [editing, setEditing] = useState<{ redirect: RedirectRow | null } | null>(null);
  const [deleting, setDeleting] = useState<RedirectRow | null>(null);
  const onToggle = (redirect: RedirectRow, isActive: boolean) =>
    setActive.mutate(
      { id: redirect.id, isActive },
      {
        onError: (error) =>
          toast({ title: 'Not changed', description: friendlySaveError(error), variant: 'error' }),
      },
    );
  return (
    <Card aria-labelledby="redirects-title" className="p-0">
      <div className="p-5 pb-0">
        <CardHeader
          id="redirects-title"
          title="Redirects"
          actions={
            <Button size="sm" onClick={() => setEditing({ redirect: null })}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              Add redirect
            </Button>
          }
        />
        <p className="mb-4 text-sm text-ink-700">
          Send visitors and search engines from an old address to a new one. Redirects take effect on the site
          with the next publish.
        </p>
      </div>
      <QueryView
        query={redirects}
        loading={
          <div className="space-y-2 p-5" aria-busy="true">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        }
        errorTitle="The redirects could not be loaded"
        empty={<EmptyState title="No redirects yet">Add one when a page moves to a new address.</EmptyState>}
      >
        {(rows) => (
          <StaticTable
            caption="Redirects"
            headings={['Old address', 'New address', 'Type', 'Active']}
            actions
          >
            {rows.map((redirect) => (
              <tr key={redirect.id} data-testid={`redirect-${redirect.from_path}`}>
                <th scope="row" className="px-4 py-3 font-normal">
                  <code className="text-ink-950">
                    <AddressText value={redirect.from_path} />
                  </code>
                </th>
                <td className="px-4 py-3">
                  <code className="text-ink-800">
                    <AddressText value={redirect.to_path} />
                  </code>
                </td>
                <td className="px-4 py-3">
                  <Badge tone={redirect.status_code === 301 ? 'brand' : 'neutral'}>
                    {redirect.status_code === 301 ? '301 permanent' : '302 temporary'}
                  </Badge>
                </td>
                <td className="px-4 py-3 [&_label]:sr-only">
                  <Switch
                    label={`Redirect from ${redirect.from_path} active`}
                    checked={redirect.is_active}
                    onCheckedChange={(checked) => onToggle(redirect, checked)}
                  />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right">
                  <RowAction
                    label="Edit"
                    name={`redirect from ${redirect.from_path}`}
                    icon={Pencil}
                    onClick={() => setEditing({ redirect })}
                  />
                  <RowAction
                    label="Delete"
                    name={`redirect from ${redirect.from_path}`}
                    icon={Trash2}
                    onClick={() => setDeleting(redirect)}
                  />
                </td>
              </tr>
            ))}
          </StaticTable>
        )}
      </QueryView>
      <ItemDialog
        item={editing}
        onClose={() => setEditing(null)}
        title={({ redirect }) => (redirect ? 'Edit redirect' : 'Add redirect')}
        description="It takes effect on the site with the next publish."
      >
        {({ redirect }) => <RedirectForm redirect={redirect} onDone={() => setEditing(null)} />}
      </ItemDialog>
      <DeleteConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete this redirect?"
        description={(redirect) =>
          `Visitors to ${redirect.from_path} will no longer be sent on after the next publish.`
        }
        confirmLabel="Delete redirect"
        remove={(redirect) => remove.mutateAsync(redirect.id)}
        deleted="Redirect deleted"
        describeError={friendlySaveError}
      />
    </Card>
  );
}

interface RedirectFormProps {
  /** The redirect being changed, or null for a new one. */
  redirect: RedirectRow | null;
  onDone: () => void;
}

const valuesOf = (redirect: RedirectRow | null): RedirectInput =>
  redirect
    ? {
        from_path: redirect.from_path,
        to_path: redirect.to_path,
        status_code: redirect.status_code,
        is_active: redirect.is_active,
      }
    : EMPTY_REDIRECT;

const FIELDS: readonly TextFieldSpec<RedirectInput>[] = [
  {
    name: 'from_path',
    label: 'Old address',
    placeholder: '/old-page',
    hint: 'The path people arrive at, like /old-page.',
  },
  {
    name: 'to_path',
    label: 'New address',
    placeholder: '/new-page or https://…',
    hint: 'A path on this site, or a full web address.',
  },
];

const STATUS_OPTIONS = [
  { value: '301', label: '301: moved for good' },
  { value: '302', label: '302: moved for now' },
];

/** Adds or changes one redirect, validated per field before the database's own checks. */
function RedirectForm({ redirect, onDone }: RedirectFormProps) {
  const save = useSaveRedirect();
  const { form, onSubmit, saving } = useSavingForm<RedirectInput, RedirectValues, unknown>({
    resolver: zodResolver(redirectSchema),
    defaultValues: valuesOf(redirect),
    save: (values) => save.mutateAsync({ id: redirect?.id ?? null, values }),
    onSaved: () => {
      toast({
        title: redirect ? 'Redirect saved' : 'Redirect added',
        description: 'It takes effect on the site with the next publish.',
        variant: 'success',
      });
      onDone();
    },
    describeError: friendlySaveError,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <EditorForm onSubmit={onSubmit} className="space-y-4">
      <TextFields form={form} fields={FIELDS} />
      <SelectField
        label="Type"
        error={errors.status_code?.message}
        options={STATUS_OPTIONS}
        {...register('status_code')}
      />
      <SwitchField
        control={control}
        name="is_active"
        label="Active"
        description="An inactive redirect is kept but not applied."
      />
      <DialogFormActions onCancel={onDone} pending={saving}>
        {redirect ? 'Save redirect' : 'Add redirect'}
      </DialogFormActions>
    </EditorForm>
  );
}
