/**
 * Which rows the stored-XSS test writes its payloads into. Every table the REST API exposes with
 * a text-like column must be here or in NOT_RENDERED (the test fails otherwise), so a new table
 * is covered or explained.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

const PAST = '2026-01-05T09:00:00Z';
export const PROBE_SLUG = 'xss-probe';
export const PROBE_EMAIL = 'xss-probe@example.test';

export interface InsertedProbe {
  table: string;
  /**
   * A new row (payloads are written into it column by column, it is deleted afterwards); or how to
   * make one whose references must exist first, and how to remove those afterwards.
   */
  insert:
    | Record<string, unknown>
    | ((service: SupabaseClient) => Promise<{ row: Record<string, unknown>; undo: () => Promise<void> }>);
  key: string;
  /** Columns left as inserted, with the reason (not user-facing text). */
  keep?: Record<string, string>;
  /** Site paths that show the row (besides the pages every run visits). */
  sitePaths?: string[];
}

export interface UpdatedProbe {
  table: string;
  /** An existing row (payloads are written into it; the original is restored afterwards). */
  match: Record<string, string | boolean>;
  /** Values set first (and restored later) so the row shows, like an enabled chat widget. */
  set?: Record<string, unknown>;
  keep?: Record<string, string>;
  sitePaths?: string[];
}

export type Probe = InsertedProbe | UpdatedProbe;

const published = { status: 'published', published_at: PAST };

/** The build fetches each image it shows (for its size): a key naming no image fails the build. */
const IMAGE_KEY = 'key of an image in the media bucket, fetched by the build (URL-encoded into src)';

