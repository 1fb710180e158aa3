-- What the admin's content and inbox areas need beyond the tables: a media library with alt text,
-- files that cannot be removed while a page uses them, blog revisions, ordering in one call, and
-- staff adding subscribers (CSV import).

-- Media library: every image in the media bucket with the alt text editors reuse it with.
create table public.media_assets (
  path text primary key check (
    path ~ '^[a-z0-9][a-z0-9_-]*(/[a-z0-9][a-z0-9_.-]*)*\.(jpe?g|png|webp|avif|gif)$'
    and path !~ '\.\.' and char_length(path) <= 300
  ),
  alt_text text not null check (char_length(btrim(alt_text)) between 1 and 200),
  file_name text not null check (char_length(btrim(file_name)) between 1 and 200),
  mime_type text check (mime_type in ('image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif')),
  size_bytes integer check (size_bytes between 0 and 5242880),
  width integer check (width between 1 and 20000),
  height integer check (height between 1 and 20000),
  uploaded_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.media_assets is 'The media library: one row per image in the media bucket (path is the object''s name there), with its alt text.';
create index media_assets_created_idx on public.media_assets (created_at desc);

/*
 * Whether a page's content uses a stored file: covers, photos, galleries, Open Graph images and
 * images written into Markdown bodies (media); resource files (downloads). Reads past RLS so that
 * a file used by a draft counts too.
 */
create function private.file_in_use(bucket text, object_path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case bucket
    when 'media' then
      exists (
        select 1 from public.blog_posts b
        where b.cover_path = object_path or b.og_image_path = object_path or strpos(b.body, 'media/' || object_path) > 0
      )
      or exists (
        select 1 from public.case_studies c
        where c.cover_path = object_path
           or strpos(c.challenge, 'media/' || object_path) > 0 or strpos(c.solution, 'media/' || object_path) > 0
      )
      or exists (
        select 1 from public.portfolio_items p
        where p.cover_path = object_path
           or p.gallery @> jsonb_build_array(jsonb_build_object('path', object_path))
           or strpos(p.body, 'media/' || object_path) > 0
      )
      or exists (select 1 from public.team_members t where t.photo_path = object_path)
      or exists (select 1 from public.page_seo s where s.og_image_path = object_path)
      or exists (select 1 from public.about_content a where strpos(a.story, 'media/' || object_path) > 0)
    when 'downloads' then
      exists (select 1 from public.resources r where r.file_path = object_path)
    else false
  end
$$;
revoke all on function private.file_in_use(text, text) from public;
grant execute on function private.file_in_use(text, text) to authenticated;

/* Where a file is used, for the library to say why it cannot be deleted (staff see every row). */
create function public.media_usage(bucket text, object_path text)
returns table (kind text, id text, title text)
language sql
stable
security invoker
set search_path = ''
as $$
  select 'blog_post', b.id::text, b.title from public.blog_posts b
  where bucket = 'media' and (b.cover_path = object_path or b.og_image_path = object_path or strpos(b.body, 'media/' || object_path) > 0)
  union all
  select 'case_study', c.id::text, c.title from public.case_studies c
  where bucket = 'media' and (c.cover_path = object_path
    or strpos(c.challenge, 'media/' || object_path) > 0 or strpos(c.solution, 'media/' || object_path) > 0)
  union all
  select 'portfolio_item', p.id::text, p.title from public.portfolio_items p
  where bucket = 'media' and (p.cover_path = object_path
    or p.gallery @> jsonb_build_array(jsonb_build_object('path', object_path)) or strpos(p.body, 'media/' || object_path) > 0)
  union all
  select 'team_member', t.id::text, t.name from public.team_members t
  where bucket = 'media' and t.photo_path = object_path
  union all
  select 'page_seo', s.route, s.route from public.page_seo s
  where bucket = 'media' and s.og_image_path = object_path
  union all
  select 'about_content', 'about', 'About page' from public.about_content a
  where bucket = 'media' and strpos(a.story, 'media/' || object_path) > 0
  union all
  select 'resource', r.id::text, r.title from public.resources r
  where bucket = 'downloads' and r.file_path = object_path
$$;
revoke all on function public.media_usage(text, text) from public, anon;
grant execute on function public.media_usage(text, text) to authenticated;

alter table public.media_assets enable row level security;
revoke all on public.media_assets from anon, authenticated;
grant select, insert, update, delete on public.media_assets to authenticated;
create policy "staff read the media library" on public.media_assets for select to authenticated
  using ((select private.has_role('editor')));
create policy "staff add to the media library" on public.media_assets for insert to authenticated
  with check ((select private.has_role('editor')));
create policy "staff describe media" on public.media_assets for update to authenticated
  using ((select private.has_role('editor'))) with check ((select private.has_role('editor')));
create policy "staff remove unused media" on public.media_assets for delete to authenticated
  using ((select private.has_role('editor')) and not private.file_in_use('media', path));
create trigger set_updated_at before update on public.media_assets for each row execute function private.set_updated_at();
create trigger record_change after insert or update or delete on public.media_assets for each row execute function private.record_change('path');

-- A file a page uses stays: the storage API's delete leaves it in place.
drop policy "staff remove media and downloads" on storage.objects;
create policy "staff remove unused media and downloads" on storage.objects for delete to authenticated
  using (
    bucket_id in ('media', 'downloads') and (select private.has_role('editor'))
    and not private.file_in_use(bucket_id, name)
  );

-- Blog revisions: each save keeps a snapshot; saves by one person within ten minutes (autosave)
-- refine the same revision, and a post keeps its 50 newest.
create table public.blog_post_revisions (
  id bigint generated always as identity primary key,
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  snapshot jsonb not null check (jsonb_typeof(snapshot) = 'object'),
  saved_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.blog_post_revisions is 'Snapshots of a post''s content, written by a trigger on blog_posts; restore by saving a snapshot back.';
create index blog_post_revisions_post_idx on public.blog_post_revisions (post_id, updated_at desc);

create function private.record_blog_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  content jsonb := jsonb_build_object(
    'title', new.title, 'slug', new.slug, 'excerpt', new.excerpt, 'body', new.body,
    'cover_path', new.cover_path, 'cover_alt', new.cover_alt, 'author_id', new.author_id,
    'category', new.category, 'tags', to_jsonb(new.tags), 'seo_title', new.seo_title,
    'seo_description', new.seo_description, 'og_image_path', new.og_image_path
  );
  latest public.blog_post_revisions;
  editor uuid := auth.uid();
begin
  select * into latest from public.blog_post_revisions r
  where r.post_id = new.id order by r.updated_at desc, r.id desc limit 1;
  if found and latest.snapshot = content then
    return null;
  end if;
  if found and latest.saved_by is not distinct from editor and latest.created_at > now() - interval '10 minutes' then
    update public.blog_post_revisions set snapshot = content, updated_at = now() where id = latest.id;
  else
    insert into public.blog_post_revisions (post_id, snapshot, saved_by) values (new.id, content, editor);
    delete from public.blog_post_revisions r
    where r.post_id = new.id and r.id not in (
      select k.id from public.blog_post_revisions k where k.post_id = new.id order by k.updated_at desc, k.id desc limit 50
    );
  end if;
  return null;
end
$$;
create trigger record_revision after insert or update on public.blog_posts
  for each row execute function private.record_blog_revision();

alter table public.blog_post_revisions enable row level security;
revoke all on public.blog_post_revisions from anon, authenticated;
grant select on public.blog_post_revisions to authenticated;
create policy "staff read revisions" on public.blog_post_revisions for select to authenticated
  using ((select private.has_role('editor')));

/*
 * Puts rows of an ordered content table in the order given (sort_order 1, 2, …) in one
 * transaction, with the caller's rights: every id must be a row the caller may change.
 */
create function public.reorder_content(target text, ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  changed integer;
begin
  if target not in ('case_studies', 'portfolio_items', 'videos', 'resources', 'faqs', 'team_members') then
    raise exception 'Items of % cannot be reordered', target using errcode = '22023';
  end if;
  if ids is null or cardinality(ids) = 0 or cardinality(ids) > 1000 then
    raise exception 'Give between 1 and 1000 ids' using errcode = '22023';
  end if;
  if cardinality(ids) <> (select count(distinct i) from unnest(ids) as i) then
    raise exception 'An id appears twice' using errcode = '22023';
  end if;
  execute format(
    'update public.%I t set sort_order = o.position from unnest($1) with ordinality as o(id, position) where t.id = o.id',
    target
  ) using ids;
  get diagnostics changed = row_count;
  -- A row that does not exist or that row-level security hides from this caller is not updated.
  if changed <> cardinality(ids) then
    raise exception 'Some of these items could not be reordered' using errcode = '42501';
  end if;
end
$$;
revoke all on function public.reorder_content(text, uuid[]) from public, anon;
grant execute on function public.reorder_content(text, uuid[]) to authenticated;

-- Staff import subscribers (CSV) and may mark them confirmed; visitors keep their own rule.
create policy "staff add subscribers" on public.newsletter_signups for insert to authenticated
  with check ((select private.has_role('editor')));
