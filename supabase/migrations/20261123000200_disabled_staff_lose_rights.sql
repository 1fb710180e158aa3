-- A disabled (banned) staff member loses staff rights at once. Hosted GoTrue keeps a banned user's
-- sessions, so their access token would otherwise keep its rights until it expires.
create or replace function private.has_role(required public.app_role)
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
    and not exists (
      select 1 from auth.users u
      where u.id = (select auth.uid()) and u.banned_until is not null and u.banned_until > now()
    )
    and (
      (select auth.jwt() ->> 'session_id') is null
      or exists (select 1 from auth.sessions s where s.id = ((select auth.jwt() ->> 'session_id'))::uuid)
    )
    and (
      required <> 'admin'
      or not coalesce((select s.require_admin_mfa from public.site_settings s), false)
      or (select auth.jwt() ->> 'aal') = 'aal2'
    )
$$;
