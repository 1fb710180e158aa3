-- Buckets and who may do what in them. Public buckets serve files by URL to anyone; listing and
-- writing still go through these policies.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('media', 'media', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml']),
  ('downloads', 'downloads', true, 26214400, array[
    'application/pdf', 'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/zip', 'application/x-zip-compressed', 'application/vnd.rar', 'application/x-rar-compressed'
  ]),
  ('resumes', 'resumes', false, 10485760, array[
    'application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ]),
  ('backups', 'backups', false, 209715200, array['application/json']);

-- media and downloads: files anyone can fetch by URL; staff list, add, replace and remove them.
create policy "staff list media and downloads" on storage.objects for select to authenticated
  using (bucket_id in ('media', 'downloads') and (select private.has_role('editor')));
create policy "staff add media and downloads" on storage.objects for insert to authenticated
  with check (bucket_id in ('media', 'downloads') and (select private.has_role('editor')));
create policy "staff replace media and downloads" on storage.objects for update to authenticated
  using (bucket_id in ('media', 'downloads') and (select private.has_role('editor')))
  with check (bucket_id in ('media', 'downloads') and (select private.has_role('editor')));
create policy "staff remove media and downloads" on storage.objects for delete to authenticated
  using (bucket_id in ('media', 'downloads') and (select private.has_role('editor')));

/* Whether nothing is stored yet under resumes/<folder>/ (read past the uploader's lack of rights). */
create function private.resume_folder_is_new(folder text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (select 1 from storage.objects o where o.bucket_id = 'resumes' and o.name like folder || '/%')
$$;
grant execute on function private.resume_folder_is_new(text) to anon, authenticated;

-- resumes: an applicant may put one PDF/DOC/DOCX (the bucket limits size and type) into a new
-- folder named by a fresh UUID, and never read or list; staff read (through signed URLs); admins remove.
create policy "applicants upload a résumé into a new folder" on storage.objects for insert to anon, authenticated
  with check (
    bucket_id = 'resumes'
    and name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/]{1,200}\.(pdf|doc|docx)$'
    and private.resume_folder_is_new((storage.foldername(name))[1])
  );
create policy "staff read résumés" on storage.objects for select to authenticated
  using (bucket_id = 'resumes' and (select private.has_role('editor')));
create policy "admins remove résumés" on storage.objects for delete to authenticated
  using (bucket_id = 'resumes' and (select private.has_role('admin')));

-- backups: admins only.
create policy "admins read backups" on storage.objects for select to authenticated
  using (bucket_id = 'backups' and (select private.has_role('admin')));
create policy "admins store backups" on storage.objects for insert to authenticated
  with check (bucket_id = 'backups' and (select private.has_role('admin')));
create policy "admins remove backups" on storage.objects for delete to authenticated
  using (bucket_id = 'backups' and (select private.has_role('admin')));
