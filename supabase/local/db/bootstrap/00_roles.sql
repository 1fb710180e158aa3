-- The API roles Supabase provides. Roles are cluster-wide on PostgreSQL, so create only what is missing.
DO $roles$
DECLARE
  wanted record;
BEGIN
  FOR wanted IN
    SELECT * FROM (VALUES
      ('anon', 'NOLOGIN NOINHERIT'),
      ('authenticated', 'NOLOGIN NOINHERIT'),
      ('service_role', 'NOLOGIN NOINHERIT BYPASSRLS'),
      ('authenticator', 'LOGIN NOINHERIT'),
      ('supabase_auth_admin', 'NOLOGIN NOINHERIT'),
      ('supabase_storage_admin', 'NOLOGIN NOINHERIT')
    ) AS r(name, options)
  LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = wanted.name) THEN
      EXECUTE format('CREATE ROLE %I %s', wanted.name, wanted.options);
    END IF;
  END LOOP;
END
$roles$;

GRANT anon, authenticated, service_role TO authenticator;

-- Supabase's time limits per role: a request as anon may run 3 s, as a signed-in user 8 s (the
-- REST layer applies a role's settings to each request, as PostgREST does).
ALTER ROLE anon SET statement_timeout = '3s';
ALTER ROLE authenticated SET statement_timeout = '8s';
