-- Supabase grants the API roles everything on new objects in `public`, leaving row-level security
-- to decide. This project grants per table instead, so a table someone forgets to secure is not
-- reachable at all. Existing defaults for tables, sequences and functions are withdrawn here;
-- every later migration grants exactly what each role needs.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated, public;

-- Helpers that policies call live in a schema the API does not expose.
create schema if not exists private;
comment on schema private is 'Security helpers called by row-level security policies; not exposed through the API.';
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;
alter default privileges in schema private revoke all on functions from public;
