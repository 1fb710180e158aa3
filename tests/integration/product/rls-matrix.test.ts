import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/lib/database.types.ts';
import { member, productAnon, productService, type ProductClient, type Role } from '../../support/product.ts';

type TableName = keyof Database['public']['Tables'];
type Row = Record<string, unknown>;

/** Who may do what, per table: `public` means only published rows (the created one is not). */
interface TableCase {
  table: TableName;
  key: string;
  /** A valid new row: unpublished, so `public` readers must not see it. */
  row: () => Promise<Row> | Row;
  change: Row;
  read: Record<Role, 'all' | 'public' | 'none'>;
  insert: Role[];
  update: Role[];
  remove: Role[];
  /** Single-row tables: read and update the row there is. */
  singleton?: boolean;
}

const STAFF: Role[] = ['editor', 'admin'];
const EVERYONE: Role[] = ['anon', 'no_role', 'editor', 'admin'];
const slug = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const publicToAll = { anon: 'public', no_role: 'public', editor: 'all', admin: 'all' } as const;
const allToAll = { anon: 'all', no_role: 'all', editor: 'all', admin: 'all' } as const;
const staffOnly = { anon: 'none', no_role: 'none', editor: 'all', admin: 'all' } as const;
const adminOnly = { anon: 'none', no_role: 'none', editor: 'none', admin: 'all' } as const;
const content = { read: publicToAll, insert: STAFF, update: STAFF, remove: STAFF };

let openJobId = '';
async function uploadedResume(): Promise<string> {
  const path = `${randomUUID()}/cv.pdf`;
  const { error } = await productService()
    .storage.from('resumes')
    .upload(path, new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }));
  expect(error).toBeNull();
  return path;
}

/** A host for the call tables' rows: inactive, so the shared stack's free slots stay as they are. */
async function inactiveHost(): Promise<string> {
  const { data } = await productService()
    .from('call_hosts')
    .insert({ display_name: 'Matrix Host', email: `${slug('host')}@example.com`, is_active: false })
    .select('id')
    .single()
    .throwOnError();
  return data.id;
}
/** A booked call in 2099 with its lead and a host of its own. */
async function bookedCall(): Promise<Row> {
  const service = productService();
  const { data: lead } = await service
    .from('contact_submissions')
    .insert({
      kind: 'discovery_call',
      name: 'Casey Caller',
      email: `${slug('caller')}@example.com`,
      preferred_date: '2099-01-01',
      preferred_time: '10:00',
      time_zone: 'UTC',
    })
    .select('id')
    .single()
    .throwOnError();
  const starts = new Date('2099-01-01T15:00:00Z');
  return {
    id: randomUUID(),
    submission_id: lead.id,
    host_id: await inactiveHost(),
    starts_at: starts.toISOString(),
    ends_at: new Date(starts.getTime() + 30 * 60_000).toISOString(),
    buffer_minutes: 15,
    visitor_time_zone: 'UTC',
  };
}

