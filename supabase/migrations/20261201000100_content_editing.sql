-- What editors expect of every content type: a trash (30 days, then deleted for good), revisions
-- with restore, full-text search, duplicates, and signed, expiring preview links for drafts.
-- The content tables: blog_posts, case_studies, portfolio_items, videos, resources, faqs,
-- team_members, jobs.

/*
 * How each content table is edited: its title column (and the longest title), the columns search
 * weighs with the title (A) and as body text (B), the longest slug (null: no slug), whether it is
 * ordered, and how it is published. Any other name is 22023 "unknown content table".
 */
create function private.content_table(p_table text)
returns table (
  title_column text,
  title_max integer,
  title_columns text[],
  body_columns text[],
  slug_max integer,
  ordered boolean,
  published_flag boolean
)
language plpgsql
immutable
set search_path = ''
as $$
begin
  return query
    select c.title_column, c.title_max, c.title_columns, c.body_columns, c.slug_max, c.ordered, c.published_flag
    from (values
      ('blog_posts', 'title', 160, array['title'], array['excerpt', 'body'], 120, false, false),
      ('case_studies', 'title', 160, array['title', 'client'], array['summary', 'challenge', 'solution'], 120, true, false),
      ('portfolio_items', 'title', 160, array['title', 'client'], array['summary', 'body'], 120, true, false),
      ('videos', 'title', 160, array['title'], array['description'], null, true, false),
      ('resources', 'title', 160, array['title'], array['description'], 120, true, false),
      ('faqs', 'question', 200, array['question'], array['answer'], null, true, true),
      ('team_members', 'name', 100, array['name'], array['role', 'bio'], 80, true, true),
      ('jobs', 'title', 120, array['title'], array['department', 'location', 'summary', 'description'], 120, false, false)
    ) as c(name, title_column, title_max, title_columns, body_columns, slug_max, ordered, published_flag)
    where c.name = p_table;
  if not found then
    raise exception 'unknown content table: %', coalesce(p_table, 'null') using errcode = '22023';
  end if;
end
$$;
comment on function private.content_table(text) is 'How a content table is edited (title, search columns, slug, order, publication); 22023 for any other name.';
revoke all on function private.content_table(text) from public;
grant execute on function private.content_table(text) to authenticated, service_role;

create function private.content_table_names()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['blog_posts', 'case_studies', 'portfolio_items', 'videos', 'resources', 'faqs', 'team_members', 'jobs']
$$;
revoke all on function private.content_table_names() from public;
grant execute on function private.content_table_names() to authenticated, service_role;

create function private.require_role(required public.app_role)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not coalesce((select private.has_role(required)), false) then
    raise exception 'This needs the % role', required using errcode = '42501';
  end if;
end
$$;
revoke all on function private.require_role(public.app_role) from public;
grant execute on function private.require_role(public.app_role) to authenticated, service_role;

-- Trash ------------------------------------------------------------------------------------------

/*
 * A trashed row keeps everything (slug, order, status, media references) and is hidden from
 * everyone but staff by a restrictive policy, so the site, its build and every public read leave
 * it out. private.file_in_use still counts it: its media stay until it is deleted for good.
 */
do $$
declare
  t text;
