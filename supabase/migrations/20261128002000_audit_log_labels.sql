-- The dashboard's recent activity named rows by their ids ("changed portfolio items d6f9ac9f").
-- Each audit entry now keeps the row's title (or name, question, file name, path) as it was at
-- the change, so a deleted item keeps a readable label. Inbox rows and staff roles keep none: a
-- visitor's name must leave with their message, and staff may not read each other's addresses.
-- recent_activity() gives the entries as the dashboard shows them, one reorder as one entry.

alter table public.audit_log add column row_label text;
comment on column public.audit_log.row_label is 'The row''s title, name or path at the change (null for inbox rows, staff roles and single-row settings).';
grant select (row_label) on public.audit_log to authenticated;

/* The label an audit entry keeps for a row of `table_name`. */
create function private.audit_row_label(table_name text, item jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(case table_name
    when 'faqs' then item ->> 'question'
    when 'team_members' then item ->> 'name'
    when 'media_assets' then item ->> 'file_name'
    when 'redirects' then item ->> 'from_path'
    when 'backlinks' then item ->> 'source_url'
    when 'page_seo' then item ->> 'route'
    when 'page_visibility' then item ->> 'page_name'
    when 'contact_submissions' then null
    when 'job_applications' then null
    when 'newsletter_signups' then null
    when 'user_roles' then null
    else item ->> 'title'
  end, 200)
$$;
comment on function private.audit_row_label(text, jsonb) is 'The readable label an audit entry keeps for a row; null where the row holds personal data.';
revoke all on function private.audit_row_label(text, jsonb) from public;

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
  insert into public.audit_log (actor_id, actor_email, action, table_name, row_id, changed_fields, row_label)
  values (
    (select auth.uid()),
    (select auth.jwt() ->> 'email'),
    lower(tg_op),
    tg_table_name,
    coalesce(after_row, before_row) ->> key_column,
    changed,
    private.audit_row_label(tg_table_name, coalesce(after_row, before_row))
  );
  return coalesce(new, old);
end
$$;

-- Entries written before this migration get the label of the row as it is now, where it still exists.
do $$
declare
  audited record;
begin
  for audited in
    select c.relname::text as table_name, (private.primary_key_columns(c.relname))[1] as key_column
    from pg_catalog.pg_trigger t
    join pg_catalog.pg_class c on c.oid = t.tgrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where t.tgname = 'record_change' and n.nspname = 'public'
  loop
    execute format(
      'update public.audit_log a set row_label = private.audit_row_label(%1$L, to_jsonb(t))
       from public.%1$I t where a.table_name = %1$L and a.row_id = t.%2$I::text and a.row_label is null
         and private.audit_row_label(%1$L, to_jsonb(t)) is not null',
      audited.table_name,
      audited.key_column
    );
  end loop;
end
$$;

create or replace view public.audit_log_entries with (security_invoker = true) as
  select a.id, a.occurred_at, a.actor_id, private.visible_actor_email(a.id) as actor_email,
         a.action, a.table_name, a.row_id, a.changed_fields, a.row_label
  from public.audit_log a;

/*
 * The latest changes as the dashboard lists them: a reorder (one transaction setting sort_order
 * on many rows of a table) is one entry with action 'reorder' and the number of rows; an inbox
 * row is named by its sender while it exists. Staff only.
 */
create function public.recent_activity(max_entries integer default 10)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select private.has_role('editor')) then
    raise exception 'The activity log is for staff' using errcode = '42501';
  end if;
  return (
    with latest as (
      select a.id, a.occurred_at, a.actor_id, a.action, a.table_name, a.row_id, a.row_label, a.changed_fields,
             a.action = 'update' and a.changed_fields = array['sort_order'] as reordered
      from public.audit_log a
      order by a.occurred_at desc, a.id desc
      limit 1000
    ),
    grouped as (
      select max(l.id) as id, count(*)::integer as row_count, bool_and(l.reordered) as reordered
      from latest l
      group by l.occurred_at, l.actor_id, l.table_name, l.reordered, case when not l.reordered then l.id end
      order by l.occurred_at desc, max(l.id) desc
      limit greatest(1, least(max_entries, 50))
    ),
    entries as (
      select l.id, l.occurred_at, l.actor_id, private.visible_actor_email(l.id) as actor_email,
             case when g.reordered then 'reorder' else l.action end as action,
             l.table_name,
             case when g.reordered then null else coalesce(l.row_label, case l.table_name
               when 'contact_submissions' then (select s.name from public.contact_submissions s where s.id = l.row_id::uuid)
               when 'job_applications' then (select j.full_name from public.job_applications j where j.id = l.row_id::uuid)
               when 'newsletter_signups' then (select n.email from public.newsletter_signups n where n.id = l.row_id::uuid)
             end) end as row_label,
             case when g.reordered then '{}'::text[] else l.changed_fields end as changed_fields,
             g.row_count
      from grouped g
      join latest l on l.id = g.id
    )
    select coalesce(jsonb_agg(to_jsonb(e) order by e.occurred_at desc, e.id desc), '[]')
    from entries e
  );
end
$$;
comment on function public.recent_activity(integer) is 'The latest audited changes with readable labels, a reorder counted once; staff only.';
revoke all on function public.recent_activity(integer) from public, anon;
grant execute on function public.recent_activity(integer) to authenticated;
