-- A visitor uploads the résumé first and then sends the application; a résumé no application ever
-- names (the visitor gave up, or the upload was abuse) used to stay forever. The resume-cleanup
-- edge function removes them after a day, through the Storage API so the stored files go too
-- (on hosted Supabase, deleting storage.objects rows by SQL leaves the files behind). This
-- function tells it which.
--
-- RLS: only the service role may run it (it reads every résumé's name); it runs as the caller, and
-- the service role bypasses row-level security. Visitors and staff cannot call it.

/* Résumés older than a day that no application names, oldest first, at most 1000 per call. */
create function public.orphaned_resumes()
returns setof text
language sql
stable
set search_path = ''
as $$
  select o.name
  from storage.objects o
  where o.bucket_id = 'resumes'
    and o.created_at < now() - interval '1 day'
    and not exists (select 1 from public.job_applications a where a.resume_path = o.name)
  order by o.created_at
  limit 1000
$$;
comment on function public.orphaned_resumes() is
  'Names of résumés (bucket resumes) older than a day that no job application refers to, oldest first, 1000 at most: what the resume-cleanup function removes. Service role only.';
revoke all on function public.orphaned_resumes() from public, anon, authenticated;
grant execute on function public.orphaned_resumes() to service_role;
