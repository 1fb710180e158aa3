-- A second sign-up for an address already on the newsletter fails with the unique violation 23505
-- (the seed shows "Already subscribed"). The failed insert rolls its transaction back, and with it
-- the row the rate limit counts, so these answers were never counted: one client address could
-- ask without limit whether any address is subscribed. Such an attempt is now counted where a
-- rollback cannot undo it: in sequences, whose values are not transactional.

-- 64 registers; each holds one key's count of failed attempts (see private.count_failed_attempt).
do $$
begin
  for slot in 0..63 loop
    execute format('create sequence private.failed_attempt_slot_%s minvalue 0 start 0', lpad(slot::text, 2, '0'));
    execute format(
      'comment on sequence private.failed_attempt_slot_%s is %L',
      lpad(slot::text, 2, '0'),
      'A register of private.count_failed_attempt(), not a sequence of ids: survives the rollback of the attempt it counts.'
    );
  end loop;
end
$$;

/*
 * A register's value: when its count started (seconds since 2020-01-01, 31 bits), a fingerprint
 * of its key (24 bits) and the count (8 bits, at most 255). A register is taken while its count
 * is younger than the span the caller gives; 0 (never used) is free.
 */
create function private.failed_attempt_register(p_slot integer)
returns regclass
language sql
stable
set search_path = ''
as $$
  select format('private.failed_attempt_slot_%s', lpad(p_slot::text, 2, '0'))::regclass
$$;

create function private.failed_attempt_clock()
returns bigint
language sql
stable
set search_path = ''
as $$
  select extract(epoch from now())::bigint - 1577836800
$$;

/* Failed attempts counted for `p_key` within `p_span` of the first one; 0 when none. */
create function private.failed_attempts(p_key text, p_span interval)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  fingerprint bigint := hashtext(p_key)::bigint & 16777215;
  since bigint := private.failed_attempt_clock() - extract(epoch from p_span)::bigint;
  held bigint;
begin
  for slot in 0..63 loop
    execute format('select last_value from %s', private.failed_attempt_register(slot)) into held;
    if (held >> 8) & 16777215 = fingerprint and (held >> 32) > since then
      return (held & 255)::integer;
    end if;
  end loop;
  return 0;
end
$$;

/*
 * Counts one failed attempt for `p_key` and returns the count within `p_span` of the first one,
 * or null when all 64 registers hold other keys' live counts (the caller then refuses: more
 * client addresses failing at once than a real site sees means an attack). setval() is never
 * rolled back, so the count stays when the attempt's transaction fails.
 */
create function private.count_failed_attempt(p_key text, p_span interval)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  fingerprint bigint := hashtext(p_key)::bigint & 16777215;
  clock bigint := private.failed_attempt_clock();
  since bigint := clock - extract(epoch from p_span)::bigint;
  held bigint;
  free_slot integer;
  attempts bigint;
begin
  perform pg_advisory_xact_lock(hashtext('private.count_failed_attempt'));
  for slot in 0..63 loop
    execute format('select last_value from %s', private.failed_attempt_register(slot)) into held;
    if (held >> 32) <= since then
      free_slot := coalesce(free_slot, slot);
    elsif (held >> 8) & 16777215 = fingerprint then
      attempts := least((held & 255) + 1, 255);
      perform setval(private.failed_attempt_register(slot), (held >> 8 << 8) | attempts);
      return attempts::integer;
    end if;
  end loop;
  if free_slot is null then
    return null;
  end if;
  perform setval(private.failed_attempt_register(free_slot), (clock << 32) | (fingerprint << 8) | 1);
  return 1;
end
$$;

/*
 * Before an insert into an inbox by a caller who is not staff: at most `per_ip` submissions from
 * one client address and `per_email` for one email address within `window`. Over the limit,
 * SQLSTATE PT429, which PostgREST (and Supabase) answer as HTTP 429; the forms show a friendly
 * message for it. Trigger arguments: per_ip, per_email, window, and optionally the inbox's unique
 * column: an insert whose value is already stored will fail with 23505, and counts as a failed
 * attempt of its client address.
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
  unique_column text := tg_argv[3];
  ip inet := private.client_ip();
  attempt_key text := tg_table_name || ' ' || host(ip);
  failed integer := 0;
  taken boolean;
begin
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated')
     or (select private.has_role('editor')) then
    return new;
  end if;
  -- One lock per inbox, held until commit: one lock order for every insert, so no deadlock.
  perform pg_advisory_xact_lock(hashtext('private.limit_inbox_rate'), hashtext(tg_table_name));
  if ip is not null and unique_column is not null then
    failed := private.failed_attempts(attempt_key, span);
  end if;
  if ip is not null and failed + (
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
  if ip is not null and unique_column is not null then
    execute format('select exists (select 1 from %I.%I where %I = $1)', tg_table_schema, tg_table_name, unique_column)
      into taken using to_jsonb(new) ->> unique_column;
    if taken then
      if private.count_failed_attempt(attempt_key, span) is null then
        raise exception 'Too many submissions from this network. Please wait a few minutes and try again.'
          using errcode = 'PT429', hint = 'rate_limited';
      end if;
      -- The unique constraint refuses the row (23505) as it always did.
      return new;
    end if;
  end if;
  insert into private.inbox_submissions (inbox, client_ip, email) values (tg_table_name, ip, new.email);
  if random() < 0.02 then
    delete from private.inbox_submissions where submitted_at < now() - interval '1 day';
  end if;
  return new;
end
$$;
comment on function private.limit_inbox_rate() is 'Inbox rate limits (trigger arguments: per_ip, per_email, window, optional unique column) for every API caller who is not staff; an insert the unique column will refuse counts as a failed attempt of its client address.';

drop trigger rate_limit_anonymous on public.newsletter_signups;
-- BEFORE triggers fire in name order: normalize_email runs first, so the email is compared lowercased.
create trigger rate_limit_anonymous before insert on public.newsletter_signups
  for each row execute function private.limit_inbox_rate('5', '3', '10 minutes', 'email');