export const PROBES: Probe[] = [
  {
    table: 'blog_posts',
    insert: {
      slug: `${PROBE_SLUG}-post`,
      title: 'XSS probe post',
      cover_alt: 'XSS probe',
      category: 'XSS probe',
      tags: ['xss-probe'],
      ...published,
    },
    key: 'id',
    keep: { cover_path: IMAGE_KEY },
    sitePaths: [`/blog/${PROBE_SLUG}-post`, '/blog', '/rss.xml'],
  },
  {
    table: 'case_studies',
    insert: {
      slug: `${PROBE_SLUG}-study`,
      title: 'XSS probe study',
      cover_alt: 'XSS probe',
      client: 'XSS probe',
      featured: true,
      ...published,
    },
    key: 'id',
    keep: { cover_path: IMAGE_KEY },
    sitePaths: [`/case-studies/${PROBE_SLUG}-study`, '/case-studies'],
  },
  {
    table: 'portfolio_items',
    insert: {
      slug: `${PROBE_SLUG}-work`,
      title: 'XSS probe work',
      cover_alt: 'XSS probe',
      client: 'XSS probe',
      category: 'Web Design',
      featured: true,
      ...published,
    },
    key: 'id',
    keep: { cover_path: IMAGE_KEY },
    sitePaths: [`/portfolio/${PROBE_SLUG}-work`, '/portfolio'],
  },
  {
    table: 'videos',
    insert: {
      youtube_id: 'xssProbe001',
      title: 'XSS probe video',
      category: 'XSS probe',
      featured: true,
      ...published,
    },
    key: 'id',
    sitePaths: ['/video/xssProbe001', '/videos'],
  },
  {
    table: 'resources',
    insert: {
      slug: `${PROBE_SLUG}-guide`,
      title: 'XSS probe guide',
      type: 'guide',
      category: 'XSS probe',
      file_type: 'pdf',
      external_url: 'https://example.com/xss-probe.pdf',
      ...published,
    },
    key: 'id',
    // A resource has either a file or a link: probing file_path would break that rule.
    keep: { file_path: 'null while external_url is set (a resource has one source)' },
    sitePaths: ['/resources/downloads', '/resource-center'],
  },
  {
    table: 'faqs',
    insert: {
      question: 'XSS probe question?',
      answer: 'XSS probe answer',
      category: 'XSS probe',
      is_published: true,
    },
    key: 'id',
    sitePaths: ['/resources/faq'],
  },
  {
    table: 'team_members',
    insert: {
      slug: `${PROBE_SLUG}-member`,
      name: 'XSS Probe',
      role: 'Tester',
      photo_alt: 'XSS probe',
      is_published: true,
    },
    key: 'id',
    keep: { photo_path: IMAGE_KEY },
    sitePaths: ['/about'],
  },
  {
    table: 'jobs',
    insert: {
      slug: `${PROBE_SLUG}-job`,
      title: 'XSS probe job',
      department: 'QA',
      location: 'Remote',
      employment_type: 'full_time',
      status: 'open',
      published_at: PAST,
      requirements: ['A requirement'],
      benefits: ['A benefit'],
    },
    key: 'id',
    sitePaths: [`/careers/${PROBE_SLUG}-job`, '/careers'],
  },
  {
    table: 'contact_submissions',
    insert: {
      kind: 'contact',
      name: 'XSS Probe',
      email: PROBE_EMAIL,
      message: 'An XSS probe message',
      attribution: { utm_source: 'x', landing_page: '/' },
    },
    key: 'id',
  },
  {
    table: 'contact_submissions',
    insert: {
      kind: 'discovery_call',
      name: 'XSS Probe Call',
      email: PROBE_EMAIL,
      preferred_date: '2026-12-01',
      preferred_time: '10:00',
      time_zone: 'America/Chicago',
      attribution: { utm_source: 'x', landing_page: '/' },
    },
    key: 'id',
  },
  {
    table: 'job_applications',
    insert: {
      full_name: 'XSS Probe',
      email: PROBE_EMAIL,
      resume_path: '00000000-0000-4000-8000-000000000000/probe.pdf',
      attribution: { utm_source: 'x', landing_page: '/' },
    },
    key: 'id',
  },
  {
    table: 'call_hosts',
    // Inactive: offered no calls.
    insert: {
      display_name: 'XSS Probe Host',
      email: PROBE_EMAIL,
      meeting_url: 'https://meet.example.test/xss-probe',
      is_active: false,
    },
    key: 'id',
  },
  {
    table: 'call_blackouts',
    insert: { starts_on: '2099-01-01', ends_on: '2099-01-01', name: 'XSS probe day' },
    key: 'id',
  },
  {
    table: 'call_host_time_off',
    insert: (service) =>
      withProbeHost(service, (hostId) => ({
        host_id: hostId,
        starts_on: '2099-01-01',
        ends_on: '2099-01-02',
        note: 'XSS probe leave',
      })),
    key: 'id',
  },
  {
    table: 'discovery_calls',
    // A booked call of an inactive host of its own, at 03:00 UTC in two days (nobody's hours).
    insert: async (service) => {
      const { data: lead } = await service
        .from('contact_submissions')
        .insert({
          kind: 'discovery_call',
          name: 'XSS Probe Caller',
          email: PROBE_EMAIL,
          preferred_date: '2099-01-01',
          preferred_time: '03:00',
          time_zone: 'UTC',
        })
        .select('id')
        .single<{ id: string }>()
        .throwOnError();
      const starts = new Date(
        `${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}T03:00:00Z`,
      );
      const call = await withProbeHost(service, (hostId) => ({
        submission_id: lead.id,
        host_id: hostId,
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + 30 * 60_000).toISOString(),
        buffer_minutes: 15,
        visitor_time_zone: 'UTC',
        notes: 'XSS probe notes',
      }));
      return {
        row: call.row,
        undo: async () => {
          await service.from('contact_submissions').delete().eq('id', lead.id).throwOnError();
          await call.undo();
        },
      };
    },
    key: 'id',
  },
  { table: 'newsletter_signups', insert: { email: PROBE_EMAIL }, key: 'id' },
  { table: 'redirects', insert: { from_path: `/${PROBE_SLUG}-redirect`, to_path: '/' }, key: 'id' },
  {
    table: 'backlinks',
    insert: { source_url: 'https://xss-probe.example.com/', target_url: 'https://example.com/' },
    key: 'id',
  },
  {
    table: 'media_assets',
    insert: {
      path: 'xss-probe/probe.png',
      alt_text: 'XSS probe',
      file_name: 'probe.png',
      mime_type: 'image/png',
    },
    key: 'path',
  },
  {
    table: 'site_builds',
    insert: { status: 'failed', trigger: 'manual', started_at: PAST, finished_at: PAST, duration_ms: 1 },
    key: 'id',
  },
  {
    table: 'backups',
    insert: {
      kind: 'manual',
      file_path: 'xss-probe/backup.json',
      schema_version: '1',
      size_bytes: 1,
      sha256: '0'.repeat(64),
    },
    key: 'id',
  },
  {
    table: 'webhooks',
    // Disabled, and for an event the probes never cause: no delivery is ever queued for it.
    insert: {
      name: 'XSS probe webhook',
      url: 'https://hooks.example.test/xss-probe',
      events: ['newsletter.confirmed'],
      is_enabled: false,
    },
    key: 'id',
  },
  {
    table: 'outbox_messages',
    // Dead: the delivery worker never claims it.
    insert: {
      channel: 'email',
      kind: 'visitor.contact_ack',
      recipient: PROBE_EMAIL,
      payload: { name: 'XSS probe' },
      status: 'dead',
      last_error: 'XSS probe',
    },
    key: 'id',
  },
  { table: 'notification_settings', match: { kind: 'contact' } },
  // Its only text is the agency's time zone (CHECK: a real IANA name), shown on the Calls pages.
  { table: 'call_settings', match: { id: true } },
  {
    table: 'site_settings',
    match: { id: true },
    keep: {
      custom_head_code: 'admin-entered tag code: runs on every page by design (admins only, audited)',
      custom_body_code: 'admin-entered tag code: runs on every page by design (admins only, audited)',
    },
    sitePaths: ['/', '/contact'],
  },
  { table: 'about_content', match: { id: true }, sitePaths: ['/about'] },
  {
    table: 'whatsapp_widget',
    match: { id: true },
    set: { is_enabled: true, phone_number: '+1 512 555 0142' },
  },
  { table: 'page_seo', match: { route: '/blog' }, sitePaths: ['/blog'] },
];

