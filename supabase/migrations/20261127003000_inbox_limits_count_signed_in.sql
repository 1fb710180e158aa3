-- The inbox rate limits counted only the anon role, so anyone who signed in (an account without a
-- staff role is enough) could add rows without limit. Every API caller who is not staff is now
-- counted; staff and the service role (imports, edge functions) are not, and neither is a direct
-- database session (seed, migrations), which has no API role at all.

/*
 * Before an insert into an inbox by a caller who is not staff: at most `per_ip` submissions from
 * one client address and `per_email` for one email address within `window`. Over the limit,
 * SQLSTATE PT429, which PostgREST (and Supabase) answer as HTTP 429; the forms show a friendly
 * message for it. Trigger arguments: per_ip, per_email, window.
 */
create or replace function private.limit_inbox_rate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_ip integer := tg_argv[0]::integer;
  per_email integer := tg_argv[1]::integer;
  span interval := tg_argv[2]::interval;
  ip inet := private.client_ip();
begin
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated')
     or (select private.has_role('editor')) then
    return new;
  end if;
  -- One lock per inbox, held until commit: one lock order for every insert, so no deadlock.
  perform pg_advisory_xact_lock(hashtext('private.limit_inbox_rate'), hashtext(tg_table_name));
  if ip is not null and (
    select count(*) from private.inbox_submissions s
    where s.inbox = tg_table_name and s.client_ip = ip and s.submitted_at > now() - span
  ) >= per_ip then
    raise exception 'Too many submissions from this network. Please wait a few minutes and try again.'
      using errcode = 'PT429', hint = 'rate_limited';
  end if;
  if (
    select count(*) from private.inbox_submissions s
    where s.inbox = tg_table_name and s.email = new.email and s.submitted_at > now() - span
  ) >= per_email then
    raise exception 'Too many submissions for this email address. Please wait a while and try again.'
      using errcode = 'PT429', hint = 'rate_limited';
  end if;
  insert into private.inbox_submissions (inbox, client_ip, email) values (tg_table_name, ip, new.email);
  if random() < 0.02 then
    delete from private.inbox_submissions where submitted_at < now() - interval '1 day';
  end if;
  return new;
end
$$;
comment on function private.limit_inbox_rate() is 'Inbox rate limits (trigger arguments: per_ip, per_email, window) for every API caller who is not staff: visitors and signed-in users without a staff role.';
comment on table private.inbox_submissions is 'Recent submissions by callers who are not staff, per inbox, client address and email: the rate limits count these (kept one day).';
