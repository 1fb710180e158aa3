-- A résumé is written once. A signed upload URL asked for with `x-upsert: true` let a visitor
-- overwrite their own résumé again and again for two hours (Storage stores such uploads as the
-- service role, past row-level security), which bypassed the "one file per fresh folder" rule and
-- the upload limit. No one replaces or moves a résumé in this product, so the database refuses it
-- for every role; removing one (admins) is unchanged.
--
-- RLS: row-level security cannot say this, because the service role bypasses it; a trigger holds
-- for every role. It reads nothing but the row it guards.

/* Before an update of storage.objects: a résumé keeps its file (version), name and bucket; no object becomes one. */
create function private.keep_resumes_unchanged()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.version is distinct from old.version
    or new.name is distinct from old.name
    or new.bucket_id is distinct from old.bucket_id then
    raise exception 'A résumé cannot be replaced or moved. Upload the new file into a new folder.'
      using errcode = '42501';
  end if;
  return new;
end
$$;
comment on function private.keep_resumes_unchanged() is
  'Trigger on storage.objects: a résumé (bucket resumes) is never replaced or moved, and nothing is moved into that bucket (42501).';

create trigger keep_resumes_unchanged before update on storage.objects
  for each row when (old.bucket_id = 'resumes' or new.bucket_id = 'resumes')
  execute function private.keep_resumes_unchanged();
