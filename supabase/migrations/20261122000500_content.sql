-- Published content: the site's pages are built from these tables with the anon key, so a row
-- reaches the public only when its status and date say so. Editors and admins manage all of it.
create type public.publish_status as enum ('draft', 'scheduled', 'published');
comment on type public.publish_status is 'draft: never public; scheduled: public from published_at; published: public (published_at set).';

create table public.team_members (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  name text not null check (char_length(btrim(name)) between 2 and 100),
  role text not null check (char_length(btrim(role)) between 2 and 100),
  bio text not null default '' check (char_length(bio) <= 1500),
  photo_path text check (char_length(photo_path) <= 300),
  photo_alt text check (char_length(photo_alt) <= 200),
  linkedin_url text check (linkedin_url is null or (linkedin_url ~ '^https://' and char_length(linkedin_url) <= 300)),
  sort_order integer not null default 0,
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint team_member_photo_has_alt check (photo_path is null or coalesce(char_length(btrim(photo_alt)), 0) > 0)
);
comment on table public.team_members is 'The people on the about page; blog authors too.';
create index team_members_order_idx on public.team_members (sort_order, name);

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title text not null check (char_length(btrim(title)) between 3 and 160),
  excerpt text not null default '' check (char_length(excerpt) <= 300),
  body text not null default '' check (char_length(body) <= 100000),
  cover_path text check (char_length(cover_path) <= 300),
  cover_alt text check (char_length(cover_alt) <= 200),
  author_id uuid references public.team_members (id) on delete set null,
  category text check (char_length(category) <= 60),
  tags text[] not null default '{}' check (cardinality(tags) <= 12),
  status public.publish_status not null default 'draft',
  published_at timestamptz,
  seo_title text check (char_length(seo_title) <= 70),
  seo_description text check (char_length(seo_description) <= 170),
  og_image_path text check (char_length(og_image_path) <= 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_post_cover_has_alt check (cover_path is null or coalesce(char_length(btrim(cover_alt)), 0) > 0),
  constraint blog_post_dated_when_public check (status = 'draft' or published_at is not null)
);
comment on table public.blog_posts is 'Blog articles; the body is Markdown, rendered and sanitised when the site is built.';
create index blog_posts_public_idx on public.blog_posts (status, published_at desc);
create index blog_posts_category_idx on public.blog_posts (category);
create index blog_posts_tags_idx on public.blog_posts using gin (tags);
create index blog_posts_author_idx on public.blog_posts (author_id);

create table public.case_studies (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title text not null check (char_length(btrim(title)) between 3 and 160),
  client text not null check (char_length(btrim(client)) between 1 and 120),
  industry text check (char_length(industry) <= 120),
  services text[] not null default '{}' check (cardinality(services) <= 10),
  summary text not null default '' check (char_length(summary) <= 300),
  challenge text not null default '' check (char_length(challenge) <= 20000),
  solution text not null default '' check (char_length(solution) <= 20000),
  results jsonb not null default '[]' check (jsonb_typeof(results) = 'array' and jsonb_array_length(results) <= 8),
  testimonial_quote text check (char_length(testimonial_quote) <= 600),
  testimonial_author text check (char_length(testimonial_author) <= 120),
  testimonial_role text check (char_length(testimonial_role) <= 120),
  cover_path text check (char_length(cover_path) <= 300),
  cover_alt text check (char_length(cover_alt) <= 200),
  featured boolean not null default false,
  sort_order integer not null default 0,
  status public.publish_status not null default 'draft',
  published_at timestamptz,
  seo_title text check (char_length(seo_title) <= 70),
  seo_description text check (char_length(seo_description) <= 170),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint case_study_cover_has_alt check (cover_path is null or coalesce(char_length(btrim(cover_alt)), 0) > 0),
  constraint case_study_dated_when_public check (status = 'draft' or published_at is not null)
);
comment on table public.case_studies is 'Client stories with measurable results.';
comment on column public.case_studies.results is 'Metrics: [{"value": "+64%", "label": "…", "description": "…"}].';
create index case_studies_public_idx on public.case_studies (status, published_at);
create index case_studies_order_idx on public.case_studies (featured desc, sort_order);

