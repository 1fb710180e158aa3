-- "Book Discovery Call" books a real call. Admins describe when calls can happen (the agency's
-- time zone, meeting length, buffer, notice, horizon, a daily maximum, hosts with weekly hours and
-- days off, blackout dates for everyone); the database computes the free start times from that and
-- the calls already booked; a visitor books one in one transaction that also stores the lead.
-- An exclusion constraint on each host's blocked time range makes a double booking impossible
-- whatever the callers race. Booking, rescheduling and cancelling queue the emails (with the
-- visitor's private manage link) and webhooks on the outbox in the same transaction.

create extension if not exists btree_gist with schema extensions;

create type public.call_status as enum ('booked', 'completed', 'no_show', 'cancelled');

-- Settings: one row.
create table public.call_settings (
  id boolean primary key default true check (id),
  time_zone text not null default 'America/Chicago' check (private.is_time_zone(time_zone)),
  meeting_minutes integer not null default 30 check (meeting_minutes between 10 and 240),
  buffer_minutes integer not null default 15 check (buffer_minutes between 0 and 240),
  slot_interval_minutes integer not null default 30 check (slot_interval_minutes in (10, 15, 20, 30, 45, 60)),
  notice_hours integer not null default 12 check (notice_hours between 0 and 720),
  horizon_days integer not null default 30 check (horizon_days between 1 and 365),
  max_calls_per_host_per_day integer default 6 check (max_calls_per_host_per_day is null or max_calls_per_host_per_day between 1 and 48),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.call_settings is 'How discovery calls are booked: the agency''s time zone (hours, days off and blackouts are in it), meeting length, buffer after each call, minimum notice, booking horizon and each host''s daily maximum (null: no limit). One row; editors read, admins change.';

create table public.call_hosts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid unique references auth.users (id) on delete set null,
  display_name text not null check (char_length(btrim(display_name)) between 2 and 120),
  email text not null check (email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  meeting_url text check (meeting_url is null or (meeting_url ~* '^https://[^\s/?#]+[^\s]*$' and char_length(meeting_url) <= 500)),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.call_hosts is 'Staff who take discovery calls: the name visitors see, the email their bookings go to and their video-call room (put in the invites). Inactive hosts are offered no calls.';

create table public.call_host_hours (
  id uuid primary key default gen_random_uuid(),
  host_id uuid not null references public.call_hosts (id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 7),
  start_time time not null,
  end_time time not null,
  check (end_time > start_time)
);
comment on table public.call_host_hours is 'A host''s weekly hours: ranges of wall-clock time in the agency''s time zone on an ISO weekday (1 = Monday, 7 = Sunday); several ranges a day allowed.';
create index call_host_hours_host_idx on public.call_host_hours (host_id, weekday);

create table public.call_host_time_off (
  id uuid primary key default gen_random_uuid(),
  host_id uuid not null references public.call_hosts (id) on delete cascade,
  starts_on date not null,
  ends_on date not null,
  note text check (char_length(note) <= 200),
  check (ends_on >= starts_on)
);
comment on table public.call_host_time_off is 'Days a host takes no calls (inclusive, dates in the agency''s time zone).';
create index call_host_time_off_host_idx on public.call_host_time_off (host_id, starts_on);

create table public.call_blackouts (
  id uuid primary key default gen_random_uuid(),
  starts_on date not null,
  ends_on date not null,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  check (ends_on >= starts_on)
);
comment on table public.call_blackouts is 'Holidays and other days nobody takes calls (inclusive, dates in the agency''s time zone).';

create table public.discovery_calls (
  id uuid primary key default gen_random_uuid(),
  submission_id uuid not null unique references public.contact_submissions (id) on delete cascade,
  host_id uuid not null references public.call_hosts (id) on delete restrict,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  buffer_minutes integer not null check (buffer_minutes between 0 and 240),
  blocked_until timestamptz not null,
  blocked tstzrange generated always as (tstzrange(starts_at, blocked_until, '[)')) stored,
  status public.call_status not null default 'booked',
  visitor_time_zone text not null check (private.is_time_zone(visitor_time_zone)),
  sequence integer not null default 0 check (sequence >= 0),
  notes text check (char_length(notes) <= 5000),
  cancelled_at timestamptz,
  cancelled_by text check (cancelled_by in ('visitor', 'staff')),
  cancel_reason text check (char_length(cancel_reason) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at > starts_at),
  constraint discovery_calls_no_overlap exclude using gist (host_id with =, blocked with &&) where (status <> 'cancelled')
);
comment on table public.discovery_calls is 'Booked discovery calls: the lead (contact_submissions), the host and the time. A host''s calls that are not cancelled never overlap, each with its buffer (blocked = [starts_at, ends_at + buffer)). sequence is the invite''s iCalendar SEQUENCE.';
comment on column public.discovery_calls.blocked_until is 'ends_at plus the buffer the call was booked with; set by a trigger.';
create index discovery_calls_starts_idx on public.discovery_calls (starts_at);
create index discovery_calls_host_idx on public.discovery_calls (host_id, starts_at);

-- SHA-256 of the visitors' manage-link tokens.
create table private.discovery_call_tokens (
  token_hash bytea primary key,
  call_id uuid not null references public.discovery_calls (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table private.discovery_call_tokens is 'SHA-256 of each manage link a visitor was sent: it shows the call until 7 days after it starts and changes it until it starts (not once cancelled).';
create index discovery_call_tokens_call_idx on private.discovery_call_tokens (call_id);

insert into public.call_settings default values;

-- Row-level security and grants: staff read everything, admins configure; visitors get nothing.
do $$
declare
  t text;
begin
  foreach t in array array['call_settings', 'call_hosts', 'call_host_hours', 'call_host_time_off', 'call_blackouts', 'discovery_calls'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant all on public.%I to service_role', t);
    execute format('grant select on public.%I to authenticated', t);
    execute format('create policy "staff read %s" on public.%I for select to authenticated using ((select private.has_role(''editor'')))', t, t);
  end loop;
  foreach t in array array['call_settings', 'call_hosts', 'discovery_calls'] loop
    execute format('create trigger set_updated_at before update on public.%I for each row execute function private.set_updated_at()', t);
  end loop;
  foreach t in array array['call_hosts', 'call_host_hours', 'call_host_time_off', 'call_blackouts'] loop
    execute format('grant insert, update, delete on public.%I to authenticated', t);
    execute format('create policy "admins add %s" on public.%I for insert to authenticated with check ((select private.has_role(''admin'')))', t, t);
    execute format('create policy "admins change %s" on public.%I for update to authenticated using ((select private.has_role(''admin''))) with check ((select private.has_role(''admin'')))', t, t);
    execute format('create policy "admins delete %s" on public.%I for delete to authenticated using ((select private.has_role(''admin'')))', t, t);
    execute format('create trigger record_change after insert or update or delete on public.%I for each row execute function private.record_change(''id'')', t);
  end loop;
end
$$;
grant update on public.call_settings to authenticated;
create policy "admins change call settings" on public.call_settings for update to authenticated
  using ((select private.has_role('admin'))) with check ((select private.has_role('admin')));
create trigger record_change after insert or update or delete on public.call_settings
  for each row execute function private.record_change('id');

grant update (status, notes, cancel_reason) on public.discovery_calls to authenticated;
grant delete on public.discovery_calls to authenticated;
create policy "staff handle discovery calls" on public.discovery_calls for update to authenticated
  using ((select private.has_role('editor'))) with check ((select private.has_role('editor')));
create policy "admins delete discovery calls" on public.discovery_calls for delete to authenticated
  using ((select private.has_role('admin')));
create trigger record_change after update or delete on public.discovery_calls
  for each row execute function private.record_change('id');

create trigger normalize_email before insert or update of email on public.call_hosts
  for each row execute function private.normalize_email();

/* Who changed the settings last. */
create function private.stamp_call_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_setting('growdigital.restoring', true) = 'on' then
    return new;
  end if;
  new.updated_by := coalesce((select auth.uid()), new.updated_by);
  return new;
end
$$;
create trigger stamp before insert or update on public.call_settings
  for each row execute function private.stamp_call_settings();

/*
 * A call's blocked range ends after its buffer; the status only moves forward: a cancelled call
 * stays cancelled, and completed / no-show only once the call has started. Cancelling records
 * when and by whom; cancelling and moving the call raise the invite's SEQUENCE.
 */
create function private.prepare_discovery_call()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.blocked_until := new.ends_at + make_interval(mins => new.buffer_minutes);
  if current_setting('growdigital.restoring', true) = 'on' or tg_op = 'INSERT' then
    return new;
  end if;
  if old.status = 'cancelled' and new.status <> 'cancelled' then
    raise exception 'A cancelled call stays cancelled.' using errcode = '23514';
  end if;
  if old.status = 'cancelled' and (new.starts_at <> old.starts_at or new.host_id <> old.host_id) then
    raise exception 'A cancelled call cannot be moved.' using errcode = '23514';
  end if;
  if new.status in ('completed', 'no_show') and new.status <> old.status and new.starts_at > now() then
    raise exception 'A call can be marked completed or no-show only once it has started.' using errcode = '23514';
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    new.cancelled_at := coalesce(new.cancelled_at, now());
    new.cancelled_by := coalesce(new.cancelled_by, 'staff');
    new.sequence := old.sequence + 1;
  elsif new.starts_at <> old.starts_at or new.host_id <> old.host_id then
    new.sequence := old.sequence + 1;
  end if;
  return new;
end
$$;
create trigger prepare before insert or update on public.discovery_calls
  for each row execute function private.prepare_discovery_call();

/* An instant as the API writes it: 2026-12-01T15:00:00+00:00. */
create function private.utc_text(instant timestamptz)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(instant at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')
$$;
revoke all on function private.utc_text(timestamptz) from public;

/*
 * The free start instants in [range_start, range_end) as seen at `at_time`, with each host free
 * then. Starts are aligned to `slot_interval_minutes` from the start of each range of a host's
 * weekly hours (wall clock in the agency's zone; wall times a DST change skips are not offered),
 * the meeting ends by the range's end time on the wall clock, and it fits in the range asked for. The slot's agency-zone date must not be
 * the host's time off or a blackout; the slot must be at least `notice_hours` after at_time and
 * less than `horizon_days` after it (without notice: only after at_time — staff moving a call);
 * [start, start + meeting + buffer) must not overlap the host's calls (each blocked with its own
 * buffer), and the host must have fewer than the daily maximum calls that agency-zone day.
 * `ignoring_call` leaves one call out (the call being moved).
 */
create function private.free_call_slots_at(
  range_start timestamptz,
  range_end timestamptz,
  at_time timestamptz,
  ignoring_call uuid default null,
  with_notice boolean default true
)
returns table (starts_at timestamptz, host_id uuid)
language sql
stable
security definer
rows 100
set search_path = ''
-- Its estimates (generate_series: 1000 rows each) would have PostgreSQL compile it with JIT, which
-- costs far more (~0.5 s) than the query (a few ms).
set jit = off
as $$
  with settings as (
    select s.*, make_interval(mins => s.meeting_minutes) as meeting,
      make_interval(mins => s.meeting_minutes + s.buffer_minutes) as meeting_and_buffer
    from public.call_settings s where s.id
  ),
  days as (
    select d::date as day
    from settings s, generate_series(
      ((free_call_slots_at.range_start at time zone s.time_zone)::date - 1)::timestamp,
      ((free_call_slots_at.range_end at time zone s.time_zone)::date)::timestamp,
      interval '1 day') d
  ),
  candidates as (
    select h.id as host_id, days.day, w.wall, w.wall at time zone s.time_zone as starts_at,
      days.day + hh.end_time as hours_end
    from settings s
    cross join days
    join public.call_host_hours hh on hh.weekday = extract(isodow from days.day)
    join public.call_hosts h on h.id = hh.host_id and h.is_active
    cross join lateral generate_series(
      days.day + hh.start_time, days.day + hh.end_time - s.meeting,
      make_interval(mins => s.slot_interval_minutes)) w(wall)
  )
  select distinct c.starts_at, c.host_id
  from candidates c
  cross join settings s
  where c.starts_at at time zone s.time_zone = c.wall
    and (c.starts_at + s.meeting) at time zone s.time_zone <= c.hours_end
    and c.starts_at >= free_call_slots_at.range_start
    and c.starts_at + s.meeting <= free_call_slots_at.range_end
    and case when free_call_slots_at.with_notice
      then c.starts_at >= free_call_slots_at.at_time + make_interval(hours => s.notice_hours)
        and c.starts_at < free_call_slots_at.at_time + make_interval(days => s.horizon_days)
      else c.starts_at > free_call_slots_at.at_time end
    and not exists (
      select 1 from public.call_host_time_off o
      where o.host_id = c.host_id and c.day between o.starts_on and o.ends_on)
    and not exists (
      select 1 from public.call_blackouts b where c.day between b.starts_on and b.ends_on)
    and not exists (
      select 1 from public.discovery_calls d
      where d.host_id = c.host_id and d.status <> 'cancelled'
        and d.id is distinct from free_call_slots_at.ignoring_call
        and d.blocked && tstzrange(c.starts_at, c.starts_at + s.meeting_and_buffer, '[)'))
    and (s.max_calls_per_host_per_day is null or (
      select count(*) from public.discovery_calls d
      where d.host_id = c.host_id and d.status <> 'cancelled'
        and d.id is distinct from free_call_slots_at.ignoring_call
        and (d.starts_at at time zone s.time_zone)::date = c.day) < s.max_calls_per_host_per_day)
  order by 1, 2
$$;
revoke all on function private.free_call_slots_at(timestamptz, timestamptz, timestamptz, uuid, boolean) from public;

/* The free start times visitors may book in [range_start, range_end): instants only. */
create function public.free_call_slots(range_start timestamptz, range_end timestamptz)
returns setof timestamptz
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
begin
  if range_start is null or range_end is null or range_end <= range_start then
    raise exception 'Give a range whose end is after its start.' using errcode = '22023';
  end if;
  if range_end - range_start > interval '45 days' then
    raise exception 'Ask for at most 45 days at a time.' using errcode = '22023';
  end if;
  return query
  select distinct f.starts_at
  from private.free_call_slots_at(range_start, range_end, now()) f
  order by 1;
end
$$;
comment on function public.free_call_slots(timestamptz, timestamptz) is 'Free discovery-call start instants in [range_start, range_end) (at most 45 days), ascending: no hosts, no bookings. Anyone may call it.';

/* What the booking page tells visitors. */
create function public.call_booking_terms()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('time_zone', s.time_zone, 'meeting_minutes', s.meeting_minutes,
    'notice_hours', s.notice_hours, 'horizon_days', s.horizon_days)
  from public.call_settings s where s.id
$$;
comment on function public.call_booking_terms() is 'The agency''s time zone, the meeting length, the minimum notice (hours) and the booking horizon (days). Anyone may call it.';

/* The `call` object of the messages' payloads. */
create function private.discovery_call_json(c public.discovery_calls, previous_starts_at timestamptz default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', c.id, 'sequence', c.sequence, 'status', c.status,
    'starts_at', private.utc_text(c.starts_at), 'ends_at', private.utc_text(c.ends_at),
    'meeting_minutes', (extract(epoch from c.ends_at - c.starts_at) / 60)::integer,
    'agency_time_zone', (select s.time_zone from public.call_settings s where s.id),
    'visitor_time_zone', c.visitor_time_zone,
    'host', (select jsonb_build_object('id', h.id, 'name', h.display_name, 'email', h.email, 'meeting_url', h.meeting_url)
             from public.call_hosts h where h.id = c.host_id),
    'previous_starts_at', private.utc_text(previous_starts_at),
    'cancelled_by', c.cancelled_by, 'cancel_reason', c.cancel_reason)
$$;
revoke all on function private.discovery_call_json(public.discovery_calls, timestamptz) from public;

/* The `lead` object of the messages' payloads. */
create function private.discovery_call_lead_json(submission_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('id', s.id, 'name', s.name, 'email', s.email, 'phone', s.phone,
    'company', s.company, 'website', s.website, 'services', to_jsonb(s.services), 'budget', s.budget,
    'goals', s.goals, 'attribution', s.attribution, 'created_at', s.created_at)
  from public.contact_submissions s where s.id = submission_id
$$;
revoke all on function private.discovery_call_lead_json(uuid) from public;

/*
 * Queues one email about a call. With `with_token`, a fresh manage-link token goes with it (its
 * hash in discovery_call_tokens, the raw token in outbox_secrets for the worker only).
 */
create function private.queue_call_email(
  message_kind text, event_name text, recipient text, call_id uuid, payload jsonb,
  with_token boolean default false, due timestamptz default now()
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text;
  message_id uuid;
begin
  insert into public.outbox_messages (channel, kind, event, recipient, subject_table, subject_id, payload, due_at)
  values ('email', message_kind, event_name, recipient, 'discovery_calls', call_id, payload, due)
  returning id into message_id;
  if with_token then
    token := private.new_link_token();
    insert into private.discovery_call_tokens (token_hash, call_id) values (private.token_hash(token), call_id);
    insert into private.outbox_secrets (message_id, secrets) values (message_id, jsonb_build_object('manage_token', token));
  end if;
end
$$;
revoke all on function private.queue_call_email(text, text, text, uuid, jsonb, boolean, timestamptz) from public;

/* The visitor's reminder, 24 hours before the call (when that is more than an hour away). */
create function private.queue_call_reminder(c public.discovery_calls, payload jsonb, lead_email text, event_name text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if c.starts_at - interval '24 hours' > now() + interval '1 hour' then
    perform private.queue_call_email('visitor.call_reminder', event_name, lead_email, c.id, payload, true,
      c.starts_at - interval '24 hours');
  end if;
end
$$;
revoke all on function private.queue_call_reminder(public.discovery_calls, jsonb, text, text) from public;

/* A booked call: the visitor (with the manage link), the host, staff, webhooks, the reminder. */
create function private.queue_discovery_call_booked()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  call_json jsonb;
  lead_json jsonb;
  payload jsonb;
  snapshot jsonb;
  lead_email text;
  host_email text;
begin
  if not private.queues_messages() then
    return null;
  end if;
  call_json := private.discovery_call_json(new);
  lead_json := private.discovery_call_lead_json(new.submission_id);
  payload := jsonb_build_object('call', call_json, 'lead', lead_json);
  lead_email := lead_json ->> 'email';
  host_email := call_json -> 'host' ->> 'email';
  snapshot := (select to_jsonb(s) - 'status' - 'notes' - 'updated_at' from public.contact_submissions s where s.id = new.submission_id)
    || jsonb_build_object('call', call_json);
  perform private.queue_call_email('visitor.call_booked', 'discovery_call.created', lead_email, new.id, payload, true);
  perform private.queue_call_email('host.call_booked', 'discovery_call.created', host_email, new.id, payload);
  perform private.queue_staff_notifications('discovery_call', 'discovery_call.created', 'contact_submissions', new.submission_id, snapshot);
  perform private.queue_webhooks('discovery_call.created', 'contact_submissions', new.submission_id, snapshot);
  perform private.queue_call_reminder(new, payload, lead_email, 'discovery_call.created');
  return null;
end
$$;
create trigger queue_booked_messages after insert on public.discovery_calls
  for each row execute function private.queue_discovery_call_booked();

/*
 * A call moved or cancelled: unsent reminders are dropped; the visitor and the host get the
 * updated invite (a moved call a new reminder; a host who lost the call its cancellation); webhooks.
 */
create function private.queue_discovery_call_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cancelled boolean := new.status = 'cancelled' and old.status <> 'cancelled';
  moved boolean := new.starts_at <> old.starts_at or new.host_id <> old.host_id;
  call_json jsonb;
  lead_json jsonb;
  payload jsonb;
  snapshot jsonb;
  lead_email text;
  old_call public.discovery_calls;
begin
  if not private.queues_messages() or not (cancelled or moved) then
    return null;
  end if;
  delete from public.outbox_messages m
  where m.kind = 'visitor.call_reminder' and m.subject_table = 'discovery_calls' and m.subject_id = new.id
    and m.status in ('queued', 'failed');
  call_json := private.discovery_call_json(new, case when moved and not cancelled then old.starts_at end);
  lead_json := private.discovery_call_lead_json(new.submission_id);
  payload := jsonb_build_object('call', call_json, 'lead', lead_json);
  lead_email := lead_json ->> 'email';
  snapshot := (select to_jsonb(s) - 'status' - 'notes' - 'updated_at' from public.contact_submissions s where s.id = new.submission_id)
    || jsonb_build_object('call', call_json);
  if cancelled then
    perform private.queue_call_email('visitor.call_cancelled', 'discovery_call.cancelled', lead_email, new.id, payload);
    perform private.queue_call_email('host.call_cancelled', 'discovery_call.cancelled', call_json -> 'host' ->> 'email', new.id, payload);
    perform private.queue_webhooks('discovery_call.cancelled', 'discovery_calls', new.id, snapshot);
    return null;
  end if;
  perform private.queue_call_email('visitor.call_rescheduled', 'discovery_call.rescheduled', lead_email, new.id, payload, true);
  perform private.queue_call_email('host.call_rescheduled', 'discovery_call.rescheduled', call_json -> 'host' ->> 'email', new.id, payload);
  if new.host_id <> old.host_id then
    -- The host who lost the call: the call as it is now, with them as its host and their time as
    -- previous_starts_at (their invite is cancelled, the call moved to a colleague).
    old_call := new;
    old_call.host_id := old.host_id;
    perform private.queue_call_email('host.call_cancelled', 'discovery_call.rescheduled',
      (select h.email from public.call_hosts h where h.id = old.host_id), new.id,
      jsonb_build_object('call', private.discovery_call_json(old_call, old.starts_at), 'lead', lead_json));
  end if;
  perform private.queue_call_reminder(new, payload, lead_email, 'discovery_call.rescheduled');
  perform private.queue_webhooks('discovery_call.rescheduled', 'discovery_calls', new.id, snapshot);
  return null;
end
$$;
create trigger queue_changed_messages after update on public.discovery_calls
  for each row execute function private.queue_discovery_call_changed();

-- The outbox takes the new messages and events.
alter table public.outbox_messages drop constraint outbox_messages_kind_check;
alter table public.outbox_messages add constraint outbox_messages_kind_check check (kind in (
  'staff.contact', 'staff.discovery_call', 'staff.job_application',
  'visitor.contact_ack', 'visitor.job_application_ack', 'newsletter.confirm', 'webhook',
  'visitor.call_booked', 'visitor.call_rescheduled', 'visitor.call_cancelled', 'visitor.call_reminder',
  'host.call_booked', 'host.call_rescheduled', 'host.call_cancelled'
));
alter table public.outbox_messages drop constraint outbox_messages_event_check;
alter table public.outbox_messages add constraint outbox_messages_event_check check (event is null or event in (
  'contact.created', 'discovery_call.created', 'discovery_call.rescheduled', 'discovery_call.cancelled',
  'job_application.created', 'newsletter.subscribed', 'newsletter.confirmed', 'newsletter.unsubscribed', 'webhook.test'
));
alter table public.outbox_messages drop constraint outbox_messages_subject_table_check;
alter table public.outbox_messages add constraint outbox_messages_subject_table_check check (
  subject_table is null or subject_table in ('contact_submissions', 'discovery_calls', 'job_applications', 'newsletter_signups', 'webhooks')
);
alter table public.webhooks drop constraint webhooks_events_check;
alter table public.webhooks add constraint webhooks_events_check check (
  cardinality(events) between 1 and 8
  and events <@ array['contact.created', 'discovery_call.created', 'discovery_call.rescheduled',
    'discovery_call.cancelled', 'job_application.created',
    'newsletter.subscribed', 'newsletter.confirmed', 'newsletter.unsubscribed']::text[]
);

-- Visitors send contact messages directly; every discovery call comes from book_discovery_call().
drop policy "visitors send messages and book calls" on public.contact_submissions;
create policy "visitors send messages" on public.contact_submissions for insert to anon, authenticated
  with check (
    (kind = 'contact' or (select private.has_role('editor')))
    and status = 'new' and notes is null and (preferred_date is null or preferred_date >= current_date)
  );

/* A contact message: staff, the visitor, webhooks. A discovery call's messages come with its booking. */
create or replace function private.queue_contact_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  snapshot jsonb := to_jsonb(new) - 'status' - 'notes' - 'updated_at';
  event_name text := new.kind::text || '.created';
begin
  if not private.queues_messages() or new.kind = 'discovery_call' then
    return null;
  end if;
  perform private.queue_staff_notifications(new.kind::text, event_name, 'contact_submissions', new.id, snapshot);
  insert into public.outbox_messages (channel, kind, event, recipient, subject_table, subject_id, payload)
  values ('email', 'visitor.contact_ack', event_name, new.email, 'contact_submissions', new.id, snapshot);
  perform private.queue_webhooks(event_name, 'contact_submissions', new.id, snapshot);
  return null;
end
$$;

/* Locks the active hosts (one order for everyone), so bookings of the same time take turns. */
create function private.lock_call_hosts()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform 1 from public.call_hosts h where h.is_active order by h.id for update;
end
$$;
revoke all on function private.lock_call_hosts() from public;

/*
 * The hosts free at exactly `slot`, best first: `preferred` (when free), then the fewest calls
 * that agency-zone day, then the fewest upcoming calls, then id.
 */
create function private.free_hosts_at(slot timestamptz, ignoring_call uuid, with_notice boolean, preferred uuid)
returns setof uuid
language sql
stable
security definer
set search_path = ''
set jit = off
as $$
  select f.host_id
  from private.free_call_slots_at(slot,
    slot + make_interval(mins => (select s.meeting_minutes from public.call_settings s where s.id)),
    now(), ignoring_call, with_notice) f
  cross join (select s.time_zone from public.call_settings s where s.id) s
  where f.starts_at = slot
  order by f.host_id is distinct from preferred,
    (select count(*) from public.discovery_calls d
      where d.host_id = f.host_id and d.status <> 'cancelled' and d.id is distinct from ignoring_call
        and (d.starts_at at time zone s.time_zone)::date = (slot at time zone s.time_zone)::date),
    (select count(*) from public.discovery_calls d
      where d.host_id = f.host_id and d.status <> 'cancelled' and d.id is distinct from ignoring_call
        and d.starts_at >= now()),
    f.host_id
$$;
revoke all on function private.free_hosts_at(timestamptz, uuid, boolean, uuid) from public;

/*
 * Moves a call to `slot` with the first free host of `hosts` (the call's current length of the
 * settings' meeting, with today's buffer); none free: 23P01.
 */
create function private.move_discovery_call(call_id uuid, slot timestamptz, hosts uuid[])
returns public.discovery_calls
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings public.call_settings;
  candidate uuid;
  moved public.discovery_calls;
begin
  select * into settings from public.call_settings s where s.id;
  foreach candidate in array coalesce(hosts, '{}') loop
    begin
      update public.discovery_calls c
      set starts_at = slot, ends_at = slot + make_interval(mins => settings.meeting_minutes),
          buffer_minutes = settings.buffer_minutes, host_id = candidate
      where c.id = move_discovery_call.call_id
      returning * into moved;
      return moved;
    exception
      when exclusion_violation then
        null;
    end;
  end loop;
  raise exception 'That time was just taken — please pick another' using errcode = '23P01';
end
$$;
revoke all on function private.move_discovery_call(uuid, timestamptz, uuid[]) from public;

/*
 * A visitor books `slot`: the lead (contact_submissions, with its validation and rate limits) and
 * the call with the least busy free host, in one transaction. Taken: 23P01.
 */
create function public.book_discovery_call(slot timestamptz, lead jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings public.call_settings;
  zone text;
  submission_id uuid;
  candidate uuid;
  booked public.discovery_calls;
  host_name text;
begin
  if slot is null then
    raise exception 'Choose a time for the call.' using errcode = '22023';
  end if;
  if lead is null or jsonb_typeof(lead) <> 'object' then
    raise exception 'Send the lead''s details as an object.' using errcode = '22023';
  end if;
  select * into settings from public.call_settings s where s.id;
  zone := coalesce(nullif(btrim(lead ->> 'time_zone'), ''), settings.time_zone);
  if not private.is_time_zone(zone) then
    raise exception 'Choose a valid time zone.' using errcode = '22023';
  end if;
  insert into public.contact_submissions (kind, name, email, phone, company, website, services, budget, goals,
    preferred_date, preferred_time, time_zone, attribution)
  values ('discovery_call', coalesce(lead ->> 'name', ''), coalesce(lead ->> 'email', ''),
    nullif(btrim(lead ->> 'phone'), ''), nullif(btrim(lead ->> 'company'), ''), nullif(btrim(lead ->> 'website'), ''),
    case when jsonb_typeof(lead -> 'services') = 'array'
      then array(select jsonb_array_elements_text(lead -> 'services')) else '{}' end,
    nullif(btrim(lead ->> 'budget'), ''), nullif(btrim(lead ->> 'goals'), ''),
    (slot at time zone zone)::date, to_char(slot at time zone zone, 'HH24:MI'), zone,
    case when jsonb_typeof(lead -> 'attribution') = 'object' then lead -> 'attribution' else '{}' end)
  returning id into submission_id;

  perform private.lock_call_hosts();
  for candidate in select f from private.free_hosts_at(slot, null, true, null) f loop
    begin
      insert into public.discovery_calls (submission_id, host_id, starts_at, ends_at, buffer_minutes, visitor_time_zone)
      values (submission_id, candidate, slot, slot + make_interval(mins => settings.meeting_minutes),
        settings.buffer_minutes, zone)
      returning * into booked;
      exit;
    exception
      when exclusion_violation then
        null;
    end;
  end loop;
  if booked.id is null then
    raise exception 'That time was just taken — please pick another' using errcode = '23P01';
  end if;
  select h.display_name into host_name from public.call_hosts h where h.id = booked.host_id;
  return jsonb_build_object('id', booked.id, 'starts_at', private.utc_text(booked.starts_at),
    'ends_at', private.utc_text(booked.ends_at), 'meeting_minutes', settings.meeting_minutes,
    'host_name', host_name, 'time_zone', zone);
end
$$;
comment on function public.book_discovery_call(timestamptz, jsonb) is 'Books a free slot for the least busy free host and stores the lead (name, email, phone, company, website, services, budget, goals, time_zone, attribution) in one transaction; the slot taken: 23P01. Rate-limited like the contact form. Anyone may call it.';

/* What a manage link shows. */
create function private.discovery_call_public_json(c public.discovery_calls)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('id', c.id, 'status', c.status,
    'starts_at', private.utc_text(c.starts_at), 'ends_at', private.utc_text(c.ends_at),
    'meeting_minutes', (extract(epoch from c.ends_at - c.starts_at) / 60)::integer,
    'time_zone', c.visitor_time_zone,
    'host_name', (select h.display_name from public.call_hosts h where h.id = c.host_id),
    'name', (select s.name from public.contact_submissions s where s.id = c.submission_id),
    'can_change', c.status = 'booked' and now() < c.starts_at)
$$;
revoke all on function private.discovery_call_public_json(public.discovery_calls) from public;

/* The call a manage link names (locked when `for_change`); not valid or expired: 22023. */
create function private.discovery_call_for_token(token text, for_change boolean)
returns public.discovery_calls
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found public.discovery_calls;
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{43}$' then
    raise exception 'This link is not valid or has expired.' using errcode = '22023';
  end if;
  if for_change then
    select c.* into found from private.discovery_call_tokens t join public.discovery_calls c on c.id = t.call_id
    where t.token_hash = private.token_hash(token)
    for update of c;
  else
    select c.* into found from private.discovery_call_tokens t join public.discovery_calls c on c.id = t.call_id
    where t.token_hash = private.token_hash(token);
  end if;
  if found.id is null or found.starts_at < now() - interval '7 days' then
    raise exception 'This link is not valid or has expired.' using errcode = '22023';
  end if;
  return found;
end
$$;
revoke all on function private.discovery_call_for_token(text, boolean) from public;

create function public.discovery_call_by_token(token text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.discovery_call_public_json(private.discovery_call_for_token(token, false))
$$;
comment on function public.discovery_call_by_token(text) is 'The call a manage link names: its time, host''s name, the visitor''s name and whether it can still be changed; not valid or more than 7 days after the call: 22023. Anyone may call it.';

create function public.cancel_discovery_call(token text, reason text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found public.discovery_calls := private.discovery_call_for_token(token, true);
begin
  if found.status = 'cancelled' then
    return private.discovery_call_public_json(found);
  end if;
  if found.status <> 'booked' or now() >= found.starts_at then
    raise exception 'This call can no longer be changed.' using errcode = '22023';
  end if;
  update public.discovery_calls c
  set status = 'cancelled', cancelled_by = 'visitor', cancel_reason = left(nullif(btrim(reason), ''), 500)
  where c.id = found.id
  returning * into found;
  return private.discovery_call_public_json(found);
end
$$;
comment on function public.cancel_discovery_call(text, text) is 'Cancels the call a manage link names (harmless to repeat); once it has started: 22023. Anyone with the link.';

create function public.reschedule_discovery_call(token text, slot timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found public.discovery_calls := private.discovery_call_for_token(token, true);
begin
  if found.status <> 'booked' or now() >= found.starts_at then
    raise exception 'This call can no longer be changed.' using errcode = '22023';
  end if;
  if slot is null then
    raise exception 'Choose a time for the call.' using errcode = '22023';
  end if;
  perform private.lock_call_hosts();
  found := private.move_discovery_call(found.id, slot,
    array(select h from private.free_hosts_at(slot, found.id, true, found.host_id) h));
  return private.discovery_call_public_json(found);
end
$$;
comment on function public.reschedule_discovery_call(text, timestamptz) is 'Moves the call a manage link names to a free slot (the same host when free there); taken: 23P01; started or cancelled: 22023. Anyone with the link.';

create function public.staff_reschedule_discovery_call(call_id uuid, slot timestamptz, host_id uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found public.discovery_calls;
  hosts uuid[];
begin
  if not (select private.has_role('editor')) then
    raise exception 'Calls are for staff' using errcode = '42501';
  end if;
  select * into found from public.discovery_calls c where c.id = staff_reschedule_discovery_call.call_id for update;
  if found.id is null then
    raise exception 'No such call.' using errcode = 'PT404';
  end if;
  if found.status <> 'booked' then
    raise exception 'Only a booked call can be moved.' using errcode = '22023';
  end if;
  if slot is null or slot <= now() then
    raise exception 'Choose a time in the future.' using errcode = '22023';
  end if;
  perform private.lock_call_hosts();
  hosts := array(select h from private.free_hosts_at(slot, found.id, false,
    coalesce(staff_reschedule_discovery_call.host_id, found.host_id)) h);
  if staff_reschedule_discovery_call.host_id is not null then
    hosts := case when staff_reschedule_discovery_call.host_id = any (hosts)
      then array[staff_reschedule_discovery_call.host_id] else '{}' end;
  end if;
  found := private.move_discovery_call(found.id, slot, hosts);
  return to_jsonb(found);
end
$$;
comment on function public.staff_reschedule_discovery_call(uuid, timestamptz, uuid) is 'Moves a booked call to a free slot (with host_id: that host, who must be free; else the same host when free, else the least busy). Minimum notice and horizon do not apply. Editors and admins.';

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.free_call_slots(timestamptz, timestamptz)',
    'public.call_booking_terms()',
    'public.book_discovery_call(timestamptz, jsonb)',
    'public.discovery_call_by_token(text)',
    'public.cancel_discovery_call(text, text)',
    'public.reschedule_discovery_call(text, timestamptz)'
  ] loop
    execute format('revoke all on function %s from public', fn);
    execute format('grant execute on function %s to anon, authenticated, service_role', fn);
  end loop;
end
$$;
revoke all on function public.staff_reschedule_discovery_call(uuid, timestamptz, uuid) from public, anon;
grant execute on function public.staff_reschedule_discovery_call(uuid, timestamptz, uuid) to authenticated, service_role;

-- The audit log names hosts and blackouts; the lead behind a call is not written into it.
create or replace function private.audit_row_label(table_name text, item jsonb)
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
    when 'webhooks' then item ->> 'name'
    when 'notification_settings' then case item ->> 'kind'
      when 'contact' then 'contact messages'
      when 'discovery_call' then 'discovery calls'
      when 'job_application' then 'job applications' end
    when 'call_settings' then 'call booking settings'
    when 'call_hosts' then item ->> 'display_name'
    when 'call_blackouts' then item ->> 'name'
    when 'call_host_hours' then null
    when 'call_host_time_off' then null
    when 'discovery_calls' then null
    when 'contact_submissions' then null
    when 'job_applications' then null
    when 'newsletter_signups' then null
    when 'user_roles' then null
    else item ->> 'title'
  end, 200)
$$;
