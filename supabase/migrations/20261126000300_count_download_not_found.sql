/*
 * count_download() for an unknown or unpublished resource: PostgREST answers any P0 SQLSTATE other
 * than P0001 with 500, so the P0002 it raised reached visitors as a server error. A PTxyz SQLSTATE
 * is answered with HTTP xyz: the visitor now gets 404.
 */
create or replace function public.count_download(resource_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  downloads integer;
begin
  update public.resources r
     set download_count = r.download_count + 1
   where r.id = resource_id and r.status <> 'draft' and r.published_at <= now()
  returning r.download_count into downloads;
  if downloads is null then
    raise exception 'No published resource has that id' using errcode = 'PT404';
  end if;
  return downloads;
end
$$;
