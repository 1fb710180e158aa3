-- count_download() added one on every call, so anyone could inflate a resource's download count
-- without limit. It now counts one download per client address per resource per hour; a repeat
-- within the hour answers the current count without adding to it.

create table private.counted_downloads (
  resource_id uuid not null references public.resources (id) on delete cascade,
  client_ip inet,
  counted_at timestamptz not null default now(),
  constraint counted_downloads_once unique nulls not distinct (resource_id, client_ip)
);
comment on table private.counted_downloads is 'When each client address last had a download of each resource counted (a null address is one unknown client); rows older than an hour no longer hold a count back and are removed now and then.';

/*
 * Counts one download of a published resource, without giving visitors UPDATE on resources, at
 * most once per client address and resource in an hour. Returns the count; an unknown or
 * unpublished resource is PT404 (404).
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
  counted boolean;
begin
  select r.download_count into downloads
  from public.resources r
  where r.id = resource_id and r.status <> 'draft' and r.published_at <= now();
  if downloads is null then
    raise exception 'No published resource has that id' using errcode = 'PT404';
  end if;
  -- The row lock of the upsert makes concurrent calls from one address count once.
  insert into private.counted_downloads as d (resource_id, client_ip)
  values (count_download.resource_id, private.client_ip())
  on conflict on constraint counted_downloads_once do update set counted_at = now()
    where d.counted_at <= now() - interval '1 hour'
  returning true into counted;
  if counted then
    update public.resources r
       set download_count = r.download_count + 1
     where r.id = count_download.resource_id
    returning r.download_count into downloads;
  end if;
  if random() < 0.02 then
    delete from private.counted_downloads where counted_at <= now() - interval '1 hour';
  end if;
  return downloads;
end
$$;
comment on function public.count_download(uuid) is 'Adds one to a published resource''s download count, at most once per client address and resource in an hour; callable by anyone.';
