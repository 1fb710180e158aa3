-- The careers list shows how many applications each job on the page has, in one call. Security
-- invoker: row-level security counts only the applications the caller may read (staff: all).
create function public.job_application_counts(job_ids uuid[])
returns table (job_id uuid, applications integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select a.job_id, count(*)::integer
  from public.job_applications a
  where a.job_id = any (job_ids)
  group by a.job_id
$$;
comment on function public.job_application_counts(uuid[]) is
  'Applications per job for the given jobs (jobs without any are left out); counts what the caller may read.';
revoke all on function public.job_application_counts(uuid[]) from public, anon;
grant execute on function public.job_application_counts(uuid[]) to authenticated;