begin
  foreach t in array private.content_table_names() loop
    execute format('alter table public.%I add column deleted_at timestamptz', t);
    execute format('alter table public.%I add column deleted_by uuid references auth.users (id) on delete set null', t);
    execute format('comment on column public.%I.deleted_at is %L', t,
      'When the item was moved to the trash (null: not trashed); deleted for good 30 days later.');
    execute format('create index %I on public.%I (deleted_at) where deleted_at is not null', t || '_trash_idx', t);
    execute format(
      'create policy "only staff see trashed %s" on public.%I as restrictive for select to anon, authenticated
         using (deleted_at is null or (select private.has_role(''editor'')))', t, t);
  end loop;
end
$$;

/* Moves items to the trash; returns how many moved (rows already there, or hidden, are left). */
create function public.trash_content(p_table text, p_ids uuid[])
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  moved integer;
begin
  perform private.content_table(p_table);
  perform private.require_role('editor');
  execute format(
    'update public.%I set deleted_at = now(), deleted_by = (select auth.uid()) where id = any ($1) and deleted_at is null',
    p_table) using coalesce(p_ids, '{}');
  get diagnostics moved = row_count;
  return moved;
end
$$;
comment on function public.trash_content(text, uuid[]) is 'Moves content items to the trash (staff); returns how many moved.';

/* Puts trashed items back exactly as they were; returns how many came back. */
create function public.restore_content(p_table text, p_ids uuid[])
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  restored integer;
begin
  perform private.content_table(p_table);
  perform private.require_role('editor');
  execute format(
    'update public.%I set deleted_at = null, deleted_by = null where id = any ($1) and deleted_at is not null',
    p_table) using coalesce(p_ids, '{}');
  get diagnostics restored = row_count;
  return restored;
end
$$;
comment on function public.restore_content(text, uuid[]) is 'Restores trashed content items as they were (staff); returns how many came back.';

/*
 * Deletes trashed items for good (admins): those given, every trashed item of a table, or (both
 * null) the whole trash. Rows not in the trash are never touched. Returns how many went.
 */
create function public.empty_trash(p_table text default null, p_ids uuid[] default null)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  t text;
  removed integer;
  total integer := 0;
begin
  if p_table is null and p_ids is not null then
    raise exception 'Name the table of these items' using errcode = '22023';
  end if;
  if p_table is not null then
    perform private.content_table(p_table);
  end if;
  perform private.require_role('admin');
  foreach t in array case when p_table is null then private.content_table_names() else array[p_table] end loop
    execute format(
      'delete from public.%I where deleted_at is not null and ($1 is null or id = any ($1))', t
    ) using p_ids;
    get diagnostics removed = row_count;
    total := total + removed;
  end loop;
  return total;
end
$$;
comment on function public.empty_trash(text, uuid[]) is 'Deletes trashed items for good (admins): the ids given, a table''s trash, or all of it.';

/* The daily clean-up: items trashed more than 30 days ago are deleted for good; so are expired preview links. */
create function private.purge_trash()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  t text;
  removed integer;
  total integer := 0;
begin
  foreach t in array private.content_table_names() loop
    execute format('delete from public.%I where deleted_at < now() - interval ''30 days''', t);
    get diagnostics removed = row_count;
    total := total + removed;
  end loop;
  delete from private.preview_links where expires_at < now();
  return total;
end
$$;
comment on function private.purge_trash() is 'Deletes items trashed more than 30 days ago (and expired preview links); run daily.';
revoke all on function private.purge_trash() from public, anon, authenticated;
grant execute on function private.purge_trash() to service_role;

-- Revisions --------------------------------------------------------------------------------------

/*
 * Every content type's revisions. seq orders them (and is the id blog_post_revisions shows);
 * rows follow their item through the trash and go when it is deleted for good.
 */
create table public.content_revisions (
  id uuid primary key default gen_random_uuid(),
  seq bigint generated always as identity unique,
  table_name text not null check (table_name = any (private.content_table_names())),
  row_id uuid not null,
  snapshot jsonb not null check (jsonb_typeof(snapshot) = 'object'),
  saved_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.content_revisions is 'Snapshots of content items, written by a trigger on each content table; restore_revision() writes one back.';
comment on column public.content_revisions.snapshot is 'The item''s editable content: every column but id, timestamps, trash, order, publication state and counters.';
create index content_revisions_item_idx on public.content_revisions (table_name, row_id, updated_at desc);

alter table public.content_revisions enable row level security;
revoke all on public.content_revisions from anon, authenticated;
grant select on public.content_revisions to authenticated;
create policy "staff read revisions" on public.content_revisions for select to authenticated
  using ((select private.has_role('editor')));

-- The blog's revisions move here, with ids derived from their old ones (a restore of an older backup matches them).
insert into public.content_revisions (id, seq, table_name, row_id, snapshot, saved_by, created_at, updated_at)
overriding system value
select md5('blog_post_revisions/' || r.id)::uuid, r.id, 'blog_posts', r.post_id, r.snapshot, r.saved_by, r.created_at, r.updated_at
from public.blog_post_revisions r;
select pg_catalog.setval(
  pg_catalog.pg_get_serial_sequence('public.content_revisions', 'seq'),
  coalesce((select max(seq) from public.content_revisions), 0) + 1, false);

drop trigger record_revision on public.blog_posts;
drop function private.record_blog_revision();
drop table public.blog_post_revisions;

create view public.blog_post_revisions with (security_invoker = true) as
  select r.seq as id, r.row_id as post_id, r.snapshot, r.saved_by, r.created_at, r.updated_at
  from public.content_revisions r
  where r.table_name = 'blog_posts';
comment on view public.blog_post_revisions is 'The blog posts'' rows of content_revisions, as the blog editor reads them (id is content_revisions.seq).';
revoke all on public.blog_post_revisions from anon, authenticated;
grant select on public.blog_post_revisions to authenticated;

/* What a revision keeps of a row: its editable content. */
create function private.revision_snapshot(item jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select item - array['id', 'created_at', 'updated_at', 'deleted_at', 'deleted_by', 'sort_order',
                      'status', 'published_at', 'is_published', 'download_count']
$$;
revoke all on function private.revision_snapshot(jsonb) from public;

/*
 * Each save keeps a snapshot; saves by one person within ten minutes (autosave) refine the same
 * revision, and an item keeps its 50 newest. A restore of a revision is always a revision of its own.
 */
create function private.record_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  content jsonb := private.revision_snapshot(to_jsonb(new));
  latest public.content_revisions;
  editor uuid := auth.uid();
begin
  if current_setting('growdigital.restoring', true) = 'on' then
    return null;
  end if;
  select * into latest from public.content_revisions r
  where r.table_name = tg_table_name and r.row_id = new.id
  order by r.updated_at desc, r.seq desc limit 1;
  if found and latest.snapshot = content then
    return null;
  end if;
  if found and latest.saved_by is not distinct from editor and latest.created_at > now() - interval '10 minutes'
     and coalesce(current_setting('growdigital.new_revision', true), '') <> 'on' then
    update public.content_revisions set snapshot = content, updated_at = now() where id = latest.id;
  else
    insert into public.content_revisions (table_name, row_id, snapshot, saved_by)
    values (tg_table_name, new.id, content, editor);
    delete from public.content_revisions r
    where r.table_name = tg_table_name and r.row_id = new.id and r.id not in (
      select k.id from public.content_revisions k
      where k.table_name = tg_table_name and k.row_id = new.id
      order by k.updated_at desc, k.seq desc limit 50
    );
  end if;
  return null;
end
$$;
revoke all on function private.record_revision() from public;

/* An item deleted for good takes its revisions and preview links with it. */
create function private.forget_content_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.content_revisions r where r.table_name = tg_table_name and r.row_id = old.id;
  delete from private.preview_links l where l.table_name = tg_table_name and l.row_id = old.id;
  return null;
end
$$;
revoke all on function private.forget_content_item() from public;

/* Writes a revision's snapshot back onto its item, with the caller's rights; recorded as a new revision. */
create function public.restore_revision(p_revision_id uuid)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  revision public.content_revisions;
  assignments text;
  changed integer;
begin
  perform private.require_role('editor');
  select * into revision from public.content_revisions r where r.id = p_revision_id;
  if not found then
    raise exception 'No revision has that id' using errcode = 'PT404';
  end if;
  select string_agg(format('%1$I = r.%1$I', a.attname), ', ') into assignments
  from pg_catalog.pg_attribute a
  where a.attrelid = format('public.%I', revision.table_name)::regclass
    and a.attnum > 0 and not a.attisdropped and revision.snapshot ? a.attname;
  if assignments is null then
    raise exception 'This revision holds nothing to restore' using errcode = '22023';
  end if;
  perform set_config('growdigital.new_revision', 'on', true);
  execute format(
    'update public.%1$I t set %2$s from jsonb_populate_record(null::public.%1$I, $1) r where t.id = $2',
    revision.table_name, assignments) using revision.snapshot, revision.row_id;
  get diagnostics changed = row_count;
  perform set_config('growdigital.new_revision', 'off', true);
  if changed = 0 then
    raise exception 'The item of this revision no longer exists' using errcode = 'PT404';
  end if;
end
$$;
comment on function public.restore_revision(uuid) is 'Writes a revision back onto its item (staff); the restore becomes the newest revision.';

do $$
declare
  t text;
begin
  foreach t in array private.content_table_names() loop
    execute format('create trigger record_revision after insert or update on public.%I
      for each row execute function private.record_revision()', t);
    execute format('create trigger forget_content_item after delete on public.%I
      for each row execute function private.forget_content_item()', t);
  end loop;
end
$$;

-- Search -----------------------------------------------------------------------------------------

/*
 * Full-text search over one content table's untrashed items: the title (weight A) and body text
 * (B), ranked. headline: the body with matches between ⟦ and ⟧ (plain text, never HTML).
 */
create function public.search_content(p_table text, p_query text, p_limit integer default 100)
returns table (id uuid, rank real, headline text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  config record;
  title_text text;
  body_text text;
begin
  select * into config from private.content_table(p_table);
  perform private.require_role('editor');
  if p_query is null or btrim(p_query) = '' then
    return;
  end if;
  select string_agg(format('coalesce(t.%I, '''')', c), ' || '' '' || ') into title_text from unnest(config.title_columns) c;
  select string_agg(format('coalesce(t.%I, '''')', c), ' || '' '' || ') into body_text from unnest(config.body_columns) c;
  return query execute format(
    $sql$
      with query as (select websearch_to_tsquery('english', $1) as q),
      matches as (
        select t.id, %2$s as body,
               ts_rank(setweight(to_tsvector('english', %1$s), 'A') || setweight(to_tsvector('english', %2$s), 'B'), query.q) as rank
        from public.%3$I t, query
        where t.deleted_at is null
          and (setweight(to_tsvector('english', %1$s), 'A') || setweight(to_tsvector('english', %2$s), 'B')) @@ query.q
        order by rank desc, t.id
        limit $2
      )
      select m.id, m.rank,
             ts_headline('english', m.body, query.q,
               'StartSel=⟦, StopSel=⟧, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "')
      from matches m, query
      order by m.rank desc, m.id
    $sql$, title_text, body_text, p_table)
  using p_query, greatest(1, least(coalesce(p_limit, 100), 500));
end
$$;
comment on function public.search_content(text, text, integer) is 'Ranked full-text search (websearch syntax) over a content table''s titles and bodies, with ⟦highlighted⟧ headlines; staff.';

-- Duplicates -------------------------------------------------------------------------------------

/*
 * A copy of an item as a draft: "<title> (copy)", slug "<slug>-copy" (then -copy-2, …), unpublished,
 * last in its order, with no revisions but its first. A video is listed once per YouTube id, so
 * it has no copy.
 */
create function public.duplicate_content(p_table text, p_id uuid)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  config record;
  item jsonb;
  base text;
  candidate text;
  attempt integer := 1;
  taken boolean;
  next_order integer;
  new_id uuid := gen_random_uuid();
begin
  select * into config from private.content_table(p_table);
  perform private.require_role('editor');
  if p_table = 'videos' then
    raise exception 'A video cannot be duplicated: each YouTube video is listed once' using errcode = '22023';
  end if;
  execute format('select to_jsonb(t) from public.%I t where t.id = $1', p_table) into item using p_id;
  if item is null then
    raise exception 'No item has that id' using errcode = 'PT404';
  end if;

  item := item || jsonb_build_object(
    'id', new_id, 'created_at', now(), 'updated_at', now(), 'deleted_at', null, 'deleted_by', null,
    config.title_column, left(btrim(item ->> config.title_column), config.title_max - 7) || ' (copy)');
  if config.slug_max is not null then
    base := rtrim(left(item ->> 'slug', config.slug_max - 9), '-');
    loop
      candidate := base || '-copy' || case when attempt > 1 then '-' || attempt else '' end;
      execute format('select exists (select 1 from public.%I t where t.slug = $1)', p_table) into taken using candidate;
      exit when not taken;
      attempt := attempt + 1;
    end loop;
    item := item || jsonb_build_object('slug', candidate);
  end if;
  if config.published_flag then
    item := item || jsonb_build_object('is_published', false);
  else
    item := item || jsonb_build_object('status', 'draft', 'published_at', null);
  end if;
  if config.ordered then
    execute format('select coalesce(max(t.sort_order), 0) + 1 from public.%I t', p_table) into next_order;
    item := item || jsonb_build_object('sort_order', next_order);
  end if;
  if p_table = 'resources' then
    item := item || jsonb_build_object('download_count', 0);
  end if;

  execute format('insert into public.%1$I select (jsonb_populate_record(null::public.%1$I, $1)).*', p_table) using item;
  return new_id;
end
$$;
comment on function public.duplicate_content(text, uuid) is 'Copies an item as an unpublished draft with a free "-copy" slug, last in order; returns the copy''s id (staff).';

-- Preview links ----------------------------------------------------------------------------------

create table private.preview_links (
  token_hash bytea primary key,
  table_name text not null check (table_name = any (private.content_table_names())),
  row_id uuid not null,
  expires_at timestamptz not null,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table private.preview_links is 'Signed, expiring links to a content item''s preview: only the SHA-256 of each token is kept.';
create index preview_links_item_idx on private.preview_links (table_name, row_id);
alter table private.preview_links enable row level security;
revoke all on private.preview_links from public, anon, authenticated, service_role;

/* A link to preview an item (staff): a random 256-bit token, valid for p_hours (1 to 720). */
create function public.create_preview_link(p_table text, p_id uuid, p_hours integer default 168)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  token text := private.new_link_token();
  exists_now boolean;
begin
  perform private.content_table(p_table);
  perform private.require_role('editor');
  if p_hours is null or p_hours not between 1 and 720 then
    raise exception 'A preview link lasts 1 to 720 hours' using errcode = '22023';
  end if;
  execute format('select exists (select 1 from public.%I t where t.id = $1 and t.deleted_at is null)', p_table)
    into exists_now using p_id;
  if not exists_now then
    raise exception 'No item has that id' using errcode = 'PT404';
  end if;
  insert into private.preview_links (token_hash, table_name, row_id, expires_at, created_by)
  values (private.token_hash(token), p_table, p_id, now() + make_interval(hours => p_hours), auth.uid());
  return token;
end
$$;
comment on function public.create_preview_link(text, uuid, integer) is 'A signed preview link''s token for an item, valid 1–720 hours (staff).';

/* What a preview link shows: the item as stored (draft or not), or null for anything but a valid link. */
create function public.preview_content(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  link private.preview_links;
  item jsonb;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{20,100}$' then
    return null;
  end if;
  select * into link from private.preview_links l
  where l.token_hash = private.token_hash(p_token) and l.expires_at > now();
  if not found then
    return null;
  end if;
  execute format('select to_jsonb(t) - array[''deleted_at'', ''deleted_by''] from public.%I t where t.id = $1 and t.deleted_at is null',
    link.table_name) into item using link.row_id;
  if item is null then
    return null;
  end if;
  return jsonb_build_object('table', link.table_name, 'row', item, 'expires_at', link.expires_at);
end
$$;
comment on function public.preview_content(text) is 'The item a valid, unexpired preview link shows, or null; anyone may call it.';

/* Withdraws every preview link of an item (staff); returns how many. */
create function public.revoke_preview_links(p_table text, p_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  perform private.content_table(p_table);
  perform private.require_role('editor');
  delete from private.preview_links l where l.table_name = p_table and l.row_id = p_id;
  get diagnostics removed = row_count;
  return removed;
end
$$;
comment on function public.revoke_preview_links(text, uuid) is 'Withdraws every preview link of an item (staff); returns how many.';

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.trash_content(text, uuid[])',
    'public.restore_content(text, uuid[])',
    'public.empty_trash(text, uuid[])',
    'public.restore_revision(uuid)',
    'public.search_content(text, text, integer)',
    'public.duplicate_content(text, uuid)',
    'public.create_preview_link(text, uuid, integer)',
    'public.revoke_preview_links(text, uuid)'
  ] loop
    execute format('revoke all on function %s from public, anon', fn);
    execute format('grant execute on function %s to authenticated', fn);
  end loop;
end
$$;
revoke all on function public.preview_content(text) from public;
grant execute on function public.preview_content(text) to anon, authenticated;

-- Public reads past row-level security leave trashed items out -----------------------------------

create or replace function public.count_download(resource_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  downloads integer;
  counted boolean;
begin
  select r.download_count into downloads
  from public.resources r
  where r.id = resource_id and r.status <> 'draft' and r.published_at <= now() and r.deleted_at is null;
  if downloads is null then
    raise exception 'No published resource has that id' using errcode = 'PT404';
  end if;
  -- The row lock of the upsert makes concurrent calls from one address count once.
  insert into private.counted_downloads as d (resource_id, client_ip)
  values (count_download.resource_id, private.client_ip())
  on conflict on constraint counted_downloads_once do update set counted_at = now()
    where d.counted_at <= now() - interval '1 hour'
  returning true into counted;
  if counted then
    update public.resources r
       set download_count = r.download_count + 1
     where r.id = count_download.resource_id
    returning r.download_count into downloads;
  end if;
  if random() < 0.02 then
    delete from private.counted_downloads where counted_at <= now() - interval '1 hour';
  end if;
  return downloads;
end
$$;

create or replace function private.scheduled_content_due()
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
    select published_at, updated_at from public.blog_posts where status <> 'draft' and deleted_at is null
    union all select published_at, updated_at from public.case_studies where status <> 'draft' and deleted_at is null
    union all select published_at, updated_at from public.portfolio_items where status <> 'draft' and deleted_at is null
    union all select published_at, updated_at from public.videos where status <> 'draft' and deleted_at is null
    union all select published_at, updated_at from public.resources where status <> 'draft' and deleted_at is null
    union all select published_at, updated_at from public.jobs where status = 'open' and deleted_at is null
  )
  select exists (
      select 1 from due, since
      where due.published_at <= now() and due.published_at > due.updated_at and due.published_at > since.at
    )
    or exists (
      select 1 from public.jobs j, since
      where j.status = 'open' and j.deleted_at is null and j.published_at <= now() and j.valid_through is not null
        and (j.valid_through + 1)::timestamptz <= now()
        and (j.valid_through + 1)::timestamptz > since.at
    )
$$;

-- A trashed item is not on the site: it leaves site_contents() (the next build removes it), and
-- the trash columns are not part of what the site shows of an item.
create or replace function private.site_contents()
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
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'status', 'deleted_at', 'deleted_by'])::text), null::integer,
         r.published_at, null::timestamptz
  from public.blog_posts r where r.deleted_at is null
  union all
  select 'case_studies', r.id::text, r.title, r.status <> 'draft' and r.published_at <= now(),
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'status', 'sort_order', 'deleted_at', 'deleted_by'])::text), r.sort_order,
         r.published_at, null
  from public.case_studies r where r.deleted_at is null
  union all
  select 'portfolio_items', r.id::text, r.title, r.status <> 'draft' and r.published_at <= now(),
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'status', 'sort_order', 'deleted_at', 'deleted_by'])::text), r.sort_order,
         r.published_at, null
  from public.portfolio_items r where r.deleted_at is null
  union all
  select 'videos', r.id::text, r.title, r.status <> 'draft' and r.published_at <= now(),
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'status', 'sort_order', 'deleted_at', 'deleted_by'])::text), r.sort_order,
         r.published_at, null
  from public.videos r where r.deleted_at is null
  union all
  select 'resources', r.id::text, r.title, r.status <> 'draft' and r.published_at <= now(),
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'status', 'sort_order', 'download_count', 'deleted_at', 'deleted_by'])::text),
         r.sort_order, r.published_at, null
  from public.resources r where r.deleted_at is null
  union all
  select 'jobs', r.id::text, r.title,
         r.status = 'open' and r.published_at <= now() and (r.valid_through is null or r.valid_through >= current_date),
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'status', 'deleted_at', 'deleted_by'])::text), null,
         r.published_at,
         case when r.status = 'open' and r.valid_through < current_date then (r.valid_through + 1)::timestamptz end
  from public.jobs r where r.deleted_at is null
  union all
  select 'team_members', r.id::text, r.name, r.is_published,
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'is_published', 'sort_order', 'deleted_at', 'deleted_by'])::text), r.sort_order,
         null, null
  from public.team_members r where r.deleted_at is null
  union all
  select 'faqs', r.id::text, r.question, r.is_published,
         md5((to_jsonb(r) - array['created_at', 'updated_at', 'is_published', 'sort_order', 'deleted_at', 'deleted_by'])::text), r.sort_order,
         null, null
  from public.faqs r where r.deleted_at is null
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

