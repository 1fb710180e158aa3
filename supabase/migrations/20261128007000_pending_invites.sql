-- An invite counted as accepted as soon as its link was opened (GoTrue confirms the email then), so
-- user management showed "Active" for someone who never chose a password. GoTrue cannot tell: on
-- opening an invite it gives an account without a password a random one nobody knows
-- (signupVerify), so auth.users holds a password either way. An invite is pending from the moment
-- GoTrue sends it until the person sets a password of their own, as a trigger on auth.users
-- records in the same transactions as GoTrue's own writes.

create table private.pending_invites (
  user_id uuid primary key references auth.users (id) on delete cascade
);
comment on table private.pending_invites is
  'Invited users who have not chosen a password yet. Kept by a trigger on auth.users; read by the admin-users function through pending_invites().';

/*
 * Keeps private.pending_invites: an invite sent (invited_at set while the email is unconfirmed)
 * makes the user pending; a password set once the email is confirmed (PUT /user after the link, or
 * a recovery) ends it. GoTrue writes the temporary password of signupVerify before it confirms the
 * email, so that one does not count.
 */
create function private.track_pending_invite()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.invited_at is not null and new.email_confirmed_at is null
     and (tg_op = 'INSERT' or new.invited_at is distinct from old.invited_at) then
    insert into private.pending_invites (user_id) values (new.id) on conflict (user_id) do nothing;
  elsif tg_op = 'UPDATE' and old.email_confirmed_at is not null
     and coalesce(new.encrypted_password, '') <> ''
     and new.encrypted_password is distinct from old.encrypted_password then
    delete from private.pending_invites where user_id = new.id;
  end if;
  return null;
end
$$;
comment on function private.track_pending_invite() is
  'Trigger on auth.users: an invite sent to an unconfirmed address is pending until the person sets a password after confirming it.';

create trigger track_pending_invite
after insert or update of invited_at, encrypted_password on auth.users
for each row execute function private.track_pending_invite();

-- Invites sent before this migration: pending when never opened, or opened on a stack that left the
-- account without a password. One opened on hosted GoTrue cannot be told from an accepted one.
insert into private.pending_invites (user_id)
select u.id
from auth.users u
where u.invited_at is not null
  and (u.email_confirmed_at is null or coalesce(u.encrypted_password, '') = '');

/* The ids of the users whose invite is pending. */
create function public.pending_invites()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.user_id from private.pending_invites p
$$;
comment on function public.pending_invites() is
  'Ids of users invited by email who have not chosen a password yet: what user management shows as "Invite pending". Service role only.';
revoke all on function public.pending_invites() from public, anon, authenticated;
grant execute on function public.pending_invites() to service_role;
