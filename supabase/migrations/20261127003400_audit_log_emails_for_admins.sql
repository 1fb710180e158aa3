-- Staff could read every staff member's email from audit_log.actor_email (editors too), though
-- staff may not read each other's addresses. The API roles lose the column; the audit log is read
-- through audit_log_entries, which shows an entry's email to admins and to the entry's own actor
-- only (null to everyone else). The dashboard's recent activity reads it there too.

revoke select on public.audit_log from authenticated;
grant select (id, occurred_at, actor_id, action, table_name, row_id, changed_fields) on public.audit_log to authenticated;

/* The actor's email of an audit entry, when the caller is an admin or that actor; else null. */
create function private.visible_actor_email(p_entry_id bigint)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select a.actor_email from public.audit_log a
  where a.id = p_entry_id
    and (a.actor_id = (select auth.uid()) or (select private.has_role('admin')))
$$;
comment on function private.visible_actor_email(bigint) is 'An audit entry''s actor email for admins and for that actor; null for other staff, who may not read each other''s addresses.';
revoke all on function private.visible_actor_email(bigint) from public;
grant execute on function private.visible_actor_email(bigint) to authenticated, service_role;

-- security_invoker: the audit log's row-level security and column privileges apply to the caller.
create view public.audit_log_entries with (security_invoker = true) as
  select a.id, a.occurred_at, a.actor_id, private.visible_actor_email(a.id) as actor_email,
         a.action, a.table_name, a.row_id, a.changed_fields
  from public.audit_log a;
comment on view public.audit_log_entries is 'The audit log as staff may read it: actor_email only for admins and for the entry''s own actor.';
revoke all on public.audit_log_entries from anon, authenticated;
grant select on public.audit_log_entries to authenticated;

-- The dashboard's recent activity comes from audit_log_entries (the function is otherwise unchanged).
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
    'unpublished_changes', private.unpublished_change_count(),
    'recent_activity', (
      select coalesce(jsonb_agg(to_jsonb(a) order by a.occurred_at desc), '[]')
      from (select * from public.audit_log_entries order by occurred_at desc limit 10) a
    )
  ) into result;
  return result;
end
$$;