const CASES: TableCase[] = [
  {
    table: 'blog_posts',
    key: 'slug',
    row: () => ({ slug: slug('post'), title: 'A draft post', status: 'draft' }),
    change: { title: 'Changed title' },
    ...content,
  },
  {
    table: 'case_studies',
    key: 'slug',
    row: () => ({ slug: slug('case'), title: 'A draft case', client: 'Client' }),
    change: { title: 'Changed title' },
    ...content,
  },
  {
    table: 'portfolio_items',
    key: 'slug',
    row: () => ({ slug: slug('work'), title: 'A draft item', client: 'Client', category: 'Campaign' }),
    change: { title: 'Changed title' },
    ...content,
  },
  {
    table: 'videos',
    key: 'youtube_id',
    row: () => ({
      youtube_id: randomUUID().replace(/-/g, '').slice(0, 11),
      title: 'A draft video',
      category: 'Tutorials',
    }),
    change: { title: 'Changed title' },
    ...content,
  },
  {
    table: 'resources',
    key: 'slug',
    row: () => ({
      slug: slug('res'),
      title: 'A draft guide',
      type: 'guide',
      category: 'SEO',
      file_type: 'pdf',
      external_url: 'https://example.com/guide.pdf',
    }),
    change: { title: 'Changed title' },
    ...content,
  },
  {
    table: 'faqs',
    key: 'question',
    row: () => ({
      question: `Is this hidden? ${randomUUID()}`,
      answer: 'Yes, it is.',
      category: 'Services',
      is_published: false,
    }),
    change: { answer: 'Changed answer' },
    ...content,
  },
  {
    table: 'team_members',
    key: 'slug',
    row: () => ({ slug: slug('person'), name: 'New Person', role: 'Analyst', is_published: false }),
    change: { role: 'Changed role' },
    ...content,
  },
  {
    table: 'jobs',
    key: 'slug',
    row: () => ({
      slug: slug('job'),
      title: 'A draft job',
      department: 'Marketing',
      location: 'Austin, TX',
      employment_type: 'full_time',
    }),
    change: { title: 'Changed title' },
    ...content,
  },
  {
    table: 'about_content',
    key: 'id',
    row: () => ({}),
    change: { headline: `Changed headline ${randomUUID().slice(0, 4)}` },
    read: allToAll,
    insert: [],
    update: STAFF,
    remove: [],
    singleton: true,
  },
  {
    table: 'site_settings',
    key: 'id',
    row: () => ({}),
    change: { business_hours: `Changed ${randomUUID().slice(0, 4)}` },
    read: allToAll,
    insert: [],
    update: ['admin'],
    remove: [],
    singleton: true,
  },
  {
    table: 'whatsapp_widget',
    key: 'id',
    row: () => ({}),
    change: { welcome_message: `Changed ${randomUUID().slice(0, 4)}` },
    read: allToAll,
    insert: [],
    update: ['admin'],
    remove: [],
    singleton: true,
  },
  {
    table: 'page_visibility',
    key: 'page_name',
    row: () => ({ page_name: slug('test-page'), is_visible: true }),
    change: { is_visible: false },
    read: allToAll,
    insert: ['admin'],
    update: ['admin'],
    remove: ['admin'],
  },
  {
    table: 'page_seo',
    key: 'route',
    row: () => ({ route: `/${slug('test-route')}`, title: 'A title' }),
    change: { title: 'Changed title' },
    read: allToAll,
    insert: STAFF,
    update: STAFF,
    remove: STAFF,
  },
  {
    table: 'redirects',
    key: 'from_path',
    row: () => ({ from_path: `/${slug('old')}`, to_path: '/new' }),
    change: { to_path: '/changed' },
    read: allToAll,
    insert: STAFF,
    update: STAFF,
    remove: STAFF,
  },
  {
    table: 'backlinks',
    key: 'source_url',
    row: () => ({
      source_url: `https://${slug('site')}.example/page`,
      target_url: 'https://growdigital.example/',
    }),
    change: { notes: 'Changed notes' },
    read: staffOnly,
    insert: STAFF,
    update: STAFF,
    remove: STAFF,
  },
  {
    table: 'media_assets',
    key: 'path',
    row: () => ({ path: `library/${slug('rls')}.webp`, alt_text: 'A test image', file_name: 'rls.webp' }),
    change: { alt_text: 'Changed alt text' },
    read: staffOnly,
    insert: STAFF,
    update: STAFF,
    remove: STAFF,
  },
  {
    table: 'newsletter_signups',
    key: 'email',
    row: () => ({ email: `${slug('reader')}@example.com` }),
    change: { is_active: false },
    read: staffOnly,
    insert: EVERYONE,
    update: STAFF,
    remove: ['admin'],
  },
  {
    table: 'contact_submissions',
    key: 'email',
    row: () => ({
      kind: 'contact',
      name: 'Casey Visitor',
      email: `${slug('visitor')}@example.com`,
      message: 'Hello, I would like to talk about SEO.',
    }),
    change: { status: 'read' },
    read: staffOnly,
    insert: EVERYONE,
    update: STAFF,
    remove: ['admin'],
  },
  {
    table: 'job_applications',
    key: 'email',
    row: async () => ({
      job_id: openJobId,
      full_name: 'Alex Applicant',
      email: `${slug('applicant')}@example.com`,
      resume_path: await uploadedResume(),
    }),
    change: { status: 'reviewing' },
    read: staffOnly,
    insert: EVERYONE,
    update: STAFF,
    remove: ['admin'],
  },
  {
    table: 'call_settings',
    key: 'id',
    row: () => ({}),
    change: { horizon_days: 31 + Math.floor(Math.random() * 14) },
    read: staffOnly,
    insert: [],
    update: ['admin'],
    remove: [],
    singleton: true,
  },
  {
    table: 'call_hosts',
    key: 'email',
    row: () => ({ display_name: 'Matrix Host', email: `${slug('host')}@example.com`, is_active: false }),
    change: { display_name: 'Changed Host' },
    read: staffOnly,
    insert: ['admin'],
    update: ['admin'],
    remove: ['admin'],
  },
  {
    table: 'call_host_hours',
    key: 'id',
    row: async () => ({
      id: randomUUID(),
      host_id: await inactiveHost(),
      weekday: 2,
      start_time: '09:00',
      end_time: '12:00',
    }),
    change: { end_time: '11:00:00' },
    read: staffOnly,
    insert: ['admin'],
    update: ['admin'],
    remove: ['admin'],
  },
  {
    table: 'call_host_time_off',
    key: 'id',
    row: async () => ({
      id: randomUUID(),
      host_id: await inactiveHost(),
      starts_on: '2099-03-01',
      ends_on: '2099-03-05',
    }),
    change: { note: 'Changed note' },
    read: staffOnly,
    insert: ['admin'],
    update: ['admin'],
    remove: ['admin'],
  },
  {
    table: 'call_blackouts',
    key: 'id',
    row: () => ({ id: randomUUID(), starts_on: '2099-07-04', ends_on: '2099-07-04', name: 'Matrix Day' }),
    change: { name: 'Changed Day' },
    read: staffOnly,
    insert: ['admin'],
    update: ['admin'],
    remove: ['admin'],
  },
  {
    table: 'discovery_calls',
    key: 'id',
    row: bookedCall,
    change: { notes: 'Changed notes' },
    read: staffOnly,
    insert: [],
    update: STAFF,
    remove: ['admin'],
  },
  {
    table: 'backups',
    key: 'file_path',
    row: () => ({
      file_path: `${slug('backup')}.json`,
      schema_version: '20261122001000',
      size_bytes: 10,
      sha256: 'a'.repeat(64),
    }),
    change: { note: 'Changed note' },
    read: adminOnly,
    insert: ['admin'],
    update: ['admin'],
    remove: ['admin'],
  },
];

