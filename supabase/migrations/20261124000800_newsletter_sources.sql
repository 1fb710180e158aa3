-- The newsletter's sources (website-footer, csv-import, …), each once, for the admin's source filter.
-- security_invoker: row-level security of newsletter_signups applies, so only staff see any.
create view public.newsletter_sources with (security_invoker = true) as
  select distinct source from public.newsletter_signups;
comment on view public.newsletter_sources is 'Each distinct newsletter_signups.source once (the admin''s source filter); staff only, through the table''s row-level security.';
revoke all on public.newsletter_sources from anon, authenticated;
grant select on public.newsletter_sources to authenticated;
