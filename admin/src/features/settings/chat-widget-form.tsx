import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useWatch } from 'react-hook-form';
import {
  CHAT_POSITIONS,
  type ChatWidgetInput,
  type ChatWidgetValues,
  chatWidgetSchema,
} from '@lib/settings/chat-widget';
import { EditorForm } from '@admin/components/forms/editor-form';
import { SwitchField } from '@admin/components/forms/switch-field';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Button } from '@admin/components/ui/button';
import { Field, Input, Textarea, TextField } from '@admin/components/ui/field';
import { SectionCard } from '@admin/components/ui/section-card';
import { toast } from '@admin/components/ui/toast-store';
import { useUpdateChatWidget } from './api/update-chat-widget';
import { ChatPreview } from './chat-preview';
import { saveErrorMessage } from './save-error';
import type { ChatWidgetRow } from './types';

const POSITION_LABELS = {
  'bottom-right': 'Bottom right',
  'bottom-left': 'Bottom left',
  'top-right': 'Top right',
  'top-left': 'Top left',
} as const;

const formValues = (row: ChatWidgetRow): ChatWidgetInput => ({
  is_enabled: row.is_enabled,
  phone_number: row.phone_number ?? '',
  welcome_message: row.welcome_message,
  position: CHAT_POSITIONS.find((p) => p === row.position) ?? 'bottom-right',
  color: row.color,
});

/** The chat button (whatsapp_widget) with a live preview. */
export function ChatWidgetForm({ widget }: { widget: ChatWidgetRow }) {
  const update = useUpdateChatWidget();
  const { form, onSubmit, saving } = useSavingForm<ChatWidgetInput, ChatWidgetValues, ChatWidgetRow>({
    resolver: zodResolver(chatWidgetSchema),
    defaultValues: formValues(widget),
    save: update.mutateAsync,
    resetTo: formValues,
    onSaved: () =>
      toast({
        title: 'Chat widget saved',
        description: 'The site shows the change on its next page load.',
        variant: 'success',
      }),
    describeError: saveErrorMessage,
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const live = useWatch({ control });
  return (
    <SectionCard title="Chat widget">
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <EditorForm onSubmit={onSubmit} className="space-y-4">
          <SwitchField
            control={control}
            name="is_enabled"
            label="Show the chat button"
            description="Shown on every page when on and a phone number is set."
          />
          <TextField
            label="Phone number"
            type="tel"
            placeholder="+1 512 555 0142"
            hint="With the country code; the button opens a chat with this number."
            error={errors.phone_number?.message}
            {...register('phone_number')}
          />
          <Field label="Welcome message" error={errors.welcome_message?.message}>
            {(props) => <Textarea rows={3} {...props} {...register('welcome_message')} />}
          </Field>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink-900">Position</legend>
            <div className="grid grid-cols-2 gap-2">
              {CHAT_POSITIONS.map((position) => (
                <label key={position} className="flex items-center gap-2 text-sm text-ink-900">
                  <input
                    type="radio"
                    value={position}
                    className="accent-brand-700"
                    {...register('position')}
                  />
                  {POSITION_LABELS[position]}
                </label>
              ))}
            </div>
            {errors.position?.message && (
              <p className="mt-1 text-sm font-medium text-red-700">{errors.position.message}</p>
            )}
          </fieldset>
          <Field label="Colour" hint="A hex colour such as #25D366." error={errors.color?.message}>
            {(props) => (
              <div className="flex items-center gap-2">
                <Controller
                  control={control}
                  name="color"
                  render={({ field }) => (
                    <input
                      type="color"
                      aria-label="Pick a colour"
                      className="h-10 w-12 rounded border border-ink-300"
                      value={/^#[0-9a-f]{6}$/i.test(field.value) ? field.value : '#25d366'}
                      onChange={(event) => field.onChange(event.target.value)}
                    />
                  )}
                />
                <Input className="w-32" {...props} {...register('color')} />
              </div>
            )}
          </Field>
          <Button type="submit" pending={saving} disabled={!isDirty}>
            Save chat widget
          </Button>
        </EditorForm>
        <ChatPreview
          enabled={live.is_enabled ?? false}
          position={live.position ?? 'bottom-right'}
          color={live.color ?? ''}
          message={live.welcome_message ?? ''}
        />
      </div>
    </SectionCard>
  );
}