const service = productService();
let clients: Record<Role, ProductClient>;
let ids: Record<Role, string | undefined>;

async function find(table: TableName, key: string, value: unknown): Promise<Row | undefined> {
  const { data, error } = await service
    .from(table)
    .select('*')
    .eq(key, value as string)
    .maybeSingle();
  expect(error).toBeNull();
  return data ?? undefined;
}

async function created(c: TableCase): Promise<Row> {
  const row = await c.row();
  if (c.singleton) return (await find(c.table, 'id', true)) ?? {};
  const { error } = await service.from(c.table).insert(row as never);
  expect(error).toBeNull();
  return row;
}

beforeAll(async () => {
  const [noRole, editor, admin] = await Promise.all([member('no_role'), member('editor'), member('admin')]);
  clients = { anon: productAnon(), no_role: noRole.client, editor: editor.client, admin: admin.client };
  ids = { anon: undefined, no_role: noRole.id, editor: editor.id, admin: admin.id };
  const { data } = await service.from('jobs').select('id').eq('status', 'open').limit(1).single();
  openJobId = data?.id ?? '';
});

describe.each(CASES)('row-level security of $table', (c) => {
  it.each(['anon', 'no_role', 'editor', 'admin'] as const)('select as %s', async (role) => {
    const target = await created(c);
    const { data } = await clients[role]
      .from(c.table)
      .select('*')
      .eq(c.key, target[c.key] as string);
    const sees = (data ?? []).length > 0;
    expect(sees, `${role} sees the ${c.singleton ? 'row' : 'unpublished row'}`).toBe(c.read[role] === 'all');
    if (c.read[role] === 'public') {
      // …while the published rows stay visible.
      const published = await clients[role].from(c.table).select('*', { count: 'exact', head: true });
      expect(published.count).toBeGreaterThan(0);
    }
  });

  it.each(['anon', 'no_role', 'editor', 'admin'] as const)('insert as %s', async (role) => {
    if (c.singleton) {
      const second = await clients[role].from(c.table).insert({ id: false } as never);
      expect(second.error).not.toBeNull();
      return;
    }
    const row = await c.row();
    const result = await clients[role].from(c.table).insert(row as never);
    const stored = await find(c.table, c.key, row[c.key]);
    if (c.insert.includes(role)) {
      expect(result.error).toBeNull();
      expect(stored).toBeDefined();
    } else {
      expect(result.error).not.toBeNull();
      expect(stored).toBeUndefined();
    }
  });

  it.each(['anon', 'no_role', 'editor', 'admin'] as const)('update as %s', async (role) => {
    const target = await created(c);
    const before = await find(c.table, c.key, target[c.key]);
    await clients[role]
      .from(c.table)
      .update(c.change as never)
      .eq(c.key, target[c.key] as string);
    const after = await find(c.table, c.key, target[c.key]);
    const [column, value] = Object.entries(c.change)[0] ?? [];
    if (c.update.includes(role)) expect(after?.[column ?? '']).toEqual(value);
    else expect(after?.[column ?? '']).toEqual(before?.[column ?? '']);
  });

  it.each(['anon', 'no_role', 'editor', 'admin'] as const)('delete as %s', async (role) => {
    const target = await created(c);
    await clients[role]
      .from(c.table)
      .delete()
      .eq(c.key, target[c.key] as string);
    const still = await find(c.table, c.key, target[c.key]);
    if (c.remove.includes(role)) expect(still).toBeUndefined();
    else expect(still).toBeDefined();
  });
});

