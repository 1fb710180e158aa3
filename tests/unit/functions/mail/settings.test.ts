import { describe, expect, it } from 'vitest';
import { mailSettingsFromEnv } from '../../../../supabase/functions/_shared/mail/settings.ts';

const from = (values: Record<string, string>) => mailSettingsFromEnv((name) => values[name]);

describe('mailSettingsFromEnv', () => {
  it('reads a provider on 465 with implicit TLS and a login', () => {
    expect(
      from({
        SMTP_HOST: 'smtp.resend.com',
        SMTP_PORT: '465',
        SMTP_SECURE: 'true',
        SMTP_USER: 'resend',
        SMTP_PASS: 're_x',
        MAIL_FROM: 'Grow Digital <hello@growdigital.example>',
      }),
    ).toEqual({
      host: 'smtp.resend.com',
      port: 465,
      secure: true,
      user: 'resend',
      pass: 're_x',
      from: 'Grow Digital <hello@growdigital.example>',
    });
  });

  it('defaults the port to 465 with SMTP_SECURE=true and to 587 without', () => {
    expect(from({ SMTP_HOST: 'h', MAIL_FROM: 'a@b.c', SMTP_SECURE: 'true' }).port).toBe(465);
    expect(from({ SMTP_HOST: 'h', MAIL_FROM: 'a@b.c' })).toEqual({
      host: 'h',
      port: 587,
      secure: false,
      from: 'a@b.c',
    });
  });

  it('refuses to run without a host, a sender or with a port that is not one', () => {
    expect(() => from({ MAIL_FROM: 'a@b.c' })).toThrow('SMTP_HOST is not set');
    expect(() => from({ SMTP_HOST: 'h' })).toThrow('MAIL_FROM is not set');
    expect(() => from({ SMTP_HOST: 'h', MAIL_FROM: 'a@b.c', SMTP_PORT: '99999' })).toThrow(
      'SMTP_PORT is not a port',
    );
  });
});
