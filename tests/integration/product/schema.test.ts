import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { prepareDatabase } from '../../../supabase/local/db/prepare.ts';
import { STATIC_ROUTES, VISIBILITY_PAGE_NAMES } from '../../../src/lib/routes.ts';
import { freshDatabase } from '../db/fresh-database.ts';

const supabaseDir = fileURLToPath(new URL('../../../supabase', import.meta.url));

describe(`the product schema, migrated and seeded from zero (${inject('dbKind')})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase();
    const prepared = await prepareDatabase(db, { supabaseDir });
    expect(prepared.seeded).toBe(true);
  });
  afterAll(async () => db.close());

  it('has row-level security on every table the API can reach', async () => {
    const { rows } = await db.query<{ table: string; rls: boolean }>(
      `select n.nspname || '.' || c.relname as table, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname in ('public', 'storage')
        order by 1`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((r) => !r.rls)).toEqual([]);
  });

  it('gives the API roles no table in the private schema and pins the search path of every function', async () => {
    const reachable = await db.query<{ table: string }>(
      `select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'private' and c.relkind in ('r', 'v', 'm', 'p')
          and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))`,
    );
    expect(reachable.rows).toEqual([]);
    const unpinned = await db.query<{ name: string }>(
      `select n.nspname || '.' || p.proname as name
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private')
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
    );
    expect(unpinned.rows).toEqual([]);
  });

  it('lets visitors run only the functions meant for them', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute') order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([
      'book_discovery_call',
      'call_booking_terms',
      'cancel_discovery_call',
      'confirm_newsletter',
      'count_download',
      'discovery_call_by_token',
      'free_call_slots',
      'preview_content',
      'reschedule_discovery_call',
      'unsubscribe_newsletter',
    ]);
  });

  it('seeds demo content for every public page, with every file it names present in seed storage', async () => {
    const counts = await db.query<Record<string, number>>(
      `select (select count(*)::int from public.blog_posts where status = 'published') as blog_posts,
              (select count(*)::int from public.case_studies where status = 'published') as case_studies,
              (select count(*)::int from public.portfolio_items where status = 'published') as portfolio_items,
              (select count(*)::int from public.videos where status = 'published') as videos,
              (select count(*)::int from public.resources where status = 'published') as resources,
              (select count(*)::int from public.faqs where is_published) as faqs,
              (select count(*)::int from public.jobs where status = 'open') as jobs,
              (select count(*)::int from public.team_members where is_published) as team_members,
              (select count(*)::int from public.page_seo) as page_seo,
              (select count(*)::int from public.audit_log) as audit_log`,
    );
    const row = counts.rows[0] ?? {};
    for (const table of [
      'blog_posts',
      'case_studies',
      'portfolio_items',
      'videos',
      'resources',
      'faqs',
      'jobs',
      'team_members',
      'page_seo',
    ]) {
      expect(row[table], table).toBeGreaterThan(0);
    }
    expect(row.audit_log).toBe(0);

    const files = await db.query<{ bucket: string; key: string }>(
      `select 'media' as bucket, photo_path as key from public.team_members where photo_path is not null
       union select 'media', cover_path from public.blog_posts where cover_path is not null
       union select 'media', og_image_path from public.blog_posts where og_image_path is not null
       union select 'media', cover_path from public.case_studies where cover_path is not null
       union select 'media', cover_path from public.portfolio_items where cover_path is not null
       union select 'media', og_image_path from public.page_seo where og_image_path is not null
       union select 'downloads', file_path from public.resources where file_path is not null`,
    );
    expect(files.rows.length).toBeGreaterThan(20);
    const missing = files.rows.filter(
      (f) => !fs.existsSync(path.join(supabaseDir, 'seed/storage', f.bucket, f.key)),
    );
    expect(missing).toEqual([]);
  });

  it('seeds as much demo content as the agency shows, with every page switchable and described', async () => {
    const { rows } = await db.query<Record<string, number>>(
      `select (select count(*)::int from public.blog_posts
                where status = 'published' and array_length(regexp_split_to_array(btrim(body), '\\s+'), 1) >= 500) as long_posts,
              (select count(*)::int from public.case_studies where status = 'published') as case_studies,
              (select count(*)::int from public.portfolio_items where status = 'published') as portfolio_items,
              (select count(*)::int from public.videos where status = 'published') as videos,
              (select count(*)::int from public.resources where status = 'published' and file_path is not null) as resources,
              (select count(*)::int from public.faqs where is_published) as faqs,
              (select count(*)::int from public.jobs where status = 'open') as jobs`,
    );
    const minimums = {
      long_posts: 8,
      case_studies: 4,
      portfolio_items: 8,
      videos: 6,
      resources: 6,
      faqs: 12,
      jobs: 4,
    };
    for (const [what, minimum] of Object.entries(minimums)) {
      expect(rows[0]?.[what], what).toBeGreaterThanOrEqual(minimum);
    }
    const pages = await db.query<{ page_name: string }>(
      `select page_name from public.page_visibility order by 1`,
    );
    expect(pages.rows.map((r) => r.page_name)).toEqual([...VISIBILITY_PAGE_NAMES].sort());
    const seo = await db.query<{ route: string }>(`select route from public.page_seo`);
    expect(new Set(seo.rows.map((r) => r.route))).toEqual(new Set(STATIC_ROUTES.map((r) => r.path)));
    const settings = await db.query<{ tagline: string; enabled: boolean; phone: string | null }>(
      `select s.tagline, w.is_enabled as enabled, w.phone_number as phone from public.site_settings s, public.whatsapp_widget w`,
    );
    expect(settings.rows[0]).toMatchObject({ tagline: 'GROW DIGITAL', enabled: true });
    expect(settings.rows[0]?.phone).toMatch(/^\+?[0-9 ()-]{7,24}$/);
  });

  it('creates the storage buckets with their limits', async () => {
    const { rows } = await db.query<{ id: string; public: boolean; file_size_limit: number }>(
      `select id, public, file_size_limit::int from storage.buckets order by id`,
    );
    expect(rows).toEqual([
      { id: 'backups', public: false, file_size_limit: 209715200 },
      { id: 'downloads', public: true, file_size_limit: 26214400 },
      { id: 'media', public: true, file_size_limit: 5242880 },
      { id: 'resumes', public: false, file_size_limit: 10485760 },
    ]);
  });
});
