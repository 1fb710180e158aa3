import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { PASSWORD } from '../../support/accounts.ts';

export type Row = Record<string, unknown>;

/**
 * The relations a visitor may read, each with the rule its row-level security states: a row the
 * anon key gets back must pass it. A relation missing here must give visitors no row at all.
 */
export const PUBLIC_ROWS: Record<string, { rule: string; visible: (row: Row) => boolean }> = {};

const released = (row: Row) =>
  typeof row.published_at === 'string' && Date.parse(row.published_at) <= Date.now();
const todayUtc = () => new Date().toISOString().slice(0, 10);
for (const table of ['blog_posts', 'case_studies', 'portfolio_items', 'videos', 'resources'])
  PUBLIC_ROWS[table] = {
    rule: 'not a draft, published_at reached',
    visible: (row) => row.status !== 'draft' && released(row),
  };
for (const table of ['team_members', 'faqs'])
  PUBLIC_ROWS[table] = { rule: 'is_published', visible: (row) => row.is_published === true };
PUBLIC_ROWS.jobs = {
  rule: 'open, published_at reached, valid_through not passed',
  visible: (row) =>
    row.status === 'open' &&
    released(row) &&
    (row.valid_through === null ||
      (typeof row.valid_through === 'string' && row.valid_through >= todayUtc())),
};
for (const table of [
  'about_content',
  'site_settings',
  'whatsapp_widget',
  'page_visibility',
  'page_seo',
  'redirects',
])
  PUBLIC_ROWS[table] = { rule: 'every row (site-wide settings)', visible: () => true };

/** Tables a visitor may add rows to (and never read back, change or remove). */
export const ANON_INSERTS = new Set(['newsletter_signups', 'contact_submissions', 'job_applications']);

/** Functions of the exposed schemas a visitor may call (as schema.test.ts allows). */
export const ANON_FUNCTIONS = new Set([
  'count_download',
  'confirm_newsletter',
  'unsubscribe_newsletter',
  'free_call_slots',
  'call_booking_terms',
  'book_discovery_call',
  'discovery_call_by_token',
  'cancel_discovery_call',
  'reschedule_discovery_call',
  'preview_content',
]);

/** How the sweep puts a row into a table (with the service role) and which change a visitor tries on it. */
export interface TableRecipe {
  /** A column whose value identifies the row. */
  key: string;
  /** A new valid row (for public content: one visitors must not see), or the key of a row already there. */
  seed: (service: SupabaseClient, context: SeedContext) => Promise<{ row?: Row; keyValue: unknown }>;
  change: Row;
  /** The row a visitor tries to add, when `seed` gives none (rows the stack writes itself, singletons). */
  attempt?: (context: SeedContext) => Promise<InsertAttempt>;
}

/** A row to add, and the column and value that find it (or the rows it would join). */
export interface InsertAttempt {
  row: Row;
  key: string;
  keyValue: unknown;
}

export interface SeedContext {
  openJobId: string;
  draftPostId: () => Promise<string>;
}

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const insert = (row: Row, key: string) => () => Promise.resolve({ row, keyValue: row[key] });
const newRow =
  (key: string, row: () => Row): TableRecipe['seed'] =>
  () =>
    insert(row(), key)();
const singleton: TableRecipe['seed'] = () => Promise.resolve({ keyValue: true });
/** A second row for a one-row table: refused by its primary key whoever asks, and by its policies first. */
const secondSingleton =
  (change: Row): NonNullable<TableRecipe['attempt']> =>
  () =>
    Promise.resolve({ row: { id: true, ...change }, key: 'id', keyValue: true });

/** An inactive call host (offered no calls, so the stack's free slots stay as they are); its id. */
async function inactiveHost(service: SupabaseClient): Promise<string> {
  const { data, error } = await service
    .from('call_hosts')
    .insert({ display_name: 'Sweep Host', email: `${unique('sweep-host')}@example.com`, is_active: false })
    .select('id')
    .single<{ id: string }>();
  if (error) throw error;
  return data.id;
}