-- The dashboard counts what is not in the trash.
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
        'draft', count(*) filter (where status = 'draft')) from public.blog_posts where deleted_at is null),
      'case_studies', (select count(*) from public.case_studies where deleted_at is null),
      'portfolio_items', (select count(*) from public.portfolio_items where deleted_at is null),
      'videos', (select count(*) from public.videos where deleted_at is null),
      'resources', (select count(*) from public.resources where deleted_at is null),
      'faqs', (select count(*) from public.faqs where deleted_at is null),
      'jobs_open', (select count(*) from public.jobs where status = 'open' and deleted_at is null),
      'team_members', (select count(*) from public.team_members where deleted_at is null)
    ),
    'last_build', (
      select to_jsonb(b) - 'log' from public.site_builds b order by b.requested_at desc limit 1
    ),
    'last_successful_build', (
      select to_jsonb(b) - 'log' from public.site_builds b where b.status = 'succeeded' order by b.finished_at desc limit 1
    ),
    'unpublished_changes', private.unpublished_change_count(),
    'failed_deliveries', (select count(*) from public.outbox_messages where status in ('failed', 'dead')),
    'recent_activity', (
      select coalesce(jsonb_agg(to_jsonb(a) order by a.occurred_at desc), '[]')
      from (select * from public.audit_log_entries order by occurred_at desc limit 10) a
    )
  ) into result;
  return result;
