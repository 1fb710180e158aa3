-- The three inboxes visitors write to: newsletter sign-ups, contact and discovery-call requests,
-- and job applications. Anyone may add a row (within the constraints and rate limits below);
-- nobody but staff reads them back; only admins delete.

/* The client's address as the API gateway passed it on (first x-forwarded-for entry), or null. */
create function private.client_ip()
returns inet
language plpgsql
stable
set search_path = ''
as $$
declare
  forwarded text := nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for';
begin
  return nullif(btrim(split_part(coalesce(forwarded, ''), ',', 1)), '')::inet;
exception
  when others then
    return null;
end
$$;

create table private.inbox_submissions (
  id bigint generated always as identity primary key,
  inbox text not null,
  client_ip inet,
  email text,
  submitted_at timestamptz not null default now()
);
comment on table private.inbox_submissions is 'Recent anonymous submissions per inbox, client address and email: the rate limits count these (kept one day).';
create index inbox_submissions_ip_idx on private.inbox_submissions (inbox, client_ip, submitted_at);
create index inbox_submissions_email_idx on private.inbox_submissions (inbox, email, submitted_at);

/*
 * Before an anonymous insert into an inbox: at most `per_ip` submissions from one client address
 * and `per_email` for one email address within `window`. Over the limit, SQLSTATE PT429, which
 * PostgREST (and Supabase) answer as HTTP 429; the forms show a friendly message for it.
 * Trigger arguments: per_ip, per_email, window.
 */
create function private.limit_inbox_rate()
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

