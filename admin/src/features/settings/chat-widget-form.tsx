import { zodResolver } from '@hookform/resolvers/zod';
import { MessageCircle } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { chatColor, chatPosition, textColorOn } from '@lib/chat';
import {
  CHAT_POSITIONS,
  type ChatWidgetInput,
  type ChatWidgetValues,
  chatWidgetSchema,
} from '@admin/lib/settings/chat-widget';
import { SwitchField } from '@admin/components/forms/switch-field';
import { useSavingForm } from '@admin/components/forms/use-saving-form';
import { Field, Input, Textarea, TextField } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import { cn } from '@admin/lib/cn';
import { type ChatWidgetRow, saveErrorMessage, useUpdateChatWidget } from './api';
import { SettingsFormCard } from './settings-form';

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
  const saving = useSavingForm<ChatWidgetInput, ChatWidgetValues, ChatWidgetRow>({
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
    formState: { errors },
  } = saving.form;
  const live = useWatch({ control });
  return (
    <SettingsFormCard
      title="Chat widget"
      saving={saving}
      submitLabel="Save chat widget"
      preview={<ChatPreview {...live} />}
    >
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
              <input type="radio" value={position} className="accent-brand-700" {...register('position')} />
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
    </SettingsFormCard>
  );
}

const CORNERS = {
  'bottom-right': 'bottom-3 right-3 items-end flex-col-reverse',
  'bottom-left': 'bottom-3 left-3 items-start flex-col-reverse',
  'top-right': 'top-3 right-3 items-end flex-col',
  'top-left': 'top-3 left-3 items-start flex-col',
} as const;

/** A small page outline with the chat button where the site puts it, in its colour, with its message. */
function ChatPreview({
  is_enabled: enabled = false,
  position = 'bottom-right',
  color = '',
  welcome_message: message = '',
}: Partial<ChatWidgetInput>) {
  const corner = chatPosition(position);
  const background = chatColor(color);
  return (
    <figure className="space-y-2">
      <div
        data-testid="chat-preview"
        data-position={corner}
        className="relative h-64 overflow-hidden rounded-lg border border-ink-200 bg-ink-50"
      >
        <div className="space-y-2 p-4" aria-hidden="true">
          <div className="h-3 w-1/3 rounded bg-ink-200" />
          <div className="h-2 w-2/3 rounded bg-ink-200" />
          <div className="h-2 w-1/2 rounded bg-ink-200" />
        </div>
        <div className={cn('absolute flex max-w-[14rem] gap-2', CORNERS[corner], !enabled && 'opacity-40')}>
          <span
            className="flex h-11 w-11 items-center justify-center rounded-full shadow-lift"
            style={{ backgroundColor: background, color: textColorOn(background) }}
          >
            <MessageCircle aria-hidden="true" className="h-5 w-5" />
          </span>
          <span className="rounded-xl bg-white p-2 text-xs text-ink-800 shadow-card">{message || '…'}</span>
        </div>
      </div>
      <figcaption className="text-sm text-ink-600">
        {enabled
          ? 'Preview of the chat button on the site.'
          : 'Preview — the button is hidden while the widget is off.'}
      </figcaption>
    </figure>
  );
}
