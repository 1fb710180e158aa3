-- Search: per-route meta tags, redirects the build writes for static hosts, and the backlinks staff track.
create table public.page_seo (
  route text primary key check (route ~ '^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$' and char_length(route) <= 200),
  title text check (char_length(title) <= 70),
  description text check (char_length(description) <= 170),
  og_image_path text check (char_length(og_image_path) <= 300),
  og_image_alt text check (char_length(og_image_alt) <= 200),
  canonical_url text check (canonical_url is null or (canonical_url ~ '^https?://[^\s]+$' and char_length(canonical_url) <= 500)),
  noindex boolean not null default false,
  updated_at timestamptz not null default now()
);
comment on table public.page_seo is 'Meta tags per route, overriding the page''s own: title, description, Open Graph image, canonical URL, noindex.';

create table public.redirects (
  id uuid primary key default gen_random_uuid(),
  from_path text not null unique check (from_path ~ '^/[^\s?#]*$' and from_path !~ '(^|/)\.\.(/|$)' and char_length(from_path) <= 300),
  to_path text not null check ((to_path ~ '^/[^\s]*$' or to_path ~ '^https?://[^\s]+$') and char_length(to_path) <= 500),
  status_code smallint not null default 301 check (status_code in (301, 302)),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint redirect_goes_elsewhere check (from_path <> to_path)
);
comment on table public.redirects is 'Redirects the static host applies (written into _redirects at build) and the local server honours.';

create type public.backlink_status as enum ('pending', 'live', 'lost', 'broken');
create table public.backlinks (
  id uuid primary key default gen_random_uuid(),
  source_url text not null check (source_url ~ '^https?://[^\s]+$' and char_length(source_url) <= 2000),
  target_url text not null check (target_url ~ '^https?://[^\s]+$' and char_length(target_url) <= 2000),
  expected_anchor text check (char_length(expected_anchor) <= 300),
  anchor_text text check (char_length(anchor_text) <= 300),
  rel text check (char_length(rel) <= 100),
  status public.backlink_status not null default 'pending',
  last_http_status smallint,
  last_checked_at timestamptz,
  notes text check (char_length(notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (source_url, target_url)
);
comment on table public.backlinks is 'Links from other sites to ours, checked by the check-backlinks function: HTTP status, anchor text, rel.';
create index backlinks_status_idx on public.backlinks (status, last_checked_at);

do $$
declare
  t text;
  key_column text;
  public_read boolean;
begin
  for t, key_column, public_read in
    select * from (values ('page_seo', 'route', true), ('redirects', 'id', true), ('backlinks', 'id', false)) as v(t, k, p)
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select, insert, update, delete on public.%I to authenticated', t);
    if public_read then
      execute format('grant select on public.%I to anon', t);
      execute format('create policy "everyone reads %s" on public.%I for select to anon, authenticated using (true)', t, t);
    else
      execute format('create policy "staff read %s" on public.%I for select to authenticated using ((select private.has_role(''editor'')))', t, t);
    end if;
    execute format('create policy "staff add %s" on public.%I for insert to authenticated with check ((select private.has_role(''editor'')))', t, t);
    execute format('create policy "staff change %s" on public.%I for update to authenticated using ((select private.has_role(''editor''))) with check ((select private.has_role(''editor'')))', t, t);
    execute format('create policy "staff remove %s" on public.%I for delete to authenticated using ((select private.has_role(''editor'')))', t, t);
    execute format('create trigger set_updated_at before update on public.%I for each row execute function private.set_updated_at()', t);
    execute format('create trigger record_change after insert or update or delete on public.%I for each row execute function private.record_change(%L)', t, key_column);
  end loop;
end
$$;
