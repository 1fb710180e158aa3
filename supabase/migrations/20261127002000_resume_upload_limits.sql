-- Résumé uploads were unlimited: a visitor could store 40 files of 1 MB in 1.5 s. They are now
-- counted per client address like the inboxes' submissions, in the database, so the limit holds
-- whatever uploads the file (Supabase Storage on hosted Supabase or the local stack).
--
-- Who is counted: everyone but staff. That includes the service role: Storage stores an upload
-- made through a signed upload URL as the service role, so a visitor who signs upload URLs first
-- would otherwise upload past the limit. Nothing else in the product stores résumés with the
-- service role. A request without a client address (SQL run by the project owner) is not counted.
--
-- RLS: the trigger reads and writes private.inbox_submissions, which no API role can reach; it
-- runs as its owner (security definer) with a pinned search path. It decides nothing about who may
-- upload: the storage policies still do.

/*
 * Before a résumé is stored: at most `per_ip` from one client address within `window`; over the
 * limit, SQLSTATE PT429 (HTTP 429 from the local stack's storage API). Trigger arguments: per_ip,
 * window. The counts share private.inbox_submissions (inbox 'storage.resumes') and its clean-up.
 */
create function private.limit_resume_uploads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_ip integer := tg_argv[0]::integer;
  span interval := tg_argv[1]::interval;
  ip inet := private.client_ip();
begin
  if ip is null or (select private.has_role('editor')) then
    return new;
  end if;
  -- One lock for all résumé uploads, held until commit: concurrent uploads are counted one by one.
  perform pg_advisory_xact_lock(hashtext('private.limit_resume_uploads'));
  if (
    select count(*) from private.inbox_submissions s
    where s.inbox = 'storage.resumes' and s.client_ip = ip and s.submitted_at > now() - span
  ) >= per_ip then
    raise exception 'Too many résumé uploads from this network. Please wait a while and try again.'
      using errcode = 'PT429', hint = 'rate_limited';
  end if;
  insert into private.inbox_submissions (inbox, client_ip) values ('storage.resumes', ip);
  return new;
end
$$;
comment on function private.limit_resume_uploads() is
  'Trigger on storage.objects (bucket resumes): at most tg_argv[0] uploads per client address per tg_argv[1], staff excepted; PT429 past it.';

-- Twice the applications' own limit (5 an hour): a visitor who changes their file before applying,
-- or applies to a second role, still gets through.
create trigger limit_resume_uploads before insert on storage.objects
  for each row when (new.bucket_id = 'resumes')
  execute function private.limit_resume_uploads('10', '1 hour');
