-- updated_at kept by the database, and the audit log of who changed what.
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger set_updated_at before update on public.user_roles
  for each row execute function private.set_updated_at();

create table public.audit_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  action text not null check (action in ('insert', 'update', 'delete')),
  table_name text not null,
  row_id text,
  changed_fields text[] not null default '{}'
);
comment on table public.audit_log is 'Who changed which row of content, settings, roles and inbox status, and when. Written only by triggers; staff read it; nobody edits it.';
comment on column public.audit_log.actor_id is 'auth.users id of the actor (no foreign key: the history outlives deleted users); null for the service role.';
comment on column public.audit_log.changed_fields is 'Columns whose value changed (updates), or every column (inserts and deletes).';
create index audit_log_occurred_at_idx on public.audit_log (occurred_at desc);
create index audit_log_row_idx on public.audit_log (table_name, row_id);

alter table public.audit_log enable row level security;
revoke all on public.audit_log from anon, authenticated;
grant select on public.audit_log to authenticated;
create policy "staff read the audit log" on public.audit_log
  for select to authenticated using ((select private.has_role('editor')));

/*
 * Records a change. The trigger's first argument names the key column (default `id`). Updates
 * that change nothing but updated_at are not recorded.
 */
create function private.record_change()
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

create trigger record_change after insert or update or delete on public.user_roles
  for each row execute function private.record_change('user_id');

-- Emails are stored trimmed and lowercased, whatever the client sent.
create function private.normalize_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end
$$;