end
$$;

-- Backups ----------------------------------------------------------------------------------------

/*
 * A backup made before this migration holds blog_post_revisions (a table then) rather than
 * content_revisions: restore_backup() turns those rows into content_revisions rows (with the ids
 * this migration gave them) before the restore proper, which fills missing columns
 * (deleted_at, deleted_by) with their defaults.
 */
create function private.upgrade_backup_tables(p_tables jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(p_tables) = 'object' and p_tables ? 'blog_post_revisions' and not p_tables ? 'content_revisions'
         and jsonb_typeof(p_tables -> 'blog_post_revisions') = 'array'
    then (p_tables - 'blog_post_revisions') || jsonb_build_object('content_revisions', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'id', md5('blog_post_revisions/' || (r ->> 'id'))::uuid,
          'seq', r -> 'id',
          'table_name', 'blog_posts',
          'row_id', r -> 'post_id',
          'snapshot', r -> 'snapshot',
          'saved_by', r -> 'saved_by',
          'created_at', r -> 'created_at',
          'updated_at', r -> 'updated_at'
        ) order by o), '[]'::jsonb)
      from jsonb_array_elements(p_tables -> 'blog_post_revisions') with ordinality e(r, o)))
    else p_tables
  end
$$;
revoke all on function private.upgrade_backup_tables(jsonb) from public;

alter function public.restore_backup(text, jsonb, boolean) set schema private;
alter function private.restore_backup(text, jsonb, boolean) rename to restore_backup_tables;
revoke all on function private.restore_backup_tables(text, jsonb, boolean) from public, anon, authenticated, service_role;

create function public.restore_backup(p_schema_version text, p_tables jsonb, p_dry_run boolean default true)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.may_back_up() then
    raise exception 'Backups are for admins' using errcode = '42501';
  end if;
  return private.restore_backup_tables(p_schema_version, private.upgrade_backup_tables(p_tables), p_dry_run);
end
$$;
comment on function public.restore_backup(text, jsonb, boolean) is 'Compares a backup with the data and (unless a dry run) replaces every backup table''s rows in one transaction; admins and the service role. Backups from before content_revisions are upgraded first.';
revoke all on function public.restore_backup(text, jsonb, boolean) from public, anon;
grant execute on function public.restore_backup(text, jsonb, boolean) to authenticated, service_role;

-- Production: the daily purge with pg_cron where the extension is enabled (the local stack runs it itself).
do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    execute $cron$select cron.schedule('purge-trash', '23 3 * * *', 'select private.purge_trash()')$cron$;
  end if;
end
$$;
