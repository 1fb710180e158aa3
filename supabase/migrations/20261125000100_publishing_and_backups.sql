-- Publishing from the admin (build requests a worker or deploy hook runs) and backups of the data
-- (a consistent snapshot, and a restore that replaces everything in one transaction).

-- Who is calling: the service role (the build worker, edge functions) has no user and no staff role.
create function private.is_service_role()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select auth.role()) = 'service_role', false)
$$;
revoke all on function private.is_service_role() from public;
grant execute on function private.is_service_role() to authenticated, service_role;

-- Builds ---------------------------------------------------------------------------------------

alter table public.site_builds add column stage text check (char_length(stage) <= 200);
comment on column public.site_builds.stage is 'What the running build is doing now (e.g. "Building the site"); null when not running.';

-- One build runs at a time and requests collapse into one follow-up: keep the oldest of each
-- before the indexes below enforce it.
update public.site_builds b
set status = 'failed', finished_at = now(), error = 'Superseded by an earlier build request.'
where b.status in ('queued', 'running')
  and exists (
    select 1 from public.site_builds o
    where o.status = b.status and (o.requested_at, o.id) < (b.requested_at, b.id)
  );
create unique index site_builds_one_queued_idx on public.site_builds (status) where status = 'queued';
create unique index site_builds_one_running_idx on public.site_builds (status) where status = 'running';

-- Staff request builds only through request_build, which collapses requests.
drop policy "staff request builds" on public.site_builds;
revoke insert on public.site_builds from authenticated;

/*
 * Queues a build, or returns the one already queued (requests that arrive while a build runs
 * collapse into one follow-up). Staff request 'manual' builds; the service role may also
 * record 'schedule', 'system' and 'deploy-hook' builds.
 */
create function public.request_build(p_trigger text default 'manual')
returns public.site_builds
language plpgsql
security definer
set search_path = ''
as $$
declare
  build public.site_builds;
begin
  if private.is_service_role() then
    if p_trigger is null or p_trigger not in ('manual', 'schedule', 'system', 'deploy-hook') then
      raise exception 'A build''s trigger is manual, schedule, system or deploy-hook' using errcode = '22023';
    end if;
  elsif (select private.has_role('editor')) then
    if p_trigger is distinct from 'manual' then
      raise exception 'Staff request manual builds only' using errcode = '42501';
    end if;
  else
    raise exception 'Only staff can publish the site' using errcode = '42501';
  end if;

  select * into build from public.site_builds where status = 'queued';
  if found then
    return build;
  end if;
  begin
    insert into public.site_builds (status, trigger, requested_by)
    values ('queued', p_trigger, (select auth.uid()))
    returning * into build;
  exception when unique_violation then
    -- Another request queued one at the same moment: collapse into it.
    select * into build from public.site_builds where status = 'queued';
  end;
  return build;
end
$$;
comment on function public.request_build(text) is 'Queues a site build (or returns the queued one); staff, or the service role with another trigger.';
revoke all on function public.request_build(text) from public, anon;
grant execute on function public.request_build(text) to authenticated, service_role;

/* The worker takes the oldest queued build when none is running; null when there is nothing to do. */
create function public.claim_site_build()
returns public.site_builds
language plpgsql
security definer
set search_path = ''
as $$
declare
  build public.site_builds;
begin
  if exists (select 1 from public.site_builds where status = 'running') then
    return null;
  end if;
  begin
    update public.site_builds
    set status = 'running', started_at = now(), stage = 'Starting'
    where id = (
      select q.id from public.site_builds q where q.status = 'queued'
      order by q.requested_at, q.id limit 1 for update skip locked
    )
    returning * into build;
  exception when unique_violation then
    -- Another worker claimed a build at the same moment.
    return null;
  end;
  return build;
end
$$;
comment on function public.claim_site_build() is 'Build worker: marks the oldest queued build running and returns it (null when none is queued or one runs).';

