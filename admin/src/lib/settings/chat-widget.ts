/**
 * The chat-widget form (admin: Settings → Chat widget). The rules are the CHECKs on
 * public.whatsapp_widget; the form adds that an enabled widget needs a number (the site shows the
 * button only then, src/lib/chat.ts).
 */
import * as z from 'zod/v4-mini';
import type { ChatPosition } from '@lib/chat';
import { characterCount } from '@lib/forms/fields';

export const CHAT_PHONE_PATTERN = /^\+?[0-9 ()-]{7,24}$/;
export const CHAT_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
export const WELCOME_MESSAGE_MAX = 300;
export const CHAT_POSITIONS = [
  'bottom-right',
  'bottom-left',
  'top-right',
  'top-left',
] as const satisfies readonly ChatPosition[];

export const chatWidgetSchema = z
  .object({
    is_enabled: z.boolean(),
    phone_number: z.pipe(
      z.string().check(
        z.trim(),
        z.refine(
          (value) => value === '' || CHAT_PHONE_PATTERN.test(value),
          'Enter a phone number of 7 to 24 digits (spaces, + ( ) - allowed), like +1 512 555 0142',
        ),
      ),
      z.transform((value: string) => (value === '' ? null : value)),
    ),
    welcome_message: z.string().check(
      z.trim(),
      z.refine((value) => value !== '', 'Enter the welcome message'),
      z.refine(
        (value) => characterCount(value) <= WELCOME_MESSAGE_MAX,
        `Keep the welcome message to ${WELCOME_MESSAGE_MAX} characters or fewer`,
      ),
    ),
    position: z.enum(CHAT_POSITIONS, { error: 'Choose a corner' }),
    color: z.string().check(z.trim(), z.regex(CHAT_COLOR_PATTERN, 'Enter a colour as #RRGGBB, like #25D366')),
  })
  .check(
    z.refine((values) => !values.is_enabled || values.phone_number !== null, {
      path: ['phone_number'],
      error: 'Enter the phone number the chat button opens',
    }),
  );

export type ChatWidgetInput = z.input<typeof chatWidgetSchema>;
export type ChatWidgetValues = z.output<typeof chatWidgetSchema>;