/** A row that names an inactive host made for it; the host is removed afterwards (with the row). */
async function withProbeHost(
  service: SupabaseClient,
  row: (hostId: string) => Record<string, unknown>,
): Promise<{ row: Record<string, unknown>; undo: () => Promise<void> }> {
  const { data: host } = await service
    .from('call_hosts')
    .insert({ display_name: 'XSS Probe Host', email: PROBE_EMAIL, is_active: false })
    .select('id')
    .single<{ id: string }>()
    .throwOnError();
  return {
    row: row(host.id),
    undo: async () => {
      await service.from('call_hosts').delete().eq('id', host.id).throwOnError();
    },
  };
}

/** Tables with text the site and admin never show as written by a user, with the reason. */
export const NOT_RENDERED: Record<string, string> = {
  audit_log:
    'written by database triggers only (action and table names, actor email, and row_label: a probed row’s title, shown on the dashboard this test visits)',
  audit_log_entries: 'a view of audit_log, probed there',
  blog_post_revisions: 'snapshots of blog_posts rows, restored into the blog_posts fields probed here',
  content_revisions: 'snapshots of content rows, restored into the content fields probed here',
  newsletter_sources: 'a view of newsletter_signups.source, probed there',
  page_visibility: 'its only text is its key, a lower-case page path (CHECK)',
};

/** A path with no page: the site's 404 page, which shows the site settings too. */
export const MISSING_PAGE = '/xss-probe-no-such-page';

/** Pages every run visits, besides each probe's own. */
export const ALWAYS_VISITED = [
  '/',
  MISSING_PAGE,
  '/sitemap',
  '/services',
  '/resource-center',
  '/contact',
  '/book-discovery',
];

export const isInserted = (probe: Probe): probe is InsertedProbe => 'insert' in probe;