create table public.portfolio_items (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title text not null check (char_length(btrim(title)) between 3 and 160),
  client text not null check (char_length(btrim(client)) between 1 and 120),
  category text not null check (category in ('Web Design', 'E-commerce', 'Branding', 'App', 'Campaign')),
  summary text not null default '' check (char_length(summary) <= 300),
  body text not null default '' check (char_length(body) <= 20000),
  year smallint check (year between 2000 and 2100),
  project_url text check (project_url is null or (project_url ~ '^https?://' and char_length(project_url) <= 300)),
  tags text[] not null default '{}' check (cardinality(tags) <= 12),
  cover_path text check (char_length(cover_path) <= 300),
  cover_alt text check (char_length(cover_alt) <= 200),
  gallery jsonb not null default '[]' check (jsonb_typeof(gallery) = 'array' and jsonb_array_length(gallery) <= 24),
  featured boolean not null default false,
  sort_order integer not null default 0,
  status public.publish_status not null default 'draft',
  published_at timestamptz,
  seo_title text check (char_length(seo_title) <= 70),
  seo_description text check (char_length(seo_description) <= 170),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint portfolio_cover_has_alt check (cover_path is null or coalesce(char_length(btrim(cover_alt)), 0) > 0),
  constraint portfolio_dated_when_public check (status = 'draft' or published_at is not null)
);
comment on column public.portfolio_items.gallery is 'Images: [{"path": "media/…", "alt": "…"}].';
create index portfolio_items_public_idx on public.portfolio_items (status, published_at);
create index portfolio_items_category_idx on public.portfolio_items (category, sort_order);

create table public.videos (
  id uuid primary key default gen_random_uuid(),
  youtube_id text not null unique check (youtube_id ~ '^[A-Za-z0-9_-]{11}$'),
  title text not null check (char_length(btrim(title)) between 3 and 160),
  description text not null default '' check (char_length(description) <= 5000),
  category text not null check (char_length(btrim(category)) between 1 and 60),
  duration_seconds integer check (duration_seconds between 1 and 86400),
  upload_date date,
  featured boolean not null default false,
  sort_order integer not null default 0,
  status public.publish_status not null default 'draft',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint video_dated_when_public check (status = 'draft' or published_at is not null)
);
comment on table public.videos is 'YouTube videos shown on /videos and /video/{id} (by YouTube id).';
create index videos_public_idx on public.videos (status, published_at);
create index videos_category_idx on public.videos (category, sort_order);

