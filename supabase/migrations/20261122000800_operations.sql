-- Publishing and backups: build requests the worker (or deploy hook) runs, and backup records.
create type public.build_status as enum ('queued', 'running', 'succeeded', 'failed');
create table public.site_builds (
  id uuid primary key default gen_random_uuid(),
  status public.build_status not null default 'queued',
  trigger text not null default 'manual' check (trigger in ('manual', 'schedule', 'deploy-hook', 'system')),
  requested_by uuid references auth.users (id) on delete set null,
  requested_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  duration_ms integer check (duration_ms >= 0),
  log text not null default '' check (char_length(log) <= 1000000),
  error text check (char_length(error) <= 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.site_builds is 'Requests to rebuild the static site and their outcome; the worker streams its log into `log`.';
create index site_builds_requested_idx on public.site_builds (requested_at desc);
create index site_builds_status_idx on public.site_builds (status);
create index site_builds_requested_by_idx on public.site_builds (requested_by);

alter table public.site_builds enable row level security;
revoke all on public.site_builds from anon, authenticated;
grant select, insert on public.site_builds to authenticated;
create policy "staff read builds" on public.site_builds for select to authenticated
  using ((select private.has_role('editor')));
create policy "staff request builds" on public.site_builds for insert to authenticated
  with check ((select private.has_role('editor')) and status = 'queued' and requested_by = (select auth.uid()));
create trigger set_updated_at before update on public.site_builds
  for each row execute function private.set_updated_at();

create type public.backup_kind as enum ('manual', 'daily', 'weekly', 'uploaded');
create table public.backups (
  id uuid primary key default gen_random_uuid(),
  kind public.backup_kind not null default 'manual',
  file_path text not null unique check (file_path ~ '^[A-Za-z0-9/_.-]+\.json$' and char_length(file_path) <= 300),
  schema_version text not null check (char_length(schema_version) <= 40),
  size_bytes bigint not null check (size_bytes >= 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  row_counts jsonb not null default '{}' check (jsonb_typeof(row_counts) = 'object'),
  note text check (char_length(note) <= 500),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.backups is 'Backups of content, settings and inboxes; the document itself is in the private backups bucket.';
create index backups_created_idx on public.backups (created_at desc);
create index backups_created_by_idx on public.backups (created_by);

alter table public.backups enable row level security;
revoke all on public.backups from anon, authenticated;
grant select, insert, update, delete on public.backups to authenticated;
create policy "admins read backups" on public.backups for select to authenticated using ((select private.has_role('admin')));
create policy "admins record backups" on public.backups for insert to authenticated with check ((select private.has_role('admin')));
create policy "admins annotate backups" on public.backups for update to authenticated
  using ((select private.has_role('admin'))) with check ((select private.has_role('admin')));
create policy "admins delete backups" on public.backups for delete to authenticated using ((select private.has_role('admin')));
create trigger set_updated_at before update on public.backups
  for each row execute function private.set_updated_at();
create trigger record_change after insert or update or delete on public.backups
  for each row execute function private.record_change('id');