/** Every table of the exposed schemas needs one: a table added without one fails the sweep. */
export const RECIPES: Record<string, TableRecipe> = {
  blog_posts: {
    key: 'id',
    seed: async (_service, context) => ({ keyValue: await context.draftPostId() }),
    change: { title: 'Changed by a visitor' },
    attempt: () => {
      const id = randomUUID();
      const row = { id, slug: unique('sweep-post'), title: 'Forged', status: 'published' };
      return Promise.resolve({ row, key: 'id', keyValue: id });
    },
  },
  case_studies: {
    key: 'slug',
    seed: newRow('slug', () => ({ slug: unique('sweep-case'), title: 'Draft case', client: 'Client' })),
    change: { title: 'Changed by a visitor' },
  },
  portfolio_items: {
    key: 'slug',
    seed: newRow('slug', () => ({
      slug: unique('sweep-work'),
      title: 'Draft item',
      client: 'Client',
      category: 'Campaign',
    })),
    change: { title: 'Changed by a visitor' },
  },
  videos: {
    key: 'youtube_id',
    seed: newRow('youtube_id', () => ({
      youtube_id: randomUUID().replace(/-/g, '').slice(0, 11),
      title: 'Draft video',
      category: 'Tutorials',
    })),
    change: { title: 'Changed by a visitor' },
  },
  resources: {
    key: 'slug',
    seed: newRow('slug', () => ({
      slug: unique('sweep-res'),
      title: 'Draft guide',
      type: 'guide',
      category: 'SEO',
      file_type: 'pdf',
      external_url: 'https://example.com/guide.pdf',
    })),
    change: { title: 'Changed by a visitor' },
  },
  faqs: {
    key: 'question',
    seed: newRow('question', () => ({
      question: `Hidden? ${randomUUID()}`,
      answer: 'Yes.',
      category: 'Services',
      is_published: false,
    })),
    change: { answer: 'Changed by a visitor' },
  },
  team_members: {
    key: 'slug',
    seed: newRow('slug', () => ({
      slug: unique('sweep-person'),
      name: 'Hidden Person',
      role: 'Analyst',
      is_published: false,
    })),
    change: { role: 'Changed by a visitor' },
  },
  jobs: {
    key: 'slug',
    seed: newRow('slug', () => ({
      slug: unique('sweep-job'),
      title: 'Draft job',
      department: 'Marketing',
      location: 'Austin, TX',
      employment_type: 'full_time',
    })),
    change: { title: 'Changed by a visitor' },
  },
  about_content: {
    key: 'id',
    seed: singleton,
    change: { headline: 'Changed by a visitor' },
    attempt: secondSingleton({ headline: 'Changed by a visitor' }),
  },
  site_settings: {
    key: 'id',
    seed: singleton,
    change: { gtm_id: 'GTM-VISITOR1' },
    attempt: secondSingleton({ gtm_id: 'GTM-VISITOR1' }),
  },
  whatsapp_widget: {
    key: 'id',
    seed: singleton,
    change: { phone_number: '+1 555 0000 999' },
    attempt: secondSingleton({ phone_number: '+1 555 0000 999' }),
  },
  page_visibility: {
    key: 'page_name',
    seed: newRow('page_name', () => ({ page_name: unique('sweep-page'), is_visible: true })),
    change: { is_visible: false },
  },
  page_seo: {
    key: 'route',
    seed: newRow('route', () => ({ route: `/${unique('sweep-route')}`, title: 'A title' })),
    change: { title: 'Changed by a visitor' },
  },
  redirects: {
    key: 'from_path',
    seed: newRow('from_path', () => ({ from_path: `/${unique('sweep-old')}`, to_path: '/new' })),
    change: { to_path: '/visitor' },
  },
  backlinks: {
    key: 'source_url',
    seed: newRow('source_url', () => ({
      source_url: `https://${unique('sweep')}.example/page`,
      target_url: 'https://growdigital.example/',
    })),
    change: { notes: 'Changed by a visitor' },
  },
  media_assets: {
    key: 'path',
    seed: newRow('path', () => ({
      path: `library/${unique('sweep')}.webp`,
      alt_text: 'An image',
      file_name: 'sweep.webp',
    })),
    change: { alt_text: 'Changed by a visitor' },
  },
  newsletter_signups: {
    key: 'email',
    seed: newRow('email', () => ({ email: `${unique('sweep-reader')}@example.com` })),
    change: { is_active: false },
  },
  contact_submissions: {
    key: 'email',
    seed: newRow('email', () => ({
      kind: 'contact',
      name: 'Casey Visitor',
      email: `${unique('sweep-visitor')}@example.com`,
      message: 'Hello, I would like to talk about SEO.',
    })),
    change: { status: 'archived' },
  },
  job_applications: {
    key: 'email',
    seed: async (service, context) => {
      const resume = `${randomUUID()}/cv.pdf`;
      const uploaded = await service.storage
        .from('resumes')
        .upload(resume, new Blob(['%PDF-1.4 sweep'], { type: 'application/pdf' }));
      if (uploaded.error) throw uploaded.error;
      const row = {
        job_id: context.openJobId,
        full_name: 'Alex Applicant',
        email: `${unique('sweep-applicant')}@example.com`,
        resume_path: resume,
      };
      return { row, keyValue: row.email };
    },
    change: { status: 'hired' },
  },
  call_settings: {
    key: 'id',
    seed: singleton,
    change: { notice_hours: 0 },
    attempt: secondSingleton({ notice_hours: 0 }),
  },
  call_hosts: {
    key: 'email',
    seed: newRow('email', () => ({
      display_name: 'Sweep Host',
      email: `${unique('sweep-host')}@example.com`,
      is_active: false,
    })),
    change: { is_active: true },
  },
  call_host_hours: {
    key: 'id',
    seed: async (service) => {
      const row = {
        id: randomUUID(),
        host_id: await inactiveHost(service),
        weekday: 1,
        start_time: '09:00',
        end_time: '10:00',
      };
      return { row, keyValue: row.id };
    },
    change: { end_time: '23:00' },
  },
  call_host_time_off: {
    key: 'id',
    seed: async (service) => {
      const row = {
        id: randomUUID(),
        host_id: await inactiveHost(service),
        starts_on: '2099-01-01',
        ends_on: '2099-01-02',
      };
      return { row, keyValue: row.id };
    },
    change: { note: 'Changed by a visitor' },
  },
  call_blackouts: {
    key: 'id',
    seed: newRow('id', () => ({
      id: randomUUID(),
      starts_on: '2099-02-01',
      ends_on: '2099-02-01',
      name: 'Sweep day',
    })),
    change: { ends_on: '2099-12-31' },
  },
  discovery_calls: {
    key: 'id',
    seed: async (service) => {
      const { data: lead, error } = await service
        .from('contact_submissions')
        .insert({
          kind: 'discovery_call',
          name: 'Casey Caller',
          email: `${unique('sweep-caller')}@example.com`,
          preferred_date: '2099-01-05',
          preferred_time: '10:00',
          time_zone: 'UTC',
        })
        .select('id')
        .single<{ id: string }>();
      if (error) throw error;
      const row = {
        id: randomUUID(),
        submission_id: lead.id,
        host_id: await inactiveHost(service),
        starts_at: '2099-01-05T10:00:00Z',
        ends_at: '2099-01-05T10:30:00Z',
        buffer_minutes: 15,
        visitor_time_zone: 'UTC',
      };
      return { row, keyValue: row.id };
    },
    change: { status: 'cancelled' },
  },
  backups: {
    key: 'file_path',
    seed: newRow('file_path', () => ({
      file_path: `${unique('sweep-backup')}.json`,
      schema_version: '20261122001000',
      size_bytes: 10,
      sha256: 'a'.repeat(64),
    })),
    change: { note: 'Changed by a visitor' },
  },
  site_builds: {
    key: 'error',
    // A finished build long ago: nothing waits on it, and "the latest build" stays someone else's.
    seed: newRow('error', () => ({
      status: 'failed',
      trigger: 'system',
      requested_at: '2000-01-01T00:00:00Z',
      finished_at: '2000-01-01T00:01:00Z',
      error: unique('sweep-build'),
    })),
    change: { status: 'succeeded' },
  },
  outbox_messages: {
    key: 'recipient',
    // Dead: a delivery worker never claims it.
    seed: newRow('recipient', () => ({
      channel: 'email',
      kind: 'visitor.contact_ack',
      recipient: `${unique('sweep-outbox')}@example.com`,
      payload: {},
      status: 'dead',
    })),
    change: { status: 'queued' },
  },
  notification_settings: {
    key: 'kind',
    seed: () => Promise.resolve({ keyValue: 'contact' }),
    change: { recipients: ['visitor@example.com'] },
    attempt: () =>
      Promise.resolve({
        row: { kind: 'contact', recipients: ['visitor@example.com'] },
        key: 'kind',
        keyValue: 'contact',
      }),
  },
  webhooks: {
    key: 'name',
    // Disabled, for an event the sweep never causes: nothing is ever delivered to it.
    seed: newRow('name', () => ({
      name: unique('sweep-hook'),
      url: 'https://hooks.example.test/sweep',
      events: ['newsletter.confirmed'],
      is_enabled: false,
    })),
    change: { url: 'https://visitor.example/' },
  },
  user_roles: {
    key: 'user_id',
    seed: async (service) => {
      const created = await service.auth.admin.createUser({
        email: `${unique('sweep-editor')}@example.test`,
        password: PASSWORD,
        email_confirm: true,
      });
      if (created.error) throw created.error;
      return { row: { user_id: created.data.user.id, role: 'editor' }, keyValue: created.data.user.id };
    },
    change: { role: 'admin' },
  },
  audit_log: {
    key: 'id',
    seed: async (service, context) => {
      const postId = await context.draftPostId();
      const { data, error } = await service
        .from('audit_log')
        .select('id')
        .eq('table_name', 'blog_posts')
        .eq('row_id', postId)
        .limit(1)
        .single();
      if (error) throw error;
      return { keyValue: data.id };
    },
    change: { table_name: 'forged' },
    attempt: () => {
      const table = unique('forged');
      return Promise.resolve({
        row: { action: 'delete', table_name: table },
        key: 'table_name',
        keyValue: table,
      });
    },
  },
  content_revisions: {
    key: 'id',
    seed: async (service, context) => {
      const postId = await context.draftPostId();
      const { data, error } = await service
        .from('content_revisions')
        .select('id')
        .eq('table_name', 'blog_posts')
        .eq('row_id', postId)
        .limit(1)
        .single();
      if (error) throw error;
      return { keyValue: data.id };
    },
    change: { snapshot: { title: 'Forged' } },
    attempt: async (context) => {
      const postId = await context.draftPostId();
      return {
        row: { table_name: 'blog_posts', row_id: postId, snapshot: { title: 'Forged' } },
        key: 'row_id',
        keyValue: postId,
      };
    },
  },
};

/** What each storage bucket lets a visitor do, and a file it accepts. A bucket missing here fails the sweep. */
export const BUCKETS: Record<string, { public: boolean; anonUploads: boolean; file: () => StoredFile }> = {
  media: { public: true, anonUploads: false, file: () => file(`sweep/${randomUUID()}.png`, 'image/png') },
  downloads: {
    public: true,
    anonUploads: false,
    file: () => file(`sweep/${randomUUID()}.pdf`, 'application/pdf'),
  },
  // Applicants add a résumé into a new folder, and never read, list or replace one.
  resumes: {
    public: false,
    anonUploads: true,
    file: () => file(`${randomUUID()}/cv.pdf`, 'application/pdf'),
  },
  backups: {
    public: false,
    anonUploads: false,
    file: () => file(`uploaded/${randomUUID()}.json`, 'application/json'),
  },
};

export interface StoredFile {
  path: string;
  blob: () => Blob;
}

function file(path: string, type: string): StoredFile {
  const bytes: Record<string, BlobPart> = {
    'image/png': Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    'application/pdf': '%PDF-1.4\n%%EOF\n',
    'application/json': '{"tables":{}}',
  };
  return { path, blob: () => new Blob([bytes[type] ?? ''], { type }) };
}