/* Progress of a running build: its stage (when given) and more log; the log keeps its last 1,000,000 characters. */
create function public.report_site_build(p_id uuid, p_stage text, p_log text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.site_builds
  set stage = coalesce(left(p_stage, 200), stage),
      log = right(log || coalesce(p_log, ''), 1000000)
  where id = p_id and status = 'running';
  if not found then
    raise exception 'No running build has this id' using errcode = 'P0002';
  end if;
end
$$;
comment on function public.report_site_build(uuid, text, text) is 'Build worker: sets the stage and appends to the log of a running build.';

/*
 * Records the outcome of a queued or running build (a deploy-hook build finishes without being
 * claimed; its duration then counts from the request).
 */
create function public.finish_site_build(p_id uuid, p_succeeded boolean, p_error text default null, p_log text default '')
returns public.site_builds
language plpgsql
security definer
set search_path = ''
as $$
declare
  build public.site_builds;
begin
  if p_succeeded is null then
    raise exception 'Say whether the build succeeded' using errcode = '22023';
  end if;
  update public.site_builds
  set status = case when p_succeeded then 'succeeded' else 'failed' end::public.build_status,
      started_at = coalesce(started_at, requested_at),
      finished_at = now(),
      duration_ms = greatest(0, floor(extract(epoch from now() - coalesce(started_at, requested_at)) * 1000))::integer,
      error = left(p_error, 10000),
      stage = null,
      log = right(log || coalesce(p_log, ''), 1000000)
  where id = p_id and status in ('queued', 'running')
  returning * into build;
  if not found then
    raise exception 'No queued or running build has this id' using errcode = 'P0002';
  end if;
  return build;
end
$$;
comment on function public.finish_site_build(uuid, boolean, text, text) is 'Build worker: records that a build succeeded or failed.';

/* On start, the worker fails builds a previous run left running; returns how many. */
create function public.fail_interrupted_builds()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  failed integer;
begin
  update public.site_builds
  set status = 'failed',
      finished_at = now(),
      duration_ms = greatest(0, floor(extract(epoch from now() - coalesce(started_at, requested_at)) * 1000))::integer,
      error = 'The build stopped before it finished (the build worker was restarted).',
      stage = null
  where status = 'running';
  get diagnostics failed = row_count;
  return failed;
end
$$;
comment on function public.fail_interrupted_builds() is 'Build worker: fails every build left running (the worker restarted).';

/*
 * Content whose time has come since the last build that includes it: a scheduled item (saved
 * while its published_at was still ahead) whose published_at has passed, or an open job whose
 * valid_through has passed. A running build that started after that moment includes it too.
 */
create function private.scheduled_content_due()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  with since as (
    select coalesce(max(coalesce(b.started_at, b.requested_at)), '-infinity') as at
    from public.site_builds b
    where b.status = 'running'
       or b.id = (select s.id from public.site_builds s where s.status = 'succeeded' order by s.finished_at desc nulls last limit 1)
  ),
  due as (
    select published_at, updated_at from public.blog_posts where status <> 'draft'
    union all select published_at, updated_at from public.case_studies where status <> 'draft'
    union all select published_at, updated_at from public.portfolio_items where status <> 'draft'
    union all select published_at, updated_at from public.videos where status <> 'draft'
    union all select published_at, updated_at from public.resources where status <> 'draft'
    union all select published_at, updated_at from public.jobs where status = 'open'
  )
  select exists (
      select 1 from due, since
      where due.published_at <= now() and due.published_at > due.updated_at and due.published_at > since.at
    )
    or exists (
      select 1 from public.jobs j, since
      where j.status = 'open' and j.published_at <= now() and j.valid_through is not null
        and (j.valid_through + 1)::timestamptz <= now()
        and (j.valid_through + 1)::timestamptz > since.at
    )
$$;
revoke all on function private.scheduled_content_due() from public;

/* The worker's periodic check: queues a 'schedule' build when scheduled content came due; null otherwise. */
create function public.queue_scheduled_build()
returns public.site_builds
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.scheduled_content_due() then
    return null;
  end if;
  return public.request_build('schedule');
end
$$;
comment on function public.queue_scheduled_build() is 'Build worker: queues a build when scheduled content became due since the last build; null otherwise.';

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.claim_site_build()',
    'public.report_site_build(uuid, text, text)',
    'public.finish_site_build(uuid, boolean, text, text)',
    'public.fail_interrupted_builds()',
    'public.queue_scheduled_build()'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;

-- Unpublished changes: audited changes to what the site is built from (content, SEO, settings;
-- not inboxes, roles or backups) since the last successful build started.
create function private.unpublished_change_count()
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from public.audit_log a
  where a.table_name not in ('contact_submissions', 'job_applications', 'newsletter_signups', 'user_roles', 'backups')
    and a.occurred_at > coalesce((
      select coalesce(b.started_at, b.requested_at) from public.site_builds b
      where b.status = 'succeeded' order by b.finished_at desc nulls last limit 1
    ), '-infinity')
$$;
revoke all on function private.unpublished_change_count() from public;
grant execute on function private.unpublished_change_count() to authenticated, service_role;

/* What the admin's Publish button shows; staff only. */
create function public.publish_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  running_build jsonb := (select to_jsonb(b) - 'log' from public.site_builds b where b.status = 'running');
  queued_build jsonb := (select to_jsonb(b) - 'log' from public.site_builds b where b.status = 'queued');
begin
  if not (select private.has_role('editor')) then
    raise exception 'The publishing status is for staff' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'unpublished_changes', private.unpublished_change_count(),
    'active', coalesce(running_build, queued_build),
    'queued', running_build is not null and queued_build is not null,
    'last_build', (
      select to_jsonb(b) - 'log' from public.site_builds b order by b.requested_at desc, b.id desc limit 1
    ),
    'last_successful_build', (
      select to_jsonb(b) - 'log' from public.site_builds b
      where b.status = 'succeeded' order by b.finished_at desc nulls last limit 1
    )
  );