create table public.resources (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title text not null check (char_length(btrim(title)) between 3 and 160),
  description text not null default '' check (char_length(description) <= 500),
  type text not null check (type in ('guide', 'template', 'checklist', 'ebook', 'report')),
  category text not null check (char_length(btrim(category)) between 1 and 60),
  file_path text check (char_length(file_path) <= 300),
  external_url text check (external_url is null or (external_url ~ '^https://' and char_length(external_url) <= 500)),
  file_type text not null check (file_type in ('pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'rar')),
  file_size_bytes bigint check (file_size_bytes >= 0),
  download_count integer not null default 0 check (download_count >= 0),
  sort_order integer not null default 0,
  status public.publish_status not null default 'draft',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint resource_has_one_source check ((file_path is null) <> (external_url is null)),
  constraint resource_dated_when_public check (status = 'draft' or published_at is not null)
);
comment on table public.resources is 'Downloadable guides and templates: a file in the downloads bucket, or a link.';
create index resources_public_idx on public.resources (status, published_at);
create index resources_category_idx on public.resources (category, sort_order);

create table public.faqs (
  id uuid primary key default gen_random_uuid(),
  question text not null check (char_length(btrim(question)) between 5 and 200),
  answer text not null check (char_length(btrim(answer)) between 2 and 2000),
  category text not null check (char_length(btrim(category)) between 1 and 60),
  sort_order integer not null default 0,
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index faqs_order_idx on public.faqs (category, sort_order);

create table public.about_content (
  id boolean primary key default true check (id),
  headline text not null default '' check (char_length(headline) <= 120),
  intro text not null default '' check (char_length(intro) <= 500),
  mission text not null default '' check (char_length(mission) <= 500),
  vision text not null default '' check (char_length(vision) <= 500),
  story text not null default '' check (char_length(story) <= 20000),
  "values" jsonb not null default '[]' check (jsonb_typeof("values") = 'array' and jsonb_array_length("values") <= 12),
  stats jsonb not null default '[]' check (jsonb_typeof(stats) = 'array' and jsonb_array_length(stats) <= 8),
  seo_title text check (char_length(seo_title) <= 70),
  seo_description text check (char_length(seo_description) <= 170),
  updated_at timestamptz not null default now()
);
comment on table public.about_content is 'The single row of the about page.';

create type public.job_status as enum ('draft', 'open', 'closed');
create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  title text not null check (char_length(btrim(title)) between 3 and 120),
  department text not null check (char_length(btrim(department)) between 1 and 60),
  location text not null check (char_length(btrim(location)) between 1 and 120),
  employment_type text not null check (employment_type in ('full_time', 'part_time', 'contract', 'internship')),
  remote_policy text not null default 'hybrid' check (remote_policy in ('remote', 'hybrid', 'on_site')),
  salary_min integer check (salary_min >= 0),
  salary_max integer check (salary_max >= 0),
  salary_currency text not null default 'USD' check (salary_currency ~ '^[A-Z]{3}$'),
  salary_period text not null default 'year' check (salary_period in ('year', 'month', 'hour')),
  summary text not null default '' check (char_length(summary) <= 500),
  description text not null default '' check (char_length(description) <= 20000),
  requirements text[] not null default '{}' check (cardinality(requirements) <= 20),
  benefits text[] not null default '{}' check (cardinality(benefits) <= 20),
  status public.job_status not null default 'draft',
  valid_through date,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint job_salary_range check (salary_min is null or salary_max is null or salary_min <= salary_max),
  constraint job_dated_when_open check (status <> 'open' or published_at is not null)
);
comment on table public.jobs is 'Open positions on /careers; applications reference them.';
create index jobs_public_idx on public.jobs (status, published_at desc);

-- Row-level security: the public sees what is published (a scheduled item from its date), staff see and change everything.
do $$
declare
  t text;
  public_rows text;
begin
  for t, public_rows in
    select * from (values
      ('team_members', 'is_published'),
      ('blog_posts', 'status <> ''draft'' and published_at <= now()'),
      ('case_studies', 'status <> ''draft'' and published_at <= now()'),
      ('portfolio_items', 'status <> ''draft'' and published_at <= now()'),
      ('videos', 'status <> ''draft'' and published_at <= now()'),
      ('resources', 'status <> ''draft'' and published_at <= now()'),
      ('faqs', 'is_published'),
      ('jobs', 'status = ''open'' and published_at <= now() and (valid_through is null or valid_through >= current_date)')
    ) as content(t, public_rows)
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to anon, authenticated', t);
    execute format('grant insert, update, delete on public.%I to authenticated', t);
    execute format('create policy "the public reads published %s" on public.%I for select to anon using (%s)', t, t, public_rows);
    execute format('create policy "staff read all %s, others the published" on public.%I for select to authenticated using ((%s) or (select private.has_role(''editor'')))', t, t, public_rows);
    execute format('create policy "staff add %s" on public.%I for insert to authenticated with check ((select private.has_role(''editor'')))', t, t);
    execute format('create policy "staff change %s" on public.%I for update to authenticated using ((select private.has_role(''editor''))) with check ((select private.has_role(''editor'')))', t, t);
    execute format('create policy "staff remove %s" on public.%I for delete to authenticated using ((select private.has_role(''editor'')))', t, t);
    execute format('create trigger set_updated_at before update on public.%I for each row execute function private.set_updated_at()', t);
    execute format('create trigger record_change after insert or update or delete on public.%I for each row execute function private.record_change(''id'')', t);
  end loop;
end
$$;

-- The about page is one row: staff change it; nobody adds or removes it.
alter table public.about_content enable row level security;
revoke all on public.about_content from anon, authenticated;
grant select on public.about_content to anon, authenticated;
grant update on public.about_content to authenticated;
create policy "everyone reads the about page" on public.about_content for select to anon, authenticated using (true);
create policy "staff change the about page" on public.about_content for update to authenticated
  using ((select private.has_role('editor'))) with check ((select private.has_role('editor')));
create trigger set_updated_at before update on public.about_content for each row execute function private.set_updated_at();
create trigger record_change after insert or update or delete on public.about_content for each row execute function private.record_change('id');

insert into public.about_content default values;
