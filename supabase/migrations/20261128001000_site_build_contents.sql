-- What each build put on the site, so "not live yet" can be what the next build changes rather
-- than a count of audit entries: every item a build shows, with a fingerprint of what it shows.

/*
 * Everything a build made now would read, one row per item: content with whether visitors see it
 * now (the same rules as the public read policies), settings, SEO, active redirects, hidden pages
 * and maintenance mode. The fingerprint covers what the site shows of an item, leaving out
 * bookkeeping (timestamps, the status once visibility is known, download counts the site refreshes
 * itself) and the order, which is compared on its own so one drag is one change.
 * live_from / live_until: when a scheduled item appears, and when an open job's closing date took it off.
 */
create function private.site_contents()
returns table (
  table_name text,
  row_id text,
  title text,
  shown boolean,
  fingerprint text,
  sort_order integer,
  live_from timestamptz,
  live_until timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select 'blog_posts', r.id::text, r.title, r.status <> 'draft' and r.published_at <= now(),
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'status'])::text), null::integer,
         r.published_at, null::timestamptz
  from public.blog_posts r
  union all
  select 'case_studies', r.id::text, r.title, r.status <> 'draft' and r.published_at <= now(),
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'status', 'sort_order'])::text), r.sort_order,
         r.published_at, null
  from public.case_studies r
  union all
  select 'portfolio_items', r.id::text, r.title, r.status <> 'draft' and r.published_at <= now(),
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'status', 'sort_order'])::text), r.sort_order,
         r.published_at, null
  from public.portfolio_items r
  union all
  select 'videos', r.id::text, r.title, r.status <> 'draft' and r.published_at <= now(),
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'status', 'sort_order'])::text), r.sort_order,
         r.published_at, null
  from public.videos r
  union all
  select 'resources', r.id::text, r.title, r.status <> 'draft' and r.published_at <= now(),
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'status', 'sort_order', 'download_count'])::text),
         r.sort_order, r.published_at, null
  from public.resources r
  union all
  select 'jobs', r.id::text, r.title,
         r.status = 'open' and r.published_at <= now() and (r.valid_through is null or r.valid_through >= current_date),
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'status'])::text), null,
         r.published_at,
         case when r.status = 'open' and r.valid_through < current_date then (r.valid_through + 1)::timestamptz end
  from public.jobs r
  union all
  select 'team_members', r.id::text, r.name, r.is_published,
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'is_published', 'sort_order'])::text), r.sort_order,
         null, null
  from public.team_members r
  union all
  select 'faqs', r.id::text, r.question, r.is_published,
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'is_published', 'sort_order'])::text), r.sort_order,
         null, null
  from public.faqs r
  union all
  select 'about_content', 'true', 'About page', true, md5((to_jsonb(r) - 'updated_at')::text), null, null, null
  from public.about_content r
  union all
  select 'site_settings', 'true', 'Site settings', true,
         md5((to_jsonb(r) - array['updated_at', 'require_admin_mfa', 'maintenance_enabled', 'maintenance_message',
                                  'maintenance_ends_at'])::text),
         null, null, null
  from public.site_settings r
  union all
  select 'site_settings', 'maintenance', 'Maintenance mode', r.maintenance_enabled,
         md5(jsonb_build_object('message', r.maintenance_message, 'ends_at', r.maintenance_ends_at)::text),
         null, null, null
  from public.site_settings r
  union all
  select 'page_seo', r.route, r.route, true, md5((to_jsonb(r) - 'updated_at')::text), null, null, null
  from public.page_seo r
  union all
  select 'redirects', r.id::text, r.from_path || ' → ' || r.to_path, r.is_active,
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'is_active'])::text), null, null, null
  from public.redirects r
  union all
  -- A page is an item of the build while it is hidden (a page without a row is shown).
  select 'page_visibility', r.page_name, r.page_name, not r.is_visible, 'hidden', null, null, null
  from public.page_visibility r
$$;
comment on function private.site_contents() is 'Every item a build made now would read, whether visitors see it, and a fingerprint of what they see.';
revoke all on function private.site_contents() from public;

create table private.site_build_contents (
  build_id uuid not null references public.site_builds (id) on delete cascade,
  table_name text not null,
  row_id text not null,
  title text not null,
  fingerprint text,
  sort_order integer,
  primary key (build_id, table_name, row_id)
);
comment on table private.site_build_contents is 'The items a build showed (private.site_contents() when it started); kept for the last successful build and the running one.';
comment on column private.site_build_contents.fingerprint is 'What the build showed of the item; null when unknown (the build predates this table), so any difference counts.';
alter table private.site_build_contents enable row level security;
revoke all on private.site_build_contents from public, anon, authenticated, service_role;

/*
 * A build's contents are recorded when it starts (the worker and the deploy hook both claim it
 * first), or when it is recorded as succeeded without having run. Once a build ends, only the
 * last successful build's contents and the running build's are kept.
 */
create function private.record_build_contents()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.status = 'running' and (tg_op = 'INSERT' or old.status is distinct from 'running'))
     or (new.status = 'succeeded' and not exists (
       select 1 from private.site_build_contents c where c.build_id = new.id)) then
    delete from private.site_build_contents c where c.build_id = new.id;
    insert into private.site_build_contents (build_id, table_name, row_id, title, fingerprint, sort_order)
    select new.id, s.table_name, s.row_id, s.title, s.fingerprint, s.sort_order
    from private.site_contents() s
    where s.shown;
  end if;
  if new.status in ('succeeded', 'failed') then
    delete from private.site_build_contents c
    where c.build_id not in (
      select b.id from public.site_builds b where b.status = 'running'
      union all
      (select b.id from public.site_builds b where b.status = 'succeeded' order by b.finished_at desc nulls last limit 1)
    );
  end if;
  return null;
end
$$;
revoke all on function private.record_build_contents() from public;
create trigger record_build_contents after insert or update of status on public.site_builds
  for each row execute function private.record_build_contents();

-- The last successful build before this migration: its contents are taken as what the site shows
-- now, except that anything changed since it started counts as changed, and anything created
-- since as new.
do $$
declare
  last_id uuid;
  last_started timestamptz;
begin
  select b.id, coalesce(b.started_at, b.requested_at) into last_id, last_started
  from public.site_builds b where b.status = 'succeeded' order by b.finished_at desc nulls last limit 1;
  if last_id is null then
    return;
  end if;
  insert into private.site_build_contents (build_id, table_name, row_id, title, fingerprint, sort_order)
  select last_id, s.table_name, s.row_id, s.title,
         case when exists (
           select 1 from public.audit_log a
           where a.table_name = s.table_name and a.row_id = s.row_id and a.occurred_at > last_started
         ) then null else s.fingerprint end,
         s.sort_order
  from private.site_contents() s
  where s.shown
    and not exists (
      select 1 from public.audit_log a
      where a.table_name = s.table_name and a.row_id = s.row_id and a.action = 'insert' and a.occurred_at > last_started
    );
end
$$;
