-- Staff see each other's names (who requested a build, who made a change), never each other's
-- email addresses (20261127003400): a display name is the name in the user's profile, else the
-- part of the address before the @.

/* Everyone who is or was staff (a role now, or one in the audit log) with their display name; staff only. */
create function public.staff_directory()
returns table (user_id uuid, display_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.has_role('editor')) then
    raise exception 'The staff directory is for staff' using errcode = '42501';
  end if;
  return query
    select u.id, private.staff_display_name(u.id)
    from auth.users u
    where exists (select 1 from public.user_roles r where r.user_id = u.id)
       or exists (select 1 from public.audit_log a where a.table_name = 'user_roles' and a.row_id = u.id::text)
    order by 2;
end
$$;
comment on function public.staff_directory() is 'Present and former staff with their display names (never emails); staff only.';
revoke all on function public.staff_directory() from public, anon;
grant execute on function public.staff_directory() to authenticated;
