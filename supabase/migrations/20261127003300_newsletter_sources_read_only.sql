-- Writing to the newsletter_sources view answered 500: PostgreSQL refuses a write to a view it
-- cannot update (select distinct) with 55000 while rewriting the query, before it checks
-- privileges, and PostgREST answers 55000 with 500. With INSTEAD OF triggers the rewrite passes
-- and the privilege check decides: no API role may write the view, so writers get 42501
-- (401 without a session, 403 with one). The triggers themselves refuse anyone else.

/* INSTEAD OF trigger of a read-only view: refuses every insert, update and delete. */
create function private.refuse_view_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The view %.% is read-only', tg_table_schema, tg_table_name
    using errcode = '42501', hint = 'Write to the table it reads instead.';
end
$$;
comment on function private.refuse_view_write() is 'INSTEAD OF trigger of a read-only view: its writes are refused with 42501 (as privileges refuse them), not 55000.';

revoke insert, update, delete, truncate on public.newsletter_sources from anon, authenticated, service_role;

create trigger refuse_write instead of insert or update or delete on public.newsletter_sources
  for each row execute function private.refuse_view_write();