-- Newsletter
create table public.newsletter_signups (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  source text not null default 'website-footer' check (source ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(source) <= 60),
  is_active boolean not null default true,
  is_confirmed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.newsletter_signups is 'Newsletter subscribers; email stored trimmed and lowercased, unique.';
create index newsletter_signups_created_idx on public.newsletter_signups (created_at desc);
create index newsletter_signups_flags_idx on public.newsletter_signups (is_active, is_confirmed);

-- Contact messages and discovery-call requests
create type public.contact_kind as enum ('contact', 'discovery_call');
create type public.inbox_status as enum ('new', 'read', 'replied', 'archived');
create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  kind public.contact_kind not null default 'contact',
  name text not null check (char_length(btrim(name)) between 2 and 120),
  email text not null check (email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  phone text check (phone is null or phone ~ '^[+0-9 ().-]{6,30}$'),
  company text check (char_length(company) <= 120),
  website text check (website is null or (website ~* '^https?://[^\s]+$' and char_length(website) <= 300)),
  subject text check (char_length(subject) <= 150),
  message text check (message is null or char_length(btrim(message)) between 10 and 5000),
  services text[] not null default '{}' check (cardinality(services) <= 20),
  budget text check (budget is null or budget in ('under-5k', '5k-10k', '10k-25k', '25k-50k', '50k-plus', 'not-sure')),
  goals text check (char_length(goals) <= 2000),
  preferred_date date,
  preferred_time text check (preferred_time is null or preferred_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  time_zone text check (time_zone is null or (time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$' and char_length(time_zone) <= 64)),
  attribution jsonb not null default '{}' check (jsonb_typeof(attribution) = 'object' and octet_length(attribution::text) <= 4000),
  status public.inbox_status not null default 'new',
  notes text check (char_length(notes) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint contact_has_message check (kind <> 'contact' or message is not null),
  constraint discovery_call_has_slot check (kind <> 'discovery_call' or (preferred_date is not null and preferred_time is not null and time_zone is not null))
);
comment on table public.contact_submissions is 'Contact messages and discovery-call requests, with the visit''s attribution (UTM, click ids, referrer, landing page).';
create index contact_submissions_inbox_idx on public.contact_submissions (kind, status, created_at desc);
create index contact_submissions_created_idx on public.contact_submissions (created_at desc);

-- Job applications
create type public.application_status as enum ('new', 'reviewing', 'interview', 'offer', 'hired', 'rejected');
create table public.job_applications (
  id uuid primary key default gen_random_uuid(),
  job_id uuid references public.jobs (id) on delete set null,
  full_name text not null check (char_length(btrim(full_name)) between 2 and 120),
  email text not null check (email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  phone text check (phone is null or phone ~ '^[+0-9 ().-]{6,30}$'),
  linkedin_url text check (linkedin_url is null or (linkedin_url ~* '^https://([a-z]{2,3}\.)?linkedin\.com/' and char_length(linkedin_url) <= 300)),
  portfolio_url text check (portfolio_url is null or (portfolio_url ~* '^https?://[^\s]+$' and char_length(portfolio_url) <= 300)),
  cover_letter text check (char_length(cover_letter) <= 5000),
  resume_path text not null check (resume_path ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/]{1,200}\.(pdf|doc|docx)$'),
  attribution jsonb not null default '{}' check (jsonb_typeof(attribution) = 'object' and octet_length(attribution::text) <= 4000),
  status public.application_status not null default 'new',
  notes text check (char_length(notes) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.job_applications is 'Applications to open jobs; the résumé is in the private resumes bucket at resume_path.';
create index job_applications_job_idx on public.job_applications (job_id, status, created_at desc);
create index job_applications_created_idx on public.job_applications (created_at desc);

/* Whether the résumé an application names was uploaded (read past the uploader's lack of rights). */
create function private.resume_uploaded(path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from storage.objects o where o.bucket_id = 'resumes' and o.name = path)
$$;
grant execute on function private.resume_uploaded(text) to anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['newsletter_signups', 'contact_submissions', 'job_applications'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant insert on public.%I to anon, authenticated', t);
    execute format('grant select, update, delete on public.%I to authenticated', t);
    execute format('create policy "staff read %s" on public.%I for select to authenticated using ((select private.has_role(''editor'')))', t, t);
    execute format('create policy "staff handle %s" on public.%I for update to authenticated using ((select private.has_role(''editor''))) with check ((select private.has_role(''editor'')))', t, t);
    execute format('create policy "admins delete %s" on public.%I for delete to authenticated using ((select private.has_role(''admin'')))', t, t);
    execute format('create trigger normalize_email before insert or update of email on public.%I for each row execute function private.normalize_email()', t);
    execute format('create trigger set_updated_at before update on public.%I for each row execute function private.set_updated_at()', t);
    execute format('create trigger record_change after update or delete on public.%I for each row execute function private.record_change(''id'')', t);
  end loop;
end
$$;

-- The newsletter's duplicate check may run, but shows visitors no rows: a duplicate surfaces as 23505.
grant select (id, email) on public.newsletter_signups to anon;

create policy "visitors subscribe" on public.newsletter_signups for insert to anon, authenticated
  with check (is_active and not is_confirmed);
create policy "visitors send messages and book calls" on public.contact_submissions for insert to anon, authenticated
  with check (status = 'new' and notes is null and (preferred_date is null or preferred_date >= current_date));
create policy "visitors apply to open jobs" on public.job_applications for insert to anon, authenticated
  with check (
    status = 'new' and notes is null
    and exists (select 1 from public.jobs j where j.id = job_id and j.status = 'open')
    and private.resume_uploaded(resume_path)
  );

-- BEFORE triggers fire in name order: normalize_email runs before rate_limit_anonymous counts by email.
create trigger rate_limit_anonymous before insert on public.newsletter_signups
  for each row execute function private.limit_inbox_rate('5', '3', '10 minutes');
create trigger rate_limit_anonymous before insert on public.contact_submissions
  for each row execute function private.limit_inbox_rate('5', '3', '10 minutes');
create trigger rate_limit_anonymous before insert on public.job_applications
  for each row execute function private.limit_inbox_rate('5', '3', '1 hour');