describe('row-level security of user_roles', () => {
  it('lets a user read their own role, and only admins read and change the others', async () => {
    const target = await member('no_role');
    for (const role of ['anon', 'no_role', 'editor'] as const) {
      await clients[role].from('user_roles').insert({ user_id: target.id, role: 'admin' });
      expect((await service.from('user_roles').select('role').eq('user_id', target.id)).data).toEqual([]);
    }
    expect(
      (await clients.admin.from('user_roles').insert({ user_id: target.id, role: 'editor' })).error,
    ).toBeNull();
    expect((await target.client.from('user_roles').select('role')).data).toEqual([{ role: 'editor' }]);
    expect((await clients.editor.from('user_roles').select('user_id')).data).toEqual([
      { user_id: ids.editor },
    ]);
    expect(
      ((await clients.admin.from('user_roles').select('user_id')).data ?? []).length,
    ).toBeGreaterThanOrEqual(3);
    await clients.editor.from('user_roles').update({ role: 'admin' }).eq('user_id', target.id);
    expect(
      (await service.from('user_roles').select('role').eq('user_id', target.id).single()).data?.role,
    ).toBe('editor');
    await clients.admin.from('user_roles').delete().eq('user_id', target.id);
    expect((await service.from('user_roles').select('role').eq('user_id', target.id)).data).toEqual([]);
  });

  it('keeps the audit log and build history read-only for everyone', async () => {
    for (const role of ['anon', 'no_role', 'editor', 'admin'] as const) {
      expect(
        (await clients[role].from('audit_log').insert({ action: 'insert', table_name: 'forged' })).error,
      ).not.toBeNull();
      await clients[role].from('audit_log').delete().gt('id', 0);
      await clients[role].from('site_builds').update({ status: 'succeeded' }).eq('status', 'queued');
    }
    expect(
      ((await service.from('audit_log').select('id').eq('table_name', 'forged')).data ?? []).length,
    ).toBe(0);
    const audit = await clients.anon.from('audit_log').select('id');
    expect(audit.data ?? []).toEqual([]);
  });

  it('lets staff request builds only through request_build', async () => {
    const direct = await clients.editor.from('site_builds').insert({ requested_by: ids.editor ?? null });
    expect(direct.error?.code).toBe('42501');
    const requested = await clients.editor.rpc('request_build');
    expect(requested.error).toBeNull();
    expect(requested.data?.status).toBe('queued');
    expect((await clients.editor.rpc('request_build', { p_trigger: 'schedule' })).error?.code).toBe('42501');
    expect((await clients.no_role.rpc('request_build')).error?.code).toBe('42501');
    expect((await clients.anon.rpc('request_build')).error?.code).toBe('42501');
    expect(((await clients.no_role.from('site_builds').select('id')).data ?? []).length).toBe(0);
  });
});
