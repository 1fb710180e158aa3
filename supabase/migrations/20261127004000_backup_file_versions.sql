-- A backup's file list names each file's stored version too. Storage keeps a file's bytes under
-- its version id and its name only in storage.objects, so when the database itself is lost the
-- local stack can link the files still on disk back to their names from the latest backup.
create or replace function private.stored_files(bucket text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'name', o.name,
      'size', (o.metadata ->> 'size')::bigint,
      'mimetype', o.metadata ->> 'mimetype',
      'updated_at', o.updated_at,
      'version', o.version
    ) order by o.name), '[]')
  from storage.objects o
  where o.bucket_id = bucket
$$;
revoke all on function private.stored_files(text) from public;
comment on function private.stored_files(text) is
  'The files of a bucket for a backup: name, size, type, last change and the version their bytes are stored under.';
