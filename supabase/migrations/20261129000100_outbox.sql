-- Leads reach people. Whatever creates a lead queues its messages in the same transaction: a
-- trigger writes one row per message to `outbox_messages` (staff notifications, the visitor's
-- acknowledgement, the newsletter's confirmation email, webhook deliveries), so no lead is
-- accepted without its messages queued and a failed delivery never loses the lead. The
-- deliver-messages edge function claims due rows (`claim_outbox_messages`, FOR UPDATE SKIP LOCKED),
-- sends them and records each result (`finish_outbox_message`): retries with exponential backoff,
-- then `dead`. Staff read the outbox; nobody but the service role writes it.
--
-- Rows written by a direct database session (the seed, migrations, SQL imports: no API role) and
-- by a backup restore queue nothing: only leads that arrive through the API reach people.

create type public.delivery_status as enum ('queued', 'sending', 'sent', 'failed', 'dead');
create type public.delivery_channel as enum ('email', 'webhook');

/* Whether `zone` is a time zone the database knows ('America/Chicago', 'UTC'). */
create function private.is_time_zone(zone text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  if zone is null or zone !~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$' or char_length(zone) > 64 then
    return false;
  end if;
  perform now() at time zone zone;
  return true;
exception
  when others then
    return false;
end
$$;
revoke all on function private.is_time_zone(text) from public;
-- CHECK constraints run as the writer.
grant execute on function private.is_time_zone(text) to authenticated, service_role;

/* Whether every address of a recipient list is a valid, lowercased email (at most 20, no repeats). */
create function private.valid_recipients(recipients text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select recipients is not null
    and cardinality(recipients) <= 20
    and array_position(recipients, null) is null
    and (select count(distinct r) from unnest(recipients) r) = cardinality(recipients)
    and not exists (
      select 1 from unnest(recipients) r
      where r <> lower(btrim(r)) or r !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(r) > 254
    )
$$;
revoke all on function private.valid_recipients(text[]) from public;
grant execute on function private.valid_recipients(text[]) to authenticated, service_role;

-- Webhooks: admins only.
create table public.webhooks (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  url text not null check (url ~* '^https?://[^\s/?#]+[^\s]*$' and char_length(url) <= 2000),
  events text[] not null check (
    cardinality(events) between 1 and 6
    and events <@ array['contact.created', 'discovery_call.created', 'job_application.created',
      'newsletter.subscribed', 'newsletter.confirmed', 'newsletter.unsubscribed']::text[]
  ),
  secret text not null default encode(extensions.gen_random_bytes(32), 'hex')
    check (char_length(secret) between 32 and 200),
  is_enabled boolean not null default true,
  consecutive_failures integer not null default 0 check (consecutive_failures >= 0),
  disabled_at timestamptz,
  disabled_reason text check (char_length(disabled_reason) <= 300),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.webhooks is 'Outgoing webhooks: a URL, the events it receives and the secret its deliveries are signed with (HMAC-SHA256). Admins only; disabled automatically after 10 consecutive failed deliveries.';
comment on column public.webhooks.secret is 'The signing secret (hex); rotate_webhook_secret() replaces it.';

-- Notification settings: one row per lead kind.
create table public.notification_settings (
  kind text primary key check (kind in ('contact', 'discovery_call', 'job_application')),
  recipients text[] not null default '{}' check (private.valid_recipients(recipients)),
  mode text not null default 'instant' check (mode in ('instant', 'daily_digest')),
  digest_hour smallint not null default 8 check (digest_hour between 0 and 23),
  time_zone text not null default 'America/Chicago' check (private.is_time_zone(time_zone)),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.notification_settings is 'Who is emailed about each kind of lead, at once or in a daily digest at digest_hour in time_zone. An empty recipient list emails the company address of site_settings (when set).';

-- The outbox: one row per message to one recipient.
create table public.outbox_messages (
  id uuid primary key default gen_random_uuid(),
  channel public.delivery_channel not null,
  kind text not null check (kind in (
    'staff.contact', 'staff.discovery_call', 'staff.job_application',
    'visitor.contact_ack', 'visitor.job_application_ack', 'newsletter.confirm', 'webhook'
  )),
  event text check (event is null or event in (
    'contact.created', 'discovery_call.created', 'job_application.created',
    'newsletter.subscribed', 'newsletter.confirmed', 'newsletter.unsubscribed', 'webhook.test'
  )),
  recipient text not null check (char_length(recipient) between 3 and 2000),
  webhook_id uuid references public.webhooks (id) on delete set null,
  subject_table text check (subject_table is null or subject_table in ('contact_submissions', 'job_applications', 'newsletter_signups', 'webhooks')),
  subject_id uuid,
  payload jsonb not null default '{}' check (jsonb_typeof(payload) = 'object'),
  idempotency_key uuid not null unique default gen_random_uuid(),
  status public.delivery_status not null default 'queued',
  due_at timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0),
  max_attempts integer not null default 8 check (max_attempts between 1 and 100),
  last_error text check (char_length(last_error) <= 2000),
  last_status integer,
  claimed_at timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint outbox_channel_matches_kind check ((channel = 'webhook') = (kind = 'webhook')),
  constraint outbox_webhook_has_event check (kind <> 'webhook' or event is not null)
);
comment on table public.outbox_messages is 'Messages waiting for, or done with, delivery: one row per message to one recipient, queued by triggers in the transaction that stored the lead. Staff read it; only the service role writes it.';
comment on column public.outbox_messages.status is 'queued → sending → sent; failed = the last attempt failed and a retry is due at due_at; dead = gave up after max_attempts.';
comment on column public.outbox_messages.payload is 'What the message is rendered from: a snapshot of the lead (or the webhook body''s data). Newsletter tokens are not here: claim_outbox_messages() adds them for the worker.';
create index outbox_messages_due_idx on public.outbox_messages (due_at) where status in ('queued', 'failed', 'sending');
create index outbox_messages_list_idx on public.outbox_messages (status, kind, created_at desc);
create index outbox_messages_created_idx on public.outbox_messages (created_at desc);
create index outbox_messages_webhook_idx on public.outbox_messages (webhook_id, created_at desc) where webhook_id is not null;
create index outbox_messages_recipient_idx on public.outbox_messages (kind, recipient, created_at);

-- Values the worker needs and staff must not read (the raw newsletter tokens), by message.
create table private.outbox_secrets (
  message_id uuid primary key references public.outbox_messages (id) on delete cascade,
  secrets jsonb not null check (jsonb_typeof(secrets) = 'object')
);
comment on table private.outbox_secrets is 'Raw values a queued message carries to the worker only (newsletter tokens); merged into the payload by claim_outbox_messages(), deleted once the message is sent.';

-- Newsletter tokens: only their SHA-256 is stored.
create table private.newsletter_tokens (
  token_hash bytea primary key,
  purpose text not null check (purpose in ('confirm', 'unsubscribe')),
  email text not null,
  signup_id uuid references public.newsletter_signups (id) on delete cascade,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  constraint confirm_token_names_signup check (purpose <> 'confirm' or signup_id is not null)
);
comment on table private.newsletter_tokens is 'SHA-256 of each newsletter link token: confirm (single use, 7 days, bound to the signup) and unsubscribe (bound to the address, never expires).';
create index newsletter_tokens_signup_idx on private.newsletter_tokens (signup_id);
create index newsletter_tokens_email_idx on private.newsletter_tokens (email);

-- Row-level security and grants.
alter table public.outbox_messages enable row level security;
alter table public.notification_settings enable row level security;
alter table public.webhooks enable row level security;
revoke all on public.outbox_messages, public.notification_settings, public.webhooks from anon, authenticated;
grant all on public.outbox_messages, public.notification_settings, public.webhooks to service_role;

grant select on public.outbox_messages to authenticated;
create policy "staff read deliveries" on public.outbox_messages for select to authenticated
  using ((select private.has_role('editor')));

grant select, update on public.notification_settings to authenticated;
create policy "staff read notification settings" on public.notification_settings for select to authenticated
  using ((select private.has_role('editor')));
create policy "admins change notification settings" on public.notification_settings for update to authenticated
  using ((select private.has_role('admin'))) with check ((select private.has_role('admin')));

grant select, insert, update, delete on public.webhooks to authenticated;
create policy "admins read webhooks" on public.webhooks for select to authenticated
  using ((select private.has_role('admin')));
create policy "admins add webhooks" on public.webhooks for insert to authenticated
  with check ((select private.has_role('admin')));
create policy "admins change webhooks" on public.webhooks for update to authenticated
  using ((select private.has_role('admin'))) with check ((select private.has_role('admin')));
create policy "admins delete webhooks" on public.webhooks for delete to authenticated
  using ((select private.has_role('admin')));

-- Housekeeping triggers.
create trigger set_updated_at before update on public.outbox_messages
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.notification_settings
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.webhooks
  for each row execute function private.set_updated_at();
create trigger record_change after insert or update or delete on public.notification_settings
  for each row execute function private.record_change('kind');
create trigger record_change after insert or update or delete on public.webhooks
  for each row execute function private.record_change('id');

/* Recipients stored trimmed, lowercased and once each; who changed them last. */
create function private.normalize_notification_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_setting('growdigital.restoring', true) = 'on' then
    return new;
  end if;
  new.recipients := coalesce(
    (select array_agg(r order by o) from (
      select lower(btrim(r)) as r, min(o) as o
      from unnest(new.recipients) with ordinality u(r, o)
      where r is not null and btrim(r) <> ''
      group by lower(btrim(r))
    ) d),
    '{}'
  );
  new.updated_by := coalesce((select auth.uid()), new.updated_by);
  return new;
end
$$;
create trigger normalize before insert or update on public.notification_settings
  for each row execute function private.normalize_notification_settings();

/* Re-enabling a webhook starts its failure count again; disabling it records when. */
create function private.webhook_enabled_changed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.is_enabled and not old.is_enabled then
    new.consecutive_failures := 0;
    new.disabled_at := null;
    new.disabled_reason := null;
  elsif old.is_enabled and not new.is_enabled then
    new.disabled_at := coalesce(new.disabled_at, now());
  end if;
  return new;
end
$$;
create trigger enabled_changed before update of is_enabled on public.webhooks
  for each row execute function private.webhook_enabled_changed();

-- Seed the three kinds; recipients start as the company address when one is set.
insert into public.notification_settings (kind, recipients)
select k, coalesce((select array[lower(btrim(s.email))] from public.site_settings s where s.email is not null), '{}')
from unnest(array['contact', 'discovery_call', 'job_application']) k;

-- The audit log names webhooks by their name, notification settings by the leads they are for.
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
    when 'contact_submissions' then null
    when 'job_applications' then null
    when 'newsletter_signups' then null
    when 'user_roles' then null
    else item ->> 'title'
  end, 200)
$$;

-- Backups hold settings and webhooks, not the outbox (a record of deliveries, like site_builds).
create or replace function public.backup_table_names()
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  names text[];
begin
  if not private.may_back_up() then
    raise exception 'Backups are for admins' using errcode = '42501';
  end if;
  with recursive tables as (
    select c.oid, c.relname::text as name
    from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      and c.relname not in ('user_roles', 'audit_log', 'site_builds', 'backups', 'outbox_messages')
  ),
  edges as (
    select distinct f.conrelid as child, f.confrelid as parent
    from pg_catalog.pg_constraint f
    join tables c on c.oid = f.conrelid
    join tables p on p.oid = f.confrelid
    where f.contype = 'f' and f.conrelid <> f.confrelid
  ),
  walk as (
    select t.oid, 0 as depth from tables t
    union all
    select e.child, w.depth + 1 from walk w join edges e on e.parent = w.oid where w.depth < 100
  )
  select array_agg(t.name order by d.depth, t.name) into names
  from tables t
  join (select w.oid, max(w.depth) as depth from walk w group by w.oid) d on d.oid = t.oid;
  return coalesce(names, '{}');
end
$$;

/* Whether a write should queue messages: it came through the API and is not part of a restore. */
create function private.queues_messages()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select auth.role()), '') <> ''
    and coalesce(current_setting('growdigital.restoring', true), '') <> 'on'
$$;
revoke all on function private.queues_messages() from public;

/* The next time it is `hour`:00 in `zone`, after now. */
create function private.next_digest_time(hour integer, zone text)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  local_now timestamp := now() at time zone zone;
  candidate timestamp := date_trunc('day', local_now) + make_interval(hours => hour);
begin
  if candidate <= local_now then
    candidate := candidate + interval '1 day';
  end if;
  return candidate at time zone zone;
end
$$;
revoke all on function private.next_digest_time(integer, text) from public;

/* Queues one staff email per recipient of `lead_kind`'s settings (instant, or for the next digest). */
create function private.queue_staff_notifications(
  lead_kind text, event_name text, source_table text, lead_id uuid, snapshot jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.notification_settings;
  targets text[];
  digest boolean;
begin
  select * into settings from public.notification_settings n where n.kind = lead_kind;
  targets := coalesce(settings.recipients, '{}');
  if cardinality(targets) = 0 then
    select coalesce(array[lower(btrim(s.email))], '{}') into targets
    from public.site_settings s where s.email is not null;
    targets := coalesce(targets, '{}');
  end if;
  digest := coalesce(settings.mode = 'daily_digest', false);
  insert into public.outbox_messages (channel, kind, event, recipient, subject_table, subject_id, payload, due_at)
  select 'email', 'staff.' || lead_kind, event_name, r, source_table, lead_id,
    snapshot || jsonb_build_object('digest', digest),
    case when digest then private.next_digest_time(settings.digest_hour, settings.time_zone) else now() end
  from unnest(targets) r;
end
$$;
revoke all on function private.queue_staff_notifications(text, text, text, uuid, jsonb) from public;

/* Queues a delivery of `event_name` to every enabled webhook subscribed to it. */
create function private.queue_webhooks(event_name text, source_table text, lead_id uuid, data jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.outbox_messages (channel, kind, event, recipient, webhook_id, subject_table, subject_id, payload)
  select 'webhook', 'webhook', event_name, w.url, w.id, source_table, lead_id, data
  from public.webhooks w
  where w.is_enabled and event_name = any (w.events)
  order by w.created_at, w.id
$$;
revoke all on function private.queue_webhooks(text, text, uuid, jsonb) from public;

/* A contact message or discovery-call request: staff, the visitor (contact only), webhooks. */
create function private.queue_contact_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  snapshot jsonb := to_jsonb(new) - 'status' - 'notes' - 'updated_at';
  event_name text := new.kind::text || '.created';
begin
  if not private.queues_messages() then
    return null;
  end if;
  perform private.queue_staff_notifications(new.kind::text, event_name, 'contact_submissions', new.id, snapshot);
  if new.kind = 'contact' then
    insert into public.outbox_messages (channel, kind, event, recipient, subject_table, subject_id, payload)
    values ('email', 'visitor.contact_ack', event_name, new.email, 'contact_submissions', new.id, snapshot);
  end if;
  perform private.queue_webhooks(event_name, 'contact_submissions', new.id, snapshot);
  return null;
end
$$;
create trigger queue_messages after insert on public.contact_submissions
  for each row execute function private.queue_contact_messages();

/* A job application: staff, the applicant, webhooks (without the résumé's storage path). */
create function private.queue_job_application_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  snapshot jsonb := to_jsonb(new) - 'status' - 'notes' - 'updated_at';
begin
  if not private.queues_messages() then
    return null;
  end if;
  snapshot := snapshot || jsonb_build_object('job', (
    select jsonb_build_object('id', j.id, 'title', j.title, 'slug', j.slug) from public.jobs j where j.id = new.job_id
  ));
  perform private.queue_staff_notifications('job_application', 'job_application.created', 'job_applications', new.id, snapshot);
  insert into public.outbox_messages (channel, kind, event, recipient, subject_table, subject_id, payload)
  values ('email', 'visitor.job_application_ack', 'job_application.created', new.email, 'job_applications', new.id,
    snapshot - 'resume_path');
  perform private.queue_webhooks('job_application.created', 'job_applications', new.id, snapshot - 'resume_path');
  return null;
end
$$;
create trigger queue_messages after insert on public.job_applications
  for each row execute function private.queue_job_application_messages();

/* A new random link token: 32 bytes, base64url without padding (43 characters). */
create function private.new_link_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select rtrim(translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=')
$$;
revoke all on function private.new_link_token() from public;

create function private.token_hash(token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(token, 'UTF8'))
$$;
revoke all on function private.token_hash(text) from public;

/*
 * A visitor's newsletter signup: a confirmation email with a confirm link (single use, 7 days) and
 * an unsubscribe link (never expires), unless three were queued for this address in the last 24
 * hours (the signup is still stored); webhooks `newsletter.subscribed`. Subscribers staff add
 * (imports) get no confirmation email.
 */
create function private.queue_newsletter_signup_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  data jsonb := jsonb_build_object('id', new.id, 'email', new.email, 'source', new.source,
    'is_active', new.is_active, 'is_confirmed', new.is_confirmed, 'created_at', new.created_at);
  confirm_token text;
  unsubscribe_token text;
  message_id uuid;
begin
  if not private.queues_messages() then
    return null;
  end if;
  if new.is_active and not new.is_confirmed and not (select private.has_role('editor')) then
    confirm_token := private.new_link_token();
    unsubscribe_token := private.new_link_token();
    insert into private.newsletter_tokens (token_hash, purpose, email, signup_id) values
      (private.token_hash(confirm_token), 'confirm', new.email, new.id),
      (private.token_hash(unsubscribe_token), 'unsubscribe', new.email, null);
    if (
      select count(*) from public.outbox_messages m
      where m.kind = 'newsletter.confirm' and m.recipient = new.email and m.created_at > now() - interval '24 hours'
    ) < 3 then
      insert into public.outbox_messages (channel, kind, event, recipient, subject_table, subject_id, payload)
      values ('email', 'newsletter.confirm', 'newsletter.subscribed', new.email, 'newsletter_signups', new.id,
        data - 'is_active' - 'is_confirmed')
      returning id into message_id;
      insert into private.outbox_secrets (message_id, secrets)
      values (message_id, jsonb_build_object('confirm_token', confirm_token, 'unsubscribe_token', unsubscribe_token));
    end if;
  end if;
  perform private.queue_webhooks('newsletter.subscribed', 'newsletter_signups', new.id, data);
  return null;
end
$$;
create trigger queue_messages after insert on public.newsletter_signups
  for each row execute function private.queue_newsletter_signup_messages();

/* Confirmed and unsubscribed subscribers: webhooks `newsletter.confirmed` / `newsletter.unsubscribed`. */
create function private.queue_newsletter_change_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  data jsonb := jsonb_build_object('id', new.id, 'email', new.email, 'source', new.source,
    'is_active', new.is_active, 'is_confirmed', new.is_confirmed, 'created_at', new.created_at);
begin
  if not private.queues_messages() then
    return null;
  end if;
  if new.is_confirmed and not old.is_confirmed then
    perform private.queue_webhooks('newsletter.confirmed', 'newsletter_signups', new.id, data);
  end if;
  if old.is_active and not new.is_active then
    perform private.queue_webhooks('newsletter.unsubscribed', 'newsletter_signups', new.id, data);
  end if;
  return null;
end
$$;
create trigger queue_change_messages after update of is_confirmed, is_active on public.newsletter_signups
  for each row execute function private.queue_newsletter_change_messages();

/*
 * Subscribing again after unsubscribing: the specification's two calls are a duplicate check
 * (which shows visitors no rows) and an insert. Before a visitor's insert, the address's
 * unsubscribed row is removed, so the insert stores a new signup (and queues a new confirmation)
 * instead of failing as a duplicate. Staff inserts (imports) never bring back an address that
 * unsubscribed. Fires after normalize_email and before rate_limit_anonymous (name order), so the
 * rate limit sees the address as new; a refused insert rolls the removal back.
 */
create function private.replace_unsubscribed_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.role()), '') <> '' and not (select private.has_role('editor')) then
    delete from public.newsletter_signups s where s.email = new.email and not s.is_active;
  end if;
  return new;
end
$$;
create trigger prune_unsubscribed before insert on public.newsletter_signups
  for each row execute function private.replace_unsubscribed_signup();

/* Confirms the subscription a confirmation link names. */
create function public.confirm_newsletter(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found private.newsletter_tokens;
  signup public.newsletter_signups;
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{43}$' then
    raise exception 'This confirmation link is not valid.' using errcode = '22023';
  end if;
  select * into found from private.newsletter_tokens t
  where t.token_hash = private.token_hash(token) and t.purpose = 'confirm'
  for update;
  if found.token_hash is null then
    raise exception 'This confirmation link is not valid.' using errcode = '22023';
  end if;
  select * into signup from public.newsletter_signups s where s.id = found.signup_id for update;
  if signup.id is null then
    raise exception 'This confirmation link is not valid.' using errcode = '22023';
  end if;
  if found.used_at is not null then
    raise exception 'This confirmation link has already been used.' using errcode = '22023';
  end if;
  if found.created_at < now() - interval '7 days' then
    raise exception 'This confirmation link has expired. Subscribe again to get a new one.' using errcode = '22023';
  end if;
  update private.newsletter_tokens t set used_at = now() where t.token_hash = found.token_hash;
  if signup.is_confirmed then
    return 'already_confirmed';
  end if;
  update public.newsletter_signups s set is_confirmed = true where s.id = signup.id;
  return 'confirmed';
end
$$;
comment on function public.confirm_newsletter(text) is 'Confirms the newsletter signup a confirmation link names: ''confirmed'' or ''already_confirmed''; a link that is not valid, used or older than 7 days: 22023. Anyone may call it.';

/* Unsubscribes the address an unsubscribe link names; harmless to repeat. */
create function public.unsubscribe_newsletter(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found private.newsletter_tokens;
  changed integer;
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{43}$' then
    raise exception 'This unsubscribe link is not valid.' using errcode = '22023';
  end if;
  select * into found from private.newsletter_tokens t
  where t.token_hash = private.token_hash(token) and t.purpose = 'unsubscribe';
  if found.token_hash is null then
    raise exception 'This unsubscribe link is not valid.' using errcode = '22023';
  end if;
  update public.newsletter_signups s set is_active = false where s.email = found.email and s.is_active;
  get diagnostics changed = row_count;
  update private.newsletter_tokens t set used_at = coalesce(t.used_at, now()) where t.token_hash = found.token_hash;
  return case when changed > 0 then 'unsubscribed' else 'already_unsubscribed' end;
end
$$;
comment on function public.unsubscribe_newsletter(text) is 'Unsubscribes (is_active = false) the address an unsubscribe link names: ''unsubscribed'' or ''already_unsubscribed''; the link never expires; one that is not valid: 22023. Anyone may call it.';

revoke all on function public.confirm_newsletter(text) from public;
revoke all on function public.unsubscribe_newsletter(text) from public;
grant execute on function public.confirm_newsletter(text) to anon, authenticated, service_role;
grant execute on function public.unsubscribe_newsletter(text) to anon, authenticated, service_role;

/* Deletes signups that were asked to confirm and did not within 30 days; returns how many. */
create function private.delete_stale_newsletter_signups()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  delete from public.newsletter_signups s
  where not s.is_confirmed
    and s.created_at < now() - interval '30 days'
    and exists (select 1 from private.newsletter_tokens t where t.signup_id = s.id and t.purpose = 'confirm');
  get diagnostics deleted = row_count;
  -- Unsubscribe links of addresses no longer on the list, and used or expired confirm links.
  delete from private.newsletter_tokens t
  where t.created_at < now() - interval '30 days'
    and (t.purpose = 'confirm' or not exists (select 1 from public.newsletter_signups s where s.email = t.email));
  return deleted;
end
$$;
revoke all on function private.delete_stale_newsletter_signups() from public;
grant execute on function private.delete_stale_newsletter_signups() to service_role;

create function public.newsletter_cleanup()
returns integer
language sql
volatile
set search_path = ''
as $$
  select private.delete_stale_newsletter_signups()
$$;
comment on function public.newsletter_cleanup() is 'Deletes newsletter signups left unconfirmed 30 days after their confirmation email; returns how many. Service role only.';
revoke all on function public.newsletter_cleanup() from public, anon, authenticated;
grant execute on function public.newsletter_cleanup() to service_role;

/*
 * The worker's batch: due rows (queued or failed with due_at passed, or sending with a lease
 * older than `lease_seconds`: a worker that stopped mid-send), oldest due first, locked with SKIP
 * LOCKED so concurrent workers never claim the same row. Each becomes `sending` with one more
 * attempt. Rows the worker cannot deliver are finished here instead of claimed: a webhook that
 * was deleted or disabled (its test events excepted), and a stale row out of attempts.
 */
create function public.claim_outbox_messages(batch_size integer default 20, lease_seconds integer default 120)
returns setof public.outbox_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lease interval := make_interval(secs => greatest(coalesce(lease_seconds, 120), 1));
  wanted integer := least(greatest(coalesce(batch_size, 20), 1), 500);
begin
  update public.outbox_messages m
  set status = 'dead', claimed_at = null,
      last_error = case
        when m.status = 'sending' then 'The worker stopped while sending, and no attempts are left.'
        when m.webhook_id is null then 'The webhook was deleted.'
        else 'The webhook is disabled.' end
  where m.id in (
    select d.id from public.outbox_messages d
    left join public.webhooks w on w.id = d.webhook_id
    where (
        (d.status in ('queued', 'failed') and d.due_at <= now())
        or (d.status = 'sending' and d.claimed_at < now() - lease)
      )
      and (
        (d.status = 'sending' and d.attempts >= d.max_attempts)
        or (d.channel = 'webhook' and (w.id is null or (not w.is_enabled and d.event <> 'webhook.test')))
      )
    for update of d skip locked
  );

  return query
  with due as (
    select d.id from public.outbox_messages d
    where (d.status in ('queued', 'failed') and d.due_at <= now())
       or (d.status = 'sending' and d.claimed_at < now() - lease)
    order by d.due_at, d.created_at, d.id
    limit wanted
    for update skip locked
  ),
  claimed as (
    update public.outbox_messages m
    set status = 'sending', claimed_at = now(), attempts = m.attempts + 1
    from due where m.id = due.id
    returning m.*
  )
  select (jsonb_populate_record(null::public.outbox_messages,
    to_jsonb(c) || jsonb_build_object('payload', c.payload || coalesce(s.secrets, '{}'))
  )).*
  from claimed c
  left join private.outbox_secrets s on s.message_id = c.id
  order by c.due_at, c.created_at, c.id;
end
$$;
comment on function public.claim_outbox_messages(integer, integer) is 'Claims up to batch_size due messages (FOR UPDATE SKIP LOCKED) for the delivery worker: status sending, one more attempt; the payload includes the raw values staff do not see. Service role only.';

/* Records a delivery's outcome: sent, or failed with the next attempt's time, or dead. */
create function public.finish_outbox_message(
  message_id uuid, succeeded boolean, error text default null, response_status integer default null
)
returns public.outbox_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  message public.outbox_messages;
begin
  select * into message from public.outbox_messages m where m.id = finish_outbox_message.message_id for update;
  if message.id is null then
    raise exception 'No such message.' using errcode = 'PT404';
  end if;
  if message.status <> 'sending' then
    raise exception 'This message is not being sent (status %).', message.status using errcode = 'PT409';
  end if;
  if coalesce(succeeded, false) then
    update public.outbox_messages m
    set status = 'sent', sent_at = now(), claimed_at = null, last_error = null,
        last_status = finish_outbox_message.response_status
    where m.id = message.id
    returning * into message;
    delete from private.outbox_secrets s where s.message_id = message.id;
  else
    update public.outbox_messages m
    set status = case when m.attempts >= m.max_attempts then 'dead' else 'failed' end::public.delivery_status,
        due_at = case when m.attempts >= m.max_attempts then m.due_at
          else now() + make_interval(secs => least(3600, 30 * power(2, greatest(m.attempts, 1) - 1))) end,
        claimed_at = null,
        last_error = left(coalesce(nullif(btrim(finish_outbox_message.error), ''), 'Delivery failed.'), 2000),
        last_status = finish_outbox_message.response_status
    where m.id = message.id
    returning * into message;
  end if;
  if message.webhook_id is not null and message.event <> 'webhook.test' then
    if message.status = 'sent' then
      update public.webhooks w set consecutive_failures = 0
      where w.id = message.webhook_id and w.consecutive_failures <> 0;
    else
      update public.webhooks w
      set consecutive_failures = w.consecutive_failures + 1,
          is_enabled = case when w.consecutive_failures + 1 >= 10 then false else w.is_enabled end,
          disabled_at = case when w.consecutive_failures + 1 >= 10 and w.is_enabled then now() else w.disabled_at end,
          disabled_reason = case when w.consecutive_failures + 1 >= 10 and w.is_enabled
            then 'Disabled after 10 failed deliveries in a row.' else w.disabled_reason end
      where w.id = message.webhook_id;
    end if;
  end if;
  return message;
end
$$;
comment on function public.finish_outbox_message(uuid, boolean, text, integer) is 'Records the outcome of a claimed message: sent; or failed, retried after min(3600, 30·2^(attempts−1)) s; or dead once attempts reach max_attempts. Webhook deliveries count consecutive failures (10 disable the webhook). Service role only.';

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.claim_outbox_messages(integer, integer)',
    'public.finish_outbox_message(uuid, boolean, text, integer)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;

/* Staff retry a failed or dead delivery now (a dead one gets its attempts back). */
create function public.retry_outbox_message(message_id uuid)
returns public.outbox_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  message public.outbox_messages;
begin
  if not (select private.has_role('editor')) and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Deliveries are for staff' using errcode = '42501';
  end if;
  select * into message from public.outbox_messages m where m.id = retry_outbox_message.message_id for update;
  if message.id is null then
    raise exception 'No such delivery.' using errcode = 'PT404';
  end if;
  if message.status not in ('failed', 'dead') then
    raise exception 'Only a failed or dead delivery can be retried.' using errcode = 'PT409';
  end if;
  update public.outbox_messages m
  set status = 'queued', due_at = now(), claimed_at = null,
      attempts = case when m.status = 'dead' then 0 else m.attempts end
  where m.id = message.id
  returning * into message;
  return message;
end
$$;
comment on function public.retry_outbox_message(uuid) is 'Queues a failed or dead delivery again, due now (a dead one with its attempts reset). Editors and admins.';
revoke all on function public.retry_outbox_message(uuid) from public, anon;
grant execute on function public.retry_outbox_message(uuid) to authenticated, service_role;

/* Admins queue a `webhook.test` delivery to one webhook (enabled or not, whatever its events). */
create function public.send_test_webhook(webhook_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hook public.webhooks;
  message_id uuid;
begin
  if not (select private.has_role('admin')) and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Webhooks are for admins' using errcode = '42501';
  end if;
  select * into hook from public.webhooks w where w.id = send_test_webhook.webhook_id;
  if hook.id is null then
    raise exception 'No such webhook.' using errcode = 'PT404';
  end if;
  insert into public.outbox_messages (channel, kind, event, recipient, webhook_id, subject_table, subject_id, payload, max_attempts)
  values ('webhook', 'webhook', 'webhook.test', hook.url, hook.id, 'webhooks', hook.id,
    jsonb_build_object('webhook_id', hook.id, 'name', hook.name,
      'message', 'This is a test delivery from Grow Digital. Your endpoint received it.'),
    1)
  returning id into message_id;
  return message_id;
end
$$;
comment on function public.send_test_webhook(uuid) is 'Queues a webhook.test delivery (one attempt) to the webhook and returns the message id. Admins.';
revoke all on function public.send_test_webhook(uuid) from public, anon;
grant execute on function public.send_test_webhook(uuid) to authenticated, service_role;

/* Admins give a webhook a new secret and get it back (the only time it is shown in full). */
create function public.rotate_webhook_secret(webhook_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_secret text := encode(extensions.gen_random_bytes(32), 'hex');
begin
  if not (select private.has_role('admin')) then
    raise exception 'Webhooks are for admins' using errcode = '42501';
  end if;
  update public.webhooks w set secret = new_secret where w.id = rotate_webhook_secret.webhook_id;
  if not found then
    raise exception 'No such webhook.' using errcode = 'PT404';
  end if;
  return new_secret;
end
$$;
comment on function public.rotate_webhook_secret(uuid) is 'Replaces the webhook''s signing secret with a new random one and returns it. Admins.';
revoke all on function public.rotate_webhook_secret(uuid) from public, anon;
grant execute on function public.rotate_webhook_secret(uuid) to authenticated;

-- The dashboard counts failed deliveries (the function is otherwise unchanged).
create or replace function public.dashboard_stats()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  result jsonb;
begin
  if not (select private.has_role('editor')) then
    raise exception 'The dashboard is for staff' using errcode = '42501';
  end if;
  with days as (
    select generate_series(current_date - 29, current_date, interval '1 day')::date as day
  ),
  inbox as (
    select 'contact' as inbox, created_at from public.contact_submissions where kind = 'contact'
    union all select 'discovery_call', created_at from public.contact_submissions where kind = 'discovery_call'
    union all select 'applications', created_at from public.job_applications
    union all select 'newsletter', created_at from public.newsletter_signups
  ),
  totals as (
    select inbox,
           count(*) filter (where created_at >= now() - interval '7 days') as last_7_days,
           count(*) filter (where created_at >= now() - interval '30 days') as last_30_days
    from inbox group by inbox
  )
  select jsonb_build_object(
    'inbox', (
      select jsonb_object_agg(name, jsonb_build_object(
        'last_7_days', coalesce(t.last_7_days, 0), 'last_30_days', coalesce(t.last_30_days, 0)))
      from unnest(array['contact', 'discovery_call', 'applications', 'newsletter']) as name
      left join totals t on t.inbox = name
    ),
    'unread', jsonb_build_object(
      'contact', (select count(*) from public.contact_submissions where kind = 'contact' and status = 'new'),
      'discovery_call', (select count(*) from public.contact_submissions where kind = 'discovery_call' and status = 'new'),
      'applications', (select count(*) from public.job_applications where status = 'new')
    ),
    'daily', (
      select jsonb_agg(jsonb_build_object(
        'day', d.day,
        'contact', (select count(*) from inbox i where i.inbox = 'contact' and i.created_at::date = d.day),
        'discovery_call', (select count(*) from inbox i where i.inbox = 'discovery_call' and i.created_at::date = d.day),
        'applications', (select count(*) from inbox i where i.inbox = 'applications' and i.created_at::date = d.day),
        'newsletter', (select count(*) from inbox i where i.inbox = 'newsletter' and i.created_at::date = d.day)
      ) order by d.day)
      from days d
    ),
    'content', jsonb_build_object(
      'blog_posts', (select jsonb_build_object(
        'published', count(*) filter (where status <> 'draft' and published_at <= now()),
        'scheduled', count(*) filter (where status <> 'draft' and published_at > now()),
        'draft', count(*) filter (where status = 'draft')) from public.blog_posts),
      'case_studies', (select count(*) from public.case_studies),
      'portfolio_items', (select count(*) from public.portfolio_items),
      'videos', (select count(*) from public.videos),
      'resources', (select count(*) from public.resources),
      'faqs', (select count(*) from public.faqs),
      'jobs_open', (select count(*) from public.jobs where status = 'open'),
      'team_members', (select count(*) from public.team_members)
    ),
    'last_build', (
      select to_jsonb(b) - 'log' from public.site_builds b order by b.requested_at desc limit 1
    ),
    'last_successful_build', (
      select to_jsonb(b) - 'log' from public.site_builds b where b.status = 'succeeded' order by b.finished_at desc limit 1
    ),
    'unpublished_changes', private.unpublished_change_count(),
    'failed_deliveries', (select count(*) from public.outbox_messages where status in ('failed', 'dead')),
    'recent_activity', (
      select coalesce(jsonb_agg(to_jsonb(a) order by a.occurred_at desc), '[]')
      from (select * from public.audit_log_entries order by occurred_at desc limit 10) a
    )
  ) into result;
  return result;
end
$$;
