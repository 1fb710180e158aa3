import { describe, expect, it } from 'vitest';
import {
  chatColor,
  chatLink,
  chatPosition,
  chatWidgetVisible,
  phoneDigits,
  textColorOn,
} from '../../../src/lib/chat.ts';

const settings = {
  id: true,
  phone_number: '+1 (512) 555-0142',
  welcome_message: 'Hi!',
  is_enabled: true,
  position: 'bottom-right',
  color: '#25D366',
  updated_at: '2026-11-22T00:00:00Z',
};

describe('chat link and visibility', () => {
  it('builds the link from the digits of the number and the encoded message', () => {
    expect(phoneDigits('+1 (512) 555-0142')).toBe('15125550142');
    expect(chatLink('+1 (512) 555-0142', 'Hi! SEO & ads? 50% off/now')).toBe(
      'https://wa.me/15125550142?text=Hi!%20SEO%20%26%20ads%3F%2050%25%20off%2Fnow',
    );
  });

  it('shows only when settings loaded, enabled and with a number that has digits', () => {
    expect(chatWidgetVisible(settings)).toBe(true);
    expect(chatWidgetVisible(null)).toBe(false);
    expect(chatWidgetVisible(undefined)).toBe(false);
    expect(chatWidgetVisible({ ...settings, is_enabled: false })).toBe(false);
    expect(chatWidgetVisible({ ...settings, phone_number: null })).toBe(false);
    expect(chatWidgetVisible({ ...settings, phone_number: ' - ' })).toBe(false);
  });

  it('falls back to safe defaults for a position or colour it does not know', () => {
    expect(chatPosition('top-left')).toBe('top-left');
    expect(chatPosition('middle')).toBe('bottom-right');
    expect(chatColor('#0f766e')).toBe('#0f766e');
    expect(chatColor('red; background: url(x)')).toBe('#25D366');
  });

  it('picks the readable text colour on the widget colour', () => {
    expect(textColorOn('#0f766e')).toBe('#ffffff');
    expect(textColorOn('#25D366')).toBe('#0b1020');
    expect(textColorOn('#ffffff')).toBe('#0b1020');
    expect(textColorOn('#000000')).toBe('#ffffff');
  });
});
