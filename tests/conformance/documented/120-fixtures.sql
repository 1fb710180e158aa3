-- Fixtures for the cases 120000–129999 (Prefer header, writes, ranges, HTTP methods, functions,
-- errors), shaped after the examples of PostgREST's API reference.

CREATE TABLE test.docp_projects (
  id int PRIMARY KEY,
  name text NOT NULL,
  client_id int
);
INSERT INTO test.docp_projects VALUES
  (1, 'Windows 7', 1), (2, 'Windows 10', 1), (3, 'IOS', 2), (4, 'OSX', 2), (5, 'Orphan', NULL);

CREATE TABLE test.docp_employees (
  id int PRIMARY KEY,
  name text NOT NULL UNIQUE,
  salary numeric NOT NULL DEFAULT 10000,
  department text DEFAULT 'sales'
);
INSERT INTO test.docp_employees VALUES
  (1, 'Old employee 1', 30000, 'sales'), (2, 'Old employee 2', 42000, 'sales'), (3, 'Old employee 3', 50000, 'it');

CREATE TABLE test.docp_people (
  name text,
  age int,
  city text DEFAULT 'Lima'
);
INSERT INTO test.docp_people VALUES ('Ana', 31, 'Lima'), ('Bruno', 25, 'Quito');

CREATE TABLE test.docp_timestamps (t timestamptz);
INSERT INTO test.docp_timestamps VALUES ('2023-10-18 12:37:59.611+00');

CREATE TABLE test.docp_empty (id int PRIMARY KEY);

-- A view PostgreSQL cannot update automatically: only GET and HEAD make sense on it.
CREATE VIEW test.docp_project_counts AS
  SELECT client_id, count(*) AS projects FROM test.docp_projects GROUP BY client_id;
-- A simple view without a primary key: insertable, updatable and deletable, but no PUT.
CREATE VIEW test.docp_people_view AS SELECT name, age FROM test.docp_people;

CREATE FUNCTION test.docp_add_them(a int, b int) RETURNS int
  LANGUAGE sql IMMUTABLE AS $$ SELECT a + b $$;
CREATE FUNCTION test.docp_next_id() RETURNS int
  LANGUAGE sql VOLATILE AS $$ SELECT 42 $$;
CREATE FUNCTION test.docp_clients_projects(client int) RETURNS SETOF test.docp_projects
  LANGUAGE sql STABLE AS $$ SELECT * FROM test.docp_projects WHERE client_id = client ORDER BY id $$;
CREATE FUNCTION test.docp_all_projects() RETURNS SETOF test.docp_projects
  LANGUAGE sql STABLE AS $$ SELECT * FROM test.docp_projects ORDER BY id $$;
CREATE FUNCTION test.docp_rename_projects(new_name text) RETURNS SETOF test.docp_projects
  LANGUAGE sql VOLATILE AS $$ UPDATE test.docp_projects SET name = new_name RETURNING * $$;
CREATE FUNCTION test.docp_touch() RETURNS void
  LANGUAGE sql VOLATILE AS $$ UPDATE test.docp_projects SET name = name WHERE id = 1 $$;
CREATE FUNCTION test.docp_json_echo(json) RETURNS json
  LANGUAGE sql IMMUTABLE AS $$ SELECT $1 $$;
CREATE FUNCTION test.docp_mult_them(param json) RETURNS int
  LANGUAGE sql IMMUTABLE AS $$ SELECT (param->>'x')::int * (param->>'y')::int $$;
CREATE FUNCTION test.docp_plus_one(VARIADIC v int[]) RETURNS int[]
  LANGUAGE sql IMMUTABLE AS $$ SELECT array_agg(x + 1) FROM unnest(v) AS x $$;
CREATE FUNCTION test.docp_now_in_zone() RETURNS text
  LANGUAGE sql STABLE AS $$ SELECT current_setting('timezone') $$;

CREATE TABLE test.docp_orders (
  id int PRIMARY KEY,
  employee_id int REFERENCES test.docp_employees (id),
  amount numeric CHECK (amount >= 0)
);

-- Raises the error `kind` names, to show how each SQLSTATE becomes an HTTP status.
CREATE FUNCTION test.docp_raise(kind text) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  CASE kind
    WHEN 'plain' THEN RAISE EXCEPTION 'Custom failure';
    WHEN 'pt402' THEN
      RAISE SQLSTATE 'PT402' USING MESSAGE = 'Payment Required', DETAIL = 'Quota exceeded', HINT = 'Upgrade your plan';
    WHEN 'divide' THEN RETURN 1 / 0;
    WHEN 'undefined_function' THEN RAISE undefined_function;
    WHEN 'undefined_table' THEN RAISE undefined_table;
    WHEN 'insufficient_privilege' THEN RAISE insufficient_privilege;
    WHEN 'serialization' THEN RAISE serialization_failure;
    WHEN 'config_limit' THEN RAISE configuration_limit_exceeded;
    WHEN 'insufficient_resources' THEN RAISE insufficient_resources;
    WHEN 'admin_shutdown' THEN RAISE admin_shutdown;
    WHEN 'no_data_found' THEN RAISE no_data_found;
  END CASE;
  RETURN 0;
END $$;

CREATE FUNCTION test.docp_single_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$ SELECT 'received: ' || $1 $$;
CREATE FUNCTION test.docp_single_bytea(bytea) RETURNS int
  LANGUAGE sql IMMUTABLE AS $$ SELECT length($1) $$;
CREATE FUNCTION test.docp_single_xml(xml) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$ SELECT $1::text $$;

CREATE TABLE test.docp_tasks (
  id int PRIMARY KEY,
  name text NOT NULL,
  project_id int REFERENCES test.docp_projects (id) ON DELETE CASCADE
);
INSERT INTO test.docp_tasks VALUES (1, 'Design w7', 1), (2, 'Code w7', 1), (3, 'Design IOS', 3);

CREATE FUNCTION test.docp_overloaded(a int) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$ SELECT 'one argument' $$;
CREATE FUNCTION test.docp_overloaded(a int, b int) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$ SELECT 'two arguments' $$;
CREATE FUNCTION test.docp_ambiguous(a int, b int DEFAULT 0) RETURNS int
  LANGUAGE sql IMMUTABLE AS $$ SELECT 1 $$;
CREATE FUNCTION test.docp_ambiguous(a int, c text DEFAULT '') RETURNS int
  LANGUAGE sql IMMUTABLE AS $$ SELECT 2 $$;
CREATE FUNCTION test.docp_project_table(client int) RETURNS TABLE (project text, tasks bigint)
  LANGUAGE sql STABLE AS $$
    SELECT p.name, (SELECT count(*) FROM test.docp_tasks t WHERE t.project_id = p.id)
    FROM test.docp_projects p WHERE p.client_id = client ORDER BY p.id
  $$;
CREATE FUNCTION test.docp_out_params(a int, OUT doubled int, OUT squared int)
  LANGUAGE sql IMMUTABLE AS $$ SELECT a * 2, a * a $$;