end
$$;
comment on function public.publish_status() is 'Unpublished changes, the active build and the last ones, for the admin''s Publish button; staff only.';
revoke all on function public.publish_status() from public, anon;
grant execute on function public.publish_status() to authenticated, service_role;

-- The dashboard counts unpublished changes the same way (the function is otherwise unchanged).
create or replace function public.dashboard_stats()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  result jsonb;
begin
  if not (select private.has_role('editor')) then
    raise exception 'The dashboard is for staff' using errcode = '42501';
  end if;
  with days as (
    select generate_series(current_date - 29, current_date, interval '1 day')::date as day
  ),
  inbox as (
    select 'contact' as inbox, created_at from public.contact_submissions where kind = 'contact'
    union all select 'discovery_call', created_at from public.contact_submissions where kind = 'discovery_call'
    union all select 'applications', created_at from public.job_applications
    union all select 'newsletter', created_at from public.newsletter_signups
  ),
  totals as (
    select inbox,
           count(*) filter (where created_at >= now() - interval '7 days') as last_7_days,
           count(*) filter (where created_at >= now() - interval '30 days') as last_30_days
    from inbox group by inbox
  )
  select jsonb_build_object(
    'inbox', (
      select jsonb_object_agg(name, jsonb_build_object(
        'last_7_days', coalesce(t.last_7_days, 0), 'last_30_days', coalesce(t.last_30_days, 0)))
      from unnest(array['contact', 'discovery_call', 'applications', 'newsletter']) as name
      left join totals t on t.inbox = name
    ),
    'unread', jsonb_build_object(
      'contact', (select count(*) from public.contact_submissions where kind = 'contact' and status = 'new'),
      'discovery_call', (select count(*) from public.contact_submissions where kind = 'discovery_call' and status = 'new'),
      'applications', (select count(*) from public.job_applications where status = 'new')
    ),
    'daily', (
      select jsonb_agg(jsonb_build_object(
        'day', d.day,
        'contact', (select count(*) from inbox i where i.inbox = 'contact' and i.created_at::date = d.day),
        'discovery_call', (select count(*) from inbox i where i.inbox = 'discovery_call' and i.created_at::date = d.day),
        'applications', (select count(*) from inbox i where i.inbox = 'applications' and i.created_at::date = d.day),
        'newsletter', (select count(*) from inbox i where i.inbox = 'newsletter' and i.created_at::date = d.day)
      ) order by d.day)
      from days d
    ),
    'content', jsonb_build_object(
      'blog_posts', (select jsonb_build_object(
        'published', count(*) filter (where status <> 'draft' and published_at <= now()),
        'scheduled', count(*) filter (where status <> 'draft' and published_at > now()),
        'draft', count(*) filter (where status = 'draft')) from public.blog_posts),
      'case_studies', (select count(*) from public.case_studies),
      'portfolio_items', (select count(*) from public.portfolio_items),
      'videos', (select count(*) from public.videos),
      'resources', (select count(*) from public.resources),
      'faqs', (select count(*) from public.faqs),
      'jobs_open', (select count(*) from public.jobs where status = 'open'),
      'team_members', (select count(*) from public.team_members)
    ),
    'last_build', (
      select to_jsonb(b) - 'log' from public.site_builds b order by b.requested_at desc limit 1
    ),
    'last_successful_build', (
      select to_jsonb(b) - 'log' from public.site_builds b where b.status = 'succeeded' order by b.finished_at desc limit 1
    ),
    'unpublished_changes', private.unpublished_change_count(),
    'recent_activity', (
      select coalesce(jsonb_agg(to_jsonb(a) order by a.occurred_at desc), '[]')
      from (select * from public.audit_log order by occurred_at desc limit 10) a
    )
  ) into result;
  return result;
