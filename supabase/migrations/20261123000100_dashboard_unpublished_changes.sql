-- The dashboard also counts unpublished changes: audited changes to what the site is built from
-- (content, SEO, settings; not inboxes, roles or backups) since the last successful build started.
create or replace function public.dashboard_stats()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  result jsonb;
begin
  if not (select private.has_role('editor')) then
    raise exception 'The dashboard is for staff' using errcode = '42501';
  end if;
  with days as (
    select generate_series(current_date - 29, current_date, interval '1 day')::date as day
  ),
  inbox as (
    select 'contact' as inbox, created_at from public.contact_submissions where kind = 'contact'
    union all select 'discovery_call', created_at from public.contact_submissions where kind = 'discovery_call'
    union all select 'applications', created_at from public.job_applications
    union all select 'newsletter', created_at from public.newsletter_signups
  ),
  totals as (
    select inbox,
           count(*) filter (where created_at >= now() - interval '7 days') as last_7_days,
           count(*) filter (where created_at >= now() - interval '30 days') as last_30_days
    from inbox group by inbox
  )
  select jsonb_build_object(
    'inbox', (
      select jsonb_object_agg(name, jsonb_build_object(
        'last_7_days', coalesce(t.last_7_days, 0), 'last_30_days', coalesce(t.last_30_days, 0)))
      from unnest(array['contact', 'discovery_call', 'applications', 'newsletter']) as name
      left join totals t on t.inbox = name
    ),
    'unread', jsonb_build_object(
      'contact', (select count(*) from public.contact_submissions where kind = 'contact' and status = 'new'),
      'discovery_call', (select count(*) from public.contact_submissions where kind = 'discovery_call' and status = 'new'),
      'applications', (select count(*) from public.job_applications where status = 'new')
    ),
    'daily', (
      select jsonb_agg(jsonb_build_object(
        'day', d.day,
        'contact', (select count(*) from inbox i where i.inbox = 'contact' and i.created_at::date = d.day),
        'discovery_call', (select count(*) from inbox i where i.inbox = 'discovery_call' and i.created_at::date = d.day),
        'applications', (select count(*) from inbox i where i.inbox = 'applications' and i.created_at::date = d.day),
        'newsletter', (select count(*) from inbox i where i.inbox = 'newsletter' and i.created_at::date = d.day)
      ) order by d.day)
      from days d
    ),
    'content', jsonb_build_object(
      'blog_posts', (select jsonb_build_object(
        'published', count(*) filter (where status <> 'draft' and published_at <= now()),
        'scheduled', count(*) filter (where status <> 'draft' and published_at > now()),
        'draft', count(*) filter (where status = 'draft')) from public.blog_posts),
      'case_studies', (select count(*) from public.case_studies),
      'portfolio_items', (select count(*) from public.portfolio_items),
      'videos', (select count(*) from public.videos),
      'resources', (select count(*) from public.resources),
      'faqs', (select count(*) from public.faqs),
      'jobs_open', (select count(*) from public.jobs where status = 'open'),
      'team_members', (select count(*) from public.team_members)
    ),
    'last_build', (
      select to_jsonb(b) - 'log' from public.site_builds b order by b.requested_at desc limit 1
    ),
    'last_successful_build', (
      select to_jsonb(b) - 'log' from public.site_builds b where b.status = 'succeeded' order by b.finished_at desc limit 1
    ),
    'unpublished_changes', (
      select count(*) from public.audit_log a
      where a.table_name not in ('contact_submissions', 'job_applications', 'newsletter_signups', 'user_roles', 'backups')
        and a.occurred_at > coalesce((
          select coalesce(b.started_at, b.requested_at) from public.site_builds b
          where b.status = 'succeeded' order by b.finished_at desc nulls last limit 1
        ), '-infinity')
    ),
    'recent_activity', (
      select coalesce(jsonb_agg(to_jsonb(a) order by a.occurred_at desc), '[]')
      from (select * from public.audit_log order by occurred_at desc limit 10) a
    )
  ) into result;
  return result;
end
$$;
