-- The inbox rate limits count earlier submissions, then add one: two concurrent anonymous inserts
-- (separate connections on PostgreSQL) could both count below the limit and both pass. Each
-- anonymous insert now first takes a transaction-scoped lock on its inbox, so the counts of
-- concurrent submissions are taken one after another and the limits hold exactly.

/*
 * Before an anonymous insert into an inbox: at most `per_ip` submissions from one client address
 * and `per_email` for one email address within `window`. Over the limit, SQLSTATE PT429, which
 * PostgREST (and Supabase) answer as HTTP 429; the forms show a friendly message for it.
 * Trigger arguments: per_ip, per_email, window.
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
  if (select auth.role()) is distinct from 'anon' then
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
