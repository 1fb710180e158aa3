import type { Database } from './database.types.ts';

export type ChatSettings = Database['public']['Tables']['whatsapp_widget']['Row'];
export type ChatPosition = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';

/** The digits of a phone number, as chat links want them (+1 (512) 555-0142 → 15125550142). */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/** The chat link: the number's digits and the message, URL-encoded. */
export function chatLink(phone: string, message: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(message)}`;
}

/** Whether the widget shows: settings loaded, enabled, and a number with digits in it. */
export function chatWidgetVisible(
  settings: ChatSettings | null | undefined,
): settings is ChatSettings & { phone_number: string } {
  return Boolean(settings?.is_enabled) && phoneDigits(settings?.phone_number ?? '').length > 0;
}

const POSITIONS: readonly ChatPosition[] = ['bottom-right', 'bottom-left', 'top-right', 'top-left'];

/** The stored position, or the default corner if the value is not one of the four. */
export const chatPosition = (value: string): ChatPosition =>
  POSITIONS.find((p) => p === value) ?? 'bottom-right';

/** A stored colour if it is a #rrggbb hex, otherwise the brand's chat green. */
export const chatColor = (value: string): string => (/^#[0-9a-f]{6}$/i.test(value) ? value : '#25D366');

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White or near-black, whichever reads better on the widget's colour. */
export function textColorOn(background: string): '#ffffff' | '#0b1020' {
  const l = luminance(chatColor(background));
  const onWhite = 1.05 / (l + 0.05);
  const onInk = (l + 0.05) / (luminance('#0b1020') + 0.05);
  return onWhite >= onInk ? '#ffffff' : '#0b1020';
}
