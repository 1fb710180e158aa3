-- "Not live yet" is what the next build changes on the site: the items whose place or content
-- differs between the last successful build and now, each once, with who changed it and when.
-- Media uploads, drafts that never were public, and items created and deleted in between change
-- nothing and are not listed; a reorder is one change per list.

/* A staff member as colleagues see them: the name in their profile, else their address before the @. */
create function private.staff_display_name(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select left(coalesce(
      nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''),
      nullif(btrim(u.raw_user_meta_data ->> 'name'), ''),
      split_part(u.email, '@', 1)
    ), 120)
  from auth.users u
  where u.id = p_user_id
$$;
comment on function private.staff_display_name(uuid) is 'A user''s display name: user metadata full_name or name, else the part of the email before the @ (never the whole address).';
revoke all on function private.staff_display_name(uuid) from public;

/*
 * One row per item the next build changes (a reorder: one row per list, row_id null). kind:
 * added, published, changed, reordered, unpublished, expired (an open job's closing date passed),
 * removed, hidden / shown (a page), maintenance_on / maintenance_off. live_already: visitors have
 * it already through the site's run-time check; the next build completes it. Who and when: the
 * latest change to the item since the build started; for an item nobody touched since (a
 * scheduled item that came due, a job that closed) the last person who changed it, and the time
 * it came due; after a backup restore, the restore.
 */
create function private.changes_since_last_build()
returns table (
  table_name text,
  row_id text,
  title text,
  kind text,
  live_already boolean,
  actor_id uuid,
  changed_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  with last_build as (
    select b.id, coalesce(b.started_at, b.requested_at) as started
    from public.site_builds b
    where b.status = 'succeeded'
    order by b.finished_at desc nulls last
    limit 1
  ),
  since as (
    select coalesce((select l.started from last_build l), '-infinity'::timestamptz) as at
  ),
  built as (
    select c.* from private.site_build_contents c where c.build_id = (select l.id from last_build l)
  ),
  compared as (
    select coalesce(n.table_name, b.table_name) as table_name,
           coalesce(n.row_id, b.row_id) as row_id,
           coalesce(n.title, b.title) as title,
           n.row_id is not null as exists_now,
           coalesce(n.shown, false) as shown_now,
           b.row_id is not null as was_shown,
           n.fingerprint is distinct from b.fingerprint as content_differs,
           n.sort_order is distinct from b.sort_order as order_differs,
           n.live_from,
           n.live_until
    from private.site_contents() n
    full join built b on b.table_name = n.table_name and b.row_id = n.row_id
  ),
  -- Audit entries since the build, keyed as site_contents() keys items (maintenance mode is part of site_settings).
  entries as (
    select a.id, a.table_name, a.row_id, a.action, a.actor_id, a.occurred_at
    from public.audit_log a, since
    where a.occurred_at > since.at
    union all
    select a.id, a.table_name, 'maintenance', a.action, a.actor_id, a.occurred_at
    from public.audit_log a, since
    where a.occurred_at > since.at and a.table_name = 'site_settings'
      and a.changed_fields && array['maintenance_enabled', 'maintenance_message', 'maintenance_ends_at']
  ),
  restore as (
    select e.actor_id, e.occurred_at from entries e
    where e.table_name = 'backup_restore' order by e.occurred_at desc, e.id desc limit 1
  ),
  changed as (
    select c.*,
           case
             when c.shown_now and not c.was_shown then
               case
                 when c.table_name = 'page_visibility' then 'hidden'
                 when c.row_id = 'maintenance' then 'maintenance_on'
                 when exists (
                   select 1 from entries e
                   where e.table_name = c.table_name and e.row_id = c.row_id and e.action = 'insert'
                 ) then 'added'
                 else 'published'
               end
             when c.was_shown and not c.shown_now then
               case
                 when c.table_name = 'page_visibility' then 'shown'
                 when c.row_id = 'maintenance' then 'maintenance_off'
                 when not c.exists_now then 'removed'
                 when c.live_until is not null then 'expired'
                 else 'unpublished'
               end
             when c.shown_now and c.content_differs then 'changed'
             when c.shown_now and c.order_differs then 'reordered'
           end as kind
    from compared c
    where c.shown_now or c.was_shown
  ),
  items as (
    select c.table_name, c.row_id, c.title, c.kind,
           c.table_name = 'page_visibility' or c.row_id = 'maintenance' as live_already,
           coalesce(latest.actor_id, (select r.actor_id from restore r), earlier.actor_id) as actor_id,
           coalesce(
             latest.occurred_at,
             (select r.occurred_at from restore r),
             case c.kind when 'published' then c.live_from when 'expired' then c.live_until end
           ) as changed_at
    from changed c
    left join lateral (
      select e.actor_id, e.occurred_at from entries e
      where e.table_name = c.table_name and e.row_id = c.row_id
      order by e.occurred_at desc, e.id desc limit 1
    ) latest on true
    left join lateral (
      select a.actor_id from public.audit_log a
      where latest.occurred_at is null and a.table_name = c.table_name and a.row_id = c.row_id
      order by a.occurred_at desc, a.id desc limit 1
    ) earlier on true
    where c.kind is not null
  )
  select i.table_name, i.row_id, i.title, i.kind, i.live_already, i.actor_id, i.changed_at
  from items i
  where i.kind <> 'reordered'
  union all
  select * from (
    select distinct on (i.table_name) i.table_name, null::text, null::text, 'reordered', false, i.actor_id, i.changed_at
    from items i
    where i.kind = 'reordered'
    order by i.table_name, i.changed_at desc nulls last
  ) reorders
$$;
comment on function private.changes_since_last_build() is 'What the next build changes on the site, one row per item (one per reordered list), with who and when.';
revoke all on function private.changes_since_last_build() from public;

/* The pending changes for the admin's Publish panel and dashboard, newest first; staff only. */
create function public.pending_changes()
returns table (
  table_name text,
  row_id text,
  title text,
  kind text,
  live_already boolean,
  actor_id uuid,
  actor_name text,
  changed_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.has_role('editor')) then
    raise exception 'The pending changes are for staff' using errcode = '42501';
  end if;
  return query
    select c.table_name, c.row_id, c.title, c.kind, c.live_already, c.actor_id,
           private.staff_display_name(c.actor_id), c.changed_at
    from private.changes_since_last_build() c
    order by c.changed_at desc nulls last, c.table_name, c.row_id;
end
$$;
comment on function public.pending_changes() is 'What the next build changes on the site: item, kind, who (display name) and when; staff only.';
revoke all on function public.pending_changes() from public, anon;
grant execute on function public.pending_changes() to authenticated;

-- The count publish_status() and dashboard_stats() show is the number of those rows.
create or replace function private.unpublished_change_count()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from private.changes_since_last_build()
$$;