end
$$;

-- Backups --------------------------------------------------------------------------------------

-- A restore writes every row back; the audit log and blog revisions record it once, not per row.
create or replace function private.record_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  key_column text := coalesce(tg_argv[0], 'id');
  before_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  after_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  changed text[];
begin
  if current_setting('growdigital.restoring', true) = 'on' then
    return coalesce(new, old);
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(a.key order by a.key), '{}') into changed
    from jsonb_each(after_row) a
    where a.key <> 'updated_at' and a.value is distinct from before_row -> a.key;
    if cardinality(changed) = 0 then
      return new;
    end if;
  else
    select coalesce(array_agg(k order by k), '{}') into changed
    from jsonb_object_keys(coalesce(after_row, before_row)) k
    where k <> 'updated_at';
  end if;
  insert into public.audit_log (actor_id, actor_email, action, table_name, row_id, changed_fields)
  values (
    (select auth.uid()),
    (select auth.jwt() ->> 'email'),
    lower(tg_op),
    tg_table_name,
    coalesce(after_row, before_row) ->> key_column,
    changed
  );
  return coalesce(new, old);
end
$$;

create or replace function private.record_blog_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  content jsonb := jsonb_build_object(
    'title', new.title, 'slug', new.slug, 'excerpt', new.excerpt, 'body', new.body,
    'cover_path', new.cover_path, 'cover_alt', new.cover_alt, 'author_id', new.author_id,
    'category', new.category, 'tags', to_jsonb(new.tags), 'seo_title', new.seo_title,
    'seo_description', new.seo_description, 'og_image_path', new.og_image_path
  );
  latest public.blog_post_revisions;
  editor uuid := auth.uid();
begin
  if current_setting('growdigital.restoring', true) = 'on' then
    return null;
  end if;
  select * into latest from public.blog_post_revisions r
  where r.post_id = new.id order by r.updated_at desc, r.id desc limit 1;
  if found and latest.snapshot = content then
    return null;
  end if;
  if found and latest.saved_by is not distinct from editor and latest.created_at > now() - interval '10 minutes' then
    update public.blog_post_revisions set snapshot = content, updated_at = now() where id = latest.id;
  else
    insert into public.blog_post_revisions (post_id, snapshot, saved_by) values (new.id, content, editor);
    delete from public.blog_post_revisions r
    where r.post_id = new.id and r.id not in (
      select k.id from public.blog_post_revisions k where k.post_id = new.id order by k.updated_at desc, k.id desc limit 50
    );
  end if;
  return null;
end
$$;

create function private.may_back_up()
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.is_service_role() or (select private.has_role('admin'))
$$;
revoke all on function private.may_back_up() from public;
grant execute on function private.may_back_up() to authenticated, service_role;

/*
 * Every table a backup holds, parents before the tables that reference them: all public tables
 * except roles, the audit log and the records of builds and backups themselves.
 */
