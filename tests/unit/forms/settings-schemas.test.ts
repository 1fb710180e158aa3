import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  chatWidgetSchema,
  CHAT_COLOR_PATTERN,
  CHAT_PHONE_PATTERN,
} from '../../../admin/src/lib/settings/chat-widget.ts';
import { companyFormValues, companySchema } from '../../../admin/src/lib/settings/company.ts';
import {
  isoToLocalDateTime,
  localDateTimeToIso,
  maintenanceSchema,
} from '../../../admin/src/lib/settings/maintenance.ts';
import { tagManagerSchema } from '../../../admin/src/lib/settings/tag-manager.ts';
import { GTM_ID_PATTERN } from '../../../src/lib/tracking/tag-manager.ts';

const migration = fs.readFileSync('supabase/migrations/20261122000400_site_settings.sql', 'utf8');

const storedRow = {
  company_name: 'Grow Digital',
  tagline: 'GROW DIGITAL',
  legal_name: null,
  email: null,
  phone: null,
  address_line1: null,
  address_line2: null,
  city: null,
  region: null,
  postal_code: null,
  country: null,
  founded_year: null,
  business_hours: null,
  socials: { linkedin: 'https://linkedin.com/company/grow', twitter: 'https://x.com/grow' },
};

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the settings schemas agree with the database CHECKs', () => {
  it('uses the same patterns as the migration', () => {
    expect(migration).toContain(`gtm_id ~ '${GTM_ID_PATTERN.source}'`);
    expect(migration).toContain(`phone_number ~ '${CHAT_PHONE_PATTERN.source}'`);
    expect(migration).toContain(`color ~ '${CHAT_COLOR_PATTERN.source}'`);
    expect(migration).toMatch(/maintenance_message text check \(char_length\(maintenance_message\) <= 500\)/);
  });
});

describe('company details', () => {
  it('turns the stored row into form values and back, keeping only networks with an address', () => {
    const values = companyFormValues(storedRow);
    expect(values.socials.x).toBe('https://x.com/grow');
    const parsed = companySchema.parse({ ...values, founded_year: '2015', email: ' hello@grow.test ' });
    expect(parsed.founded_year).toBe(2015);
    expect(parsed.email).toBe('hello@grow.test');
    expect(parsed.legal_name).toBeNull();
    expect(parsed.socials).toEqual({
      linkedin: 'https://linkedin.com/company/grow',
      x: 'https://x.com/grow',
    });
  });

  it('adds https:// to a social address without a scheme', () => {
    const values = companyFormValues(storedRow);
    const parsed = companySchema.parse({
      ...values,
      socials: { ...values.socials, youtube: 'youtube.com/@grow' },
    });
    expect(parsed.socials.youtube).toBe('https://youtube.com/@grow');
  });

  it('names each broken field', () => {
    const values = companyFormValues(storedRow);
    const result = companySchema.safeParse({
      ...values,
      company_name: '  ',
      tagline: 'x'.repeat(61),
      email: 'nope',
      phone: 'call me',
      founded_year: '1800',
      socials: { ...values.socials, instagram: 'not an address' },
    });
    expect(Object.keys(messages(result)).sort()).toEqual([
      'company_name',
      'email',
      'founded_year',
      'phone',
      'socials.instagram',
      'tagline',
    ]);
  });
});

describe('chat widget', () => {
  const valid = {
    is_enabled: true,
    phone_number: '+1 512 555 0142',
    welcome_message: 'Hi',
    position: 'top-left',
    color: '#112233',
  };

  it('accepts a complete widget', () => {
    expect(chatWidgetSchema.parse(valid)).toMatchObject({
      phone_number: '+1 512 555 0142',
      position: 'top-left',
    });
  });

  it('needs a number when enabled, and allows none when disabled', () => {
    expect(messages(chatWidgetSchema.safeParse({ ...valid, phone_number: '' }))).toHaveProperty(
      'phone_number',
    );
    expect(chatWidgetSchema.parse({ ...valid, is_enabled: false, phone_number: '' }).phone_number).toBeNull();
  });

  it('refuses a bad number, colour, corner and an empty or long message', () => {
    const result = chatWidgetSchema.safeParse({
      ...valid,
      phone_number: '12',
      color: 'green',
      position: 'middle',
      welcome_message: 'x'.repeat(301),
    });
    expect(Object.keys(messages(result)).sort()).toEqual([
      'color',
      'phone_number',
      'position',
      'welcome_message',
    ]);
    expect(messages(chatWidgetSchema.safeParse({ ...valid, welcome_message: ' ' }))).toHaveProperty(
      'welcome_message',
    );
  });
});

describe('tag manager', () => {
  it('uppercases the id and stores empty code as null', () => {
    expect(
      tagManagerSchema.parse({
        gtm_id: ' gtm-abc1234 ',
        custom_head_code: ' ',
        custom_body_code: '<p>x</p>',
      }),
    ).toEqual({
      gtm_id: 'GTM-ABC1234',
      custom_head_code: null,
      custom_body_code: '<p>x</p>',
    });
    expect(
      tagManagerSchema.parse({ gtm_id: '', custom_head_code: '', custom_body_code: '' }).gtm_id,
    ).toBeNull();
  });

  it('refuses an id that is not GTM-XXXX and code over 20,000 characters', () => {
    const result = tagManagerSchema.safeParse({
      gtm_id: 'UA-12345',
      custom_head_code: 'x'.repeat(20001),
      custom_body_code: '',
    });
    expect(Object.keys(messages(result)).sort()).toEqual(['custom_head_code', 'gtm_id']);
    expect(
      tagManagerSchema.safeParse({ gtm_id: 'GTM-ABC', custom_head_code: '', custom_body_code: '' }).success,
    ).toBe(false);
  });
});

describe('maintenance mode', () => {
  it('reads the end time in the local time zone and round-trips it', () => {
    const iso = localDateTimeToIso('2030-05-06T07:08');
    expect(iso).toBe(new Date(2030, 4, 6, 7, 8).toISOString());
    expect(isoToLocalDateTime(iso ?? null)).toBe('2030-05-06T07:08');
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('tomorrow')).toBeUndefined();
  });

  it('stores an empty message as null and refuses one over 500 characters', () => {
    expect(
      maintenanceSchema.parse({
        maintenance_enabled: true,
        maintenance_message: ' ',
        maintenance_ends_at: '',
      }),
    ).toEqual({ maintenance_enabled: true, maintenance_message: null, maintenance_ends_at: null });
    const result = maintenanceSchema.safeParse({
      maintenance_enabled: true,
      maintenance_message: 'x'.repeat(501),
      maintenance_ends_at: 'soon',
    });
    expect(Object.keys(messages(result)).sort()).toEqual(['maintenance_ends_at', 'maintenance_message']);
  });
});
