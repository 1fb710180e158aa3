-- Deleting a resource moves it to the trash (trash_content), and its file (bucket downloads) stays:
-- the trashed row still names it, so storage's delete policy (private.file_in_use) keeps it and a
-- restore finds it. Once the row is deleted for good (empty_trash by an admin, or
-- private.purge_trash 30 days on) no row names the file any more, and the resume-cleanup function
-- removes it through the Storage API, as it does orphaned résumés (deleting storage.objects rows by
-- SQL leaves hosted Storage's files behind). A day's grace spares a file uploaded for a save that is
-- still under way (the admin uploads the file before it writes the row).
--
-- RLS: only the service role may run it (it reads every row, trashed or not); it runs as the caller,
-- and the service role bypasses row-level security.

/* Downloads older than a day that no resource (in the trash or not) names, oldest first, 1000 at most. */
create function public.unused_downloads()
returns setof text
language sql
stable
set search_path = ''
as $$
  select o.name
  from storage.objects o
  where o.bucket_id = 'downloads'
    and o.created_at < now() - interval '1 day'
    and not exists (select 1 from public.resources r where r.file_path = o.name)
  order by o.created_at
  limit 1000
$$;
comment on function public.unused_downloads() is
  'Names of files in the downloads bucket older than a day that no resource (trashed or not) refers to, oldest first, 1000 at most: what the resume-cleanup function removes after a resource is deleted for good. Service role only.';
revoke all on function public.unused_downloads() from public, anon, authenticated;
grant execute on function public.unused_downloads() to service_role;