create function public.backup_table_names()
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  names text[];
begin
  if not private.may_back_up() then
    raise exception 'Backups are for admins' using errcode = '42501';
  end if;
  with recursive tables as (
    select c.oid, c.relname::text as name
    from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      and c.relname not in ('user_roles', 'audit_log', 'site_builds', 'backups')
  ),
  edges as (
    select distinct f.conrelid as child, f.confrelid as parent
    from pg_catalog.pg_constraint f
    join tables c on c.oid = f.conrelid
    join tables p on p.oid = f.confrelid
    where f.contype = 'f' and f.conrelid <> f.confrelid
  ),
  walk as (
    select t.oid, 0 as depth from tables t
    union all
    select e.child, w.depth + 1 from walk w join edges e on e.parent = w.oid where w.depth < 100
  )
  select array_agg(t.name order by d.depth, t.name) into names
  from tables t
  join (select w.oid, max(w.depth) as depth from walk w group by w.oid) d on d.oid = t.oid;
  return coalesce(names, '{}');
end
$$;
comment on function public.backup_table_names() is 'The tables a backup holds, in foreign-key order (parents first); admins and the service role.';

-- The primary key columns of a public table, in key order.
create function private.primary_key_columns(table_name text)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(a.attname::text order by k.ordinality), '{}')
  from pg_catalog.pg_index i
  cross join lateral unnest(i.indkey) with ordinality as k(attnum, ordinality)
  join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
  where i.indrelid = format('public.%I', table_name)::regclass and i.indisprimary
$$;

-- The columns a restore writes: every column but generated ones.
create function private.restorable_columns(table_name text)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(a.attname::text order by a.attnum), '{}')
  from pg_catalog.pg_attribute a
  where a.attrelid = format('public.%I', table_name)::regclass
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
$$;

-- Columns of a public table that reference auth.users.
create function private.user_reference_columns(table_name text)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(distinct a.attname::text), '{}')
  from pg_catalog.pg_constraint f
  join pg_catalog.pg_attribute a on a.attrelid = f.conrelid and a.attnum = any (f.conkey)
  where f.contype = 'f' and f.conrelid = format('public.%I', table_name)::regclass
    and f.confrelid = 'auth.users'::regclass and cardinality(f.conkey) = 1
$$;

revoke all on function private.primary_key_columns(text) from public;
revoke all on function private.restorable_columns(text) from public;
revoke all on function private.user_reference_columns(text) from public;

create function private.schema_version()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select max(version) from supabase_migrations.schema_migrations
$$;
revoke all on function private.schema_version() from public;

/*
 * Everything a backup holds, read in one snapshot (a stable function sees the calling statement's
 * snapshot): rows of every backup table ordered by primary key, and the list of stored files.
 */
create function public.backup_snapshot()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  table_name text;
  key_order text;
  rows jsonb;
  tables jsonb := '{}';
begin
  if not private.may_back_up() then
    raise exception 'Backups are for admins' using errcode = '42501';
  end if;
  foreach table_name in array public.backup_table_names() loop
    select coalesce(string_agg(format('t.%I', c), ', '), 'to_jsonb(t)::text')
      into key_order from unnest(private.primary_key_columns(table_name)) c;
    execute format('select coalesce(jsonb_agg(to_jsonb(t) order by %s), ''[]'') from public.%I t', key_order, table_name)
      into rows;
    tables := tables || jsonb_build_object(table_name, rows);
  end loop;
  return jsonb_build_object(
    'schema_version', private.schema_version(),
    'taken_at', now(),
    'tables', tables,
    'files', jsonb_build_object(
      'media', private.stored_files('media'),
      'downloads', private.stored_files('downloads')
    )
  );
end
$$;
comment on function public.backup_snapshot() is 'Rows of every backup table and the stored file list, in one consistent read; admins and the service role.';

create function private.stored_files(bucket text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'name', o.name,
      'size', (o.metadata ->> 'size')::bigint,
      'mimetype', o.metadata ->> 'mimetype',
      'updated_at', o.updated_at
    ) order by o.name), '[]')
  from storage.objects o
  where o.bucket_id = bucket
$$;
revoke all on function private.stored_files(text) from public;

/* What a restore compares a backup with, without reading every row: the schema version and the stored files. */
create function public.backup_state()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.may_back_up() then
    raise exception 'Backups are for admins' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'schema_version', private.schema_version(),
    'files', jsonb_build_object(
      'media', private.stored_files('media'),
      'downloads', private.stored_files('downloads')
    )
  );
