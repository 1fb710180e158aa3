-- Staff roles. A signed-in user without a row here has no access to the back office.
create type public.app_role as enum ('admin', 'editor');
comment on type public.app_role is 'editor: manages content, SEO and inboxes, and may publish; admin: everything, including users, settings and backups.';

create table public.user_roles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.user_roles is 'The staff role of each back-office user (one role per user).';

alter table public.user_roles enable row level security;
revoke all on public.user_roles from anon, authenticated;
grant select, insert, update, delete on public.user_roles to authenticated;

/*
 * Whether the caller holds `required` (an admin holds every role). A token whose session has
 * ended — signed out, or its user deleted — no longer counts, even before it expires.
 * Security definer so it can read user_roles and auth.sessions without the caller's rights;
 * policies call it as (select private.has_role(...)) so it runs once per query.
 */
create function private.has_role(required public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1 from public.user_roles r
      where r.user_id = (select auth.uid()) and (r.role = 'admin' or r.role = required)
    )
    and (
      (select auth.jwt() ->> 'session_id') is null
      or exists (select 1 from auth.sessions s where s.id = ((select auth.jwt() ->> 'session_id'))::uuid)
    )
$$;
comment on function private.has_role(public.app_role) is 'True when the caller has the role (admins have every role) in a live session.';
revoke all on function private.has_role(public.app_role) from public;
grant execute on function private.has_role(public.app_role) to anon, authenticated, service_role;

create policy "users read their own role, admins every role" on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.has_role('admin')));
create policy "admins grant roles" on public.user_roles
  for insert to authenticated with check ((select private.has_role('admin')));
create policy "admins change roles" on public.user_roles
  for update to authenticated using ((select private.has_role('admin'))) with check ((select private.has_role('admin')));
create policy "admins revoke roles" on public.user_roles
  for delete to authenticated using ((select private.has_role('admin')));

-- There is always an admin: the last one can be neither demoted nor removed (nor deleted as a user).
create function private.keep_an_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'admin' and (tg_op = 'DELETE' or new.role <> 'admin') then
    if not exists (select 1 from public.user_roles r where r.role = 'admin' and r.user_id <> old.user_id) then
      raise exception 'The last admin cannot be removed or demoted'
        using errcode = 'P0001', hint = 'Make another user an admin first.';
    end if;
  end if;
  return coalesce(new, old);
end
$$;
create trigger keep_an_admin before update or delete on public.user_roles
  for each row execute function private.keep_an_admin();
