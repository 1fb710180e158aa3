-- The site's settings: company details and tag manager (one row), the chat widget (one row), and
-- a visibility switch per public page. Everyone reads them (the site needs them); admins change them.
create table public.site_settings (
  id boolean primary key default true check (id),
  company_name text not null default 'Grow Digital' check (char_length(btrim(company_name)) between 1 and 120),
  tagline text not null default 'GROW DIGITAL' check (char_length(tagline) <= 60),
  legal_name text check (char_length(legal_name) <= 160),
  email text check (email is null or (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254)),
  phone text check (phone is null or phone ~ '^[+0-9 ().-]{6,30}$'),
  address_line1 text check (char_length(address_line1) <= 160),
  address_line2 text check (char_length(address_line2) <= 160),
  city text check (char_length(city) <= 80),
  region text check (char_length(region) <= 80),
  postal_code text check (char_length(postal_code) <= 20),
  country text check (char_length(country) <= 80),
  founded_year smallint check (founded_year between 1900 and 2100),
  business_hours text check (char_length(business_hours) <= 120),
  socials jsonb not null default '{}' check (jsonb_typeof(socials) = 'object' and octet_length(socials::text) <= 4000),
  gtm_id text check (gtm_id is null or gtm_id ~ '^GTM-[A-Z0-9]{4,12}$'),
  custom_head_code text check (char_length(custom_head_code) <= 20000),
  custom_body_code text check (char_length(custom_body_code) <= 20000),
  maintenance_enabled boolean not null default false,
  maintenance_message text check (char_length(maintenance_message) <= 500),
  maintenance_ends_at timestamptz,
  require_admin_mfa boolean not null default false,
  updated_at timestamptz not null default now()
);
comment on table public.site_settings is 'The single row of site-wide settings: company details, social links, tag manager, maintenance mode.';
comment on column public.site_settings.socials is 'Social profile URLs by network: {"linkedin": "https://…", …}.';
comment on column public.site_settings.require_admin_mfa is 'When true, admin rights need a two-factor (aal2) session.';

create table public.whatsapp_widget (
  id boolean primary key default true check (id),
  phone_number text check (phone_number is null or phone_number ~ '^\+?[0-9 ()-]{7,24}$'),
  welcome_message text not null default 'Hi! How can we help you grow?' check (char_length(welcome_message) between 1 and 300),
  is_enabled boolean not null default false,
  position text not null default 'bottom-right' check (position in ('bottom-right', 'bottom-left', 'top-right', 'top-left')),
  color text not null default '#25D366' check (color ~ '^#[0-9A-Fa-f]{6}$'),
  updated_at timestamptz not null default now()
);
comment on table public.whatsapp_widget is 'The single row configuring the chat button: shown only when enabled with a phone number.';

create table public.page_visibility (
  page_name text primary key check (page_name ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$' and char_length(page_name) <= 120),
  is_visible boolean not null default true,
  updated_at timestamptz not null default now()
);
comment on table public.page_visibility is 'Per public page, whether it is shown; a page without a row is visible.';

do $$
declare
  t text;
begin
  foreach t in array array['site_settings', 'whatsapp_widget', 'page_visibility'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to anon, authenticated', t);
    execute format('grant update on public.%I to authenticated', t);
    execute format('create policy "everyone reads %s" on public.%I for select to anon, authenticated using (true)', t, t);
    execute format('create policy "admins change %s" on public.%I for update to authenticated using ((select private.has_role(''admin''))) with check ((select private.has_role(''admin'')))', t, t);
    execute format('create trigger set_updated_at before update on public.%I for each row execute function private.set_updated_at()', t);
  end loop;
end
$$;
grant insert, delete on public.page_visibility to authenticated;
create policy "admins add pages" on public.page_visibility
  for insert to authenticated with check ((select private.has_role('admin')));
create policy "admins remove pages" on public.page_visibility
  for delete to authenticated using ((select private.has_role('admin')));

create trigger record_change after insert or update or delete on public.site_settings
  for each row execute function private.record_change('id');
create trigger record_change after insert or update or delete on public.whatsapp_widget
  for each row execute function private.record_change('id');
create trigger record_change after insert or update or delete on public.page_visibility
  for each row execute function private.record_change('page_name');

insert into public.site_settings default values;
insert into public.whatsapp_widget default values;

-- Admin rights can require a two-factor session (site_settings.require_admin_mfa).
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