end
$$;
comment on function public.backup_state() is 'The schema version and the stored file list a restore is checked against; admins and the service role.';

/*
 * Compares a backup with the data (rows matched by primary key) and, unless it is a dry run,
 * replaces every backup table's rows with the backup's in this one transaction: children
 * deleted first, parents inserted first, generated columns left to the database, references to
 * users that no longer exist cleared. Any failure leaves everything as it was.
 */
create function public.restore_backup(p_schema_version text, p_tables jsonb, p_dry_run boolean default true)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_version text := private.schema_version();
  names text[];
  table_name text;
  expected text;
  given text;
  key_columns text[];
  columns text[];
  user_columns text[];
  incoming_columns text[];
  incoming_select text;
  join_on text;
  has_identity boolean;
  duplicated boolean;
  counts jsonb;
  report jsonb := '{}';
  changed_tables text[] := '{}';
  sequence_name text;
  column_name text;
begin
  if not private.may_back_up() then
    raise exception 'Backups are for admins' using errcode = '42501';
  end if;
  p_dry_run := coalesce(p_dry_run, true);
  if p_schema_version is null or p_schema_version !~ '^[0-9]{1,40}$' then
    raise exception 'This backup does not say which schema version it comes from.' using errcode = '22023';
  end if;
  if (length(p_schema_version), p_schema_version) > (length(current_version), current_version) then
    raise exception 'This backup comes from a newer version of the site (schema %); this database is at %. Update the site before restoring it.',
      p_schema_version, current_version using errcode = '22023';
  end if;
  names := public.backup_table_names();
  if p_tables is null or jsonb_typeof(p_tables) <> 'object' then
    raise exception 'A backup''s tables must be a JSON object of tables.' using errcode = '22023';
  end if;
  select string_agg(n, ', ' order by n) into expected from unnest(names) n;
  select string_agg(k, ', ' order by k) into given from jsonb_object_keys(p_tables) k;
  if expected is distinct from given then
    raise exception 'This backup does not hold the tables this site has (it holds: %; expected: %).',
      coalesce(given, 'none'), expected using errcode = '22023';
  end if;
  select string_agg(k, ', ' order by k) into given
  from jsonb_each(p_tables) e(k, v) where jsonb_typeof(e.v) <> 'array';
  if given is not null then
    raise exception 'These tables of the backup are not lists of rows: %.', given using errcode = '22023';
  end if;

  if not p_dry_run then
    perform set_config('growdigital.restoring', 'on', true);
    execute format('lock table %s in exclusive mode',
      (select string_agg(format('public.%I', n), ', ') from unnest(names) n));
  end if;

  -- Compare (and, for a real restore, check every table is readable) before changing anything.
  foreach table_name in array names loop
    key_columns := private.primary_key_columns(table_name);
    columns := private.restorable_columns(table_name);
    user_columns := private.user_reference_columns(table_name);
    -- Columns the backup has no value for (it predates them) keep their defaults.
    select coalesce(array_agg(c order by o), '{}') into incoming_columns
    from unnest(columns) with ordinality u(c, o)
    where jsonb_array_length(p_tables -> table_name) = 0
       or exists (select 1 from jsonb_array_elements(p_tables -> table_name) r where jsonb_typeof(r) = 'object' and r ? u.c);
    if cardinality(key_columns) = 0 or not key_columns <@ incoming_columns then
      raise exception 'The rows of % in this backup lack their key.', table_name using errcode = '22023';
    end if;
    select string_agg(
      case when c = any (user_columns)
        then format('case when exists (select 1 from auth.users u where u.id = i.%1$I) then i.%1$I end as %1$I', c)
        else format('i.%I', c) end, ', ' order by o)
      into incoming_select from unnest(incoming_columns) with ordinality u(c, o);
    select string_agg(format('i.%1$I = e.%1$I', c), ' and ') into join_on from unnest(key_columns) c;
    begin
      execute format('select count(*) <> count(distinct (%s)) from jsonb_populate_recordset(null::public.%I, $1) i',
        (select string_agg(format('i.%I', c), ', ') from unnest(key_columns) c), table_name
      ) into duplicated using p_tables -> table_name;
      execute format(
        'with incoming as (select to_jsonb(x) as doc, x.* from (select %1$s from jsonb_populate_recordset(null::public.%2$I, $1) i) x),
              existing as (select to_jsonb(x) as doc, x.* from (select %3$s from public.%2$I i) x)
         select jsonb_build_object(
           ''current'', count(e.doc), ''incoming'', count(i.doc),
           ''added'', count(*) filter (where e.doc is null),
           ''removed'', count(*) filter (where i.doc is null),
           ''changed'', count(*) filter (where i.doc <> e.doc),
           ''unchanged'', count(*) filter (where i.doc = e.doc))
         from incoming i full join existing e on %4$s',
        incoming_select, table_name,
        (select string_agg(format('i.%I', c), ', ') from unnest(incoming_columns) c),
        join_on
      ) into counts using p_tables -> table_name;
    exception when others then
      raise exception 'The rows of % in this backup cannot be read: %', table_name, sqlerrm using errcode = '22023';
    end;
    if duplicated then
      raise exception 'The rows of % in this backup repeat a key.', table_name using errcode = '22023';
    end if;
    report := report || jsonb_build_object(table_name, counts);
    if (counts ->> 'added')::int + (counts ->> 'removed')::int + (counts ->> 'changed')::int > 0 then
      changed_tables := changed_tables || table_name;
    end if;
  end loop;

  if not p_dry_run then
    foreach table_name in array array(select n from unnest(names) with ordinality u(n, o) order by o desc) loop
      execute format('delete from public.%I', table_name);
    end loop;
    foreach table_name in array names loop
      columns := private.restorable_columns(table_name);
      user_columns := private.user_reference_columns(table_name);
      select coalesce(array_agg(c order by o), '{}') into incoming_columns
      from unnest(columns) with ordinality u(c, o)
      where exists (select 1 from jsonb_array_elements(p_tables -> table_name) r where r ? u.c);
      continue when cardinality(incoming_columns) = 0;
      select string_agg(
        case when c = any (user_columns)
          then format('case when exists (select 1 from auth.users u where u.id = i.%1$I) then i.%1$I end', c)
          else format('i.%I', c) end, ', ' order by o)
        into incoming_select from unnest(incoming_columns) with ordinality u(c, o);
      select exists (
        select 1 from pg_catalog.pg_attribute a
        where a.attrelid = format('public.%I', table_name)::regclass and a.attidentity <> '' and not a.attisdropped
      ) into has_identity;
      begin
        execute format('insert into public.%I (%s) %s select %s from jsonb_populate_recordset(null::public.%I, $1) i',
          table_name,
          (select string_agg(format('%I', c), ', ') from unnest(incoming_columns) c),
          case when has_identity then 'overriding system value' else '' end,
          incoming_select, table_name
        ) using p_tables -> table_name;
      exception when others then
        raise exception 'The backup could not be restored (table %): %', table_name, sqlerrm using errcode = '22023';
      end;
      -- Keep sequences ahead of the restored keys.
      foreach column_name in array columns loop
        sequence_name := pg_catalog.pg_get_serial_sequence(format('public.%I', table_name), column_name);
        continue when sequence_name is null;
        execute format('select pg_catalog.setval(%L, coalesce((select max(%I) from public.%I), 0) + 1, false)',
          sequence_name, column_name, table_name);
      end loop;
    end loop;
    perform set_config('growdigital.restoring', 'off', true);
    insert into public.audit_log (actor_id, actor_email, action, table_name, row_id, changed_fields)
    values ((select auth.uid()), (select auth.jwt() ->> 'email'), 'update', 'backup_restore', p_schema_version, changed_tables);
  end if;

  return jsonb_build_object('dry_run', p_dry_run, 'schema_version', p_schema_version, 'tables', report);
end
$$;
comment on function public.restore_backup(text, jsonb, boolean) is 'Compares a backup with the data and (unless a dry run) replaces every backup table''s rows in one transaction; admins and the service role.';

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.backup_table_names()',
    'public.backup_snapshot()',
    'public.backup_state()',
    'public.restore_backup(text, jsonb, boolean)'
  ] loop
    execute format('revoke all on function %s from public, anon', fn);
    execute format('grant execute on function %s to authenticated, service_role', fn);
  end loop;
end
$$;
