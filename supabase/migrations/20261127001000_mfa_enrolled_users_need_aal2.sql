-- Whoever has a verified two-factor factor must use it: once a user has one, every staff right
-- needs a session that passed it (aal2), for editors and admins alike, as in Supabase's "enforce
-- MFA for users who have enrolled" policy pattern. Before, only admin rights needed aal2, and only
-- while site_settings.require_admin_mfa was on, so the password alone kept an enrolled user's rights.
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
      (select auth.jwt() ->> 'aal') = 'aal2'
      or (
        not exists (
          select 1 from auth.mfa_factors f
          where f.user_id = (select auth.uid()) and f.status = 'verified'
        )
        and (
          required <> 'admin'
          or not coalesce((select s.require_admin_mfa from public.site_settings s), false)
        )
      )
    )
$$;
comment on function private.has_role(public.app_role) is
  'True when the caller has the role (admins have every role) in a live session, is not disabled, and the session is aal2 if the user has a verified two-factor factor (or, for admin rights, if site_settings.require_admin_mfa is on).';
