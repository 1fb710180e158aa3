import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../admin/src/features/dashboard/api.ts';
import { describeActivity } from '../../../admin/src/features/dashboard/describe-activity.ts';
import { fieldLabel } from '../../../admin/src/lib/audit/field-label.ts';

const entry = (changes: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  occurred_at: '2026-11-28T10:00:00Z',
  actor_id: null,
  actor_email: null,
  action: 'update',
  table_name: 'portfolio_items',
  row_label: 'Acme rebrand',
  changed_fields: [],
  row_count: 1,
  ...changes,
});

describe('recent activity in words', () => {
  it('names the row by its title and the fields in words', () => {
    expect(describeActivity(entry({ changed_fields: ['summary', 'title'] }))).toBe(
      'changed portfolio item “Acme rebrand” (summary, title)',
    );
    expect(describeActivity(entry({ action: 'delete', table_name: 'faqs', row_label: 'Why us?' }))).toBe(
      'removed FAQ “Why us?”',
    );
    expect(describeActivity(entry({ action: 'insert', table_name: 'faqs', row_label: null }))).toBe(
      'added an FAQ',
    );
    expect(
      describeActivity(
        entry({ changed_fields: ['cover_path', 'is_published', 'published_at', 'seo_title', 'sort_order'] }),
      ),
    ).toBe(
      'changed portfolio item “Acme rebrand” (cover image, published, publication date, SEO title and 1 more)',
    );
  });

  it('says "reordered" once for a reorder, and names people, pages and settings', () => {
    expect(describeActivity(entry({ action: 'reorder', row_label: null, row_count: 7 }))).toBe(
      'reordered portfolio items',
    );
    expect(
      describeActivity(
        entry({ table_name: 'contact_submissions', row_label: 'Nina Alvarez', changed_fields: ['status'] }),
      ),
    ).toBe('changed the message from Nina Alvarez (status)');
    expect(
      describeActivity(entry({ table_name: 'site_settings', row_label: null, changed_fields: ['tagline'] })),
    ).toBe('changed the site settings (tagline)');
    expect(
      describeActivity(entry({ table_name: 'page_seo', row_label: '/about', changed_fields: ['title'] })),
    ).toBe('changed the SEO of /about (title)');
    expect(describeActivity(entry({ action: 'insert', table_name: 'user_roles', row_label: null }))).toBe(
      'added a staff member’s role',
    );
    expect(describeActivity(entry({ action: 'insert', table_name: 'webhooks', row_label: 'CRM' }))).toBe(
      'added webhook “CRM”',
    );
    expect(
      describeActivity(
        entry({
          table_name: 'notification_settings',
          row_label: 'discovery calls',
          changed_fields: ['mode'],
        }),
      ),
    ).toBe('changed the notifications for discovery calls (mode)');
  });

  it('reads column names as words', () => {
    expect(fieldLabel('last_checked_at')).toBe('last checked');
    expect(fieldLabel('is_visible')).toBe('visible');
    expect(fieldLabel('source_url')).toBe('source address');
    expect(fieldLabel('og_image_alt')).toBe('sharing image alt text');
  });
});
