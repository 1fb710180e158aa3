-- Fixtures for the content negotiation and URL grammar cases (110-*.json, 111-*.json, …), written
-- from PostgREST's API reference. Objects are named doc_* in schema test.

CREATE TABLE test.doc_people (
  id int PRIMARY KEY,
  name text NOT NULL,
  age int,
  nickname text
);
INSERT INTO test.doc_people VALUES (1, 'Ada', 36, NULL), (2, 'Grace', NULL, 'Amazing'), (3, 'Linus', 54, NULL);

-- Media type handlers (references/api/media_type_handlers): a function returning a media type
-- domain, and aggregates over a table's rows returning one.
CREATE TABLE test.doc_lines (id int PRIMARY KEY, name text NOT NULL, shape bytea NOT NULL);
INSERT INTO test.doc_lines VALUES (1, 'line-1', convert_to('L1;', 'UTF8')), (2, 'line-2', convert_to('L2;', 'UTF8'));

CREATE DOMAIN "application/vnd.twkb" AS bytea;

CREATE FUNCTION test.doc_get_line(id int) RETURNS "application/vnd.twkb" LANGUAGE sql STABLE AS $$
  SELECT shape FROM test.doc_lines WHERE doc_lines.id = doc_get_line.id;
$$;

CREATE FUNCTION test.doc_lines_twkb_transition(state "application/vnd.twkb", next test.doc_lines)
RETURNS "application/vnd.twkb" LANGUAGE sql AS $$
  SELECT state || next.shape;
$$;
CREATE AGGREGATE test.doc_lines_twkb_agg(test.doc_lines) (
  initcond = '',
  stype = "application/vnd.twkb",
  sfunc = test.doc_lines_twkb_transition
);

CREATE FUNCTION test.doc_get_lines() RETURNS SETOF test.doc_lines LANGUAGE sql STABLE AS $$
  SELECT * FROM test.doc_lines;
$$;

-- Overriding the builtin text/csv handler for one table: a BOM and a Content-Disposition header.
CREATE TABLE test.doc_csv_lines (id int PRIMARY KEY, name text NOT NULL);
INSERT INTO test.doc_csv_lines VALUES (1, 'line-1'), (2, 'line-2');
CREATE DOMAIN "text/csv" AS text;
CREATE FUNCTION test.doc_bom_csv_trans(state "text/csv", next test.doc_csv_lines) RETURNS "text/csv"
LANGUAGE sql AS $$
  SELECT state || next.id::text || ',' || next.name || E'\n';
$$;
CREATE FUNCTION test.doc_bom_csv_final(data "text/csv") RETURNS "text/csv" LANGUAGE sql AS $$
  SELECT set_config('response.headers', '[{"Content-Disposition": "attachment; filename=\"lines.csv\""}]', true);
  SELECT convert_from(decode('EFBBBF', 'hex'), 'UTF8') || (E'id,name\n' || data);
$$;
CREATE AGGREGATE test.doc_bom_csv_agg(test.doc_csv_lines) (
  initcond = '',
  stype = "text/csv",
  sfunc = test.doc_bom_csv_trans,
  finalfunc = test.doc_bom_csv_final
);

-- Scalar functions answering text/plain, text/xml, application/octet-stream and any media type.
CREATE DOMAIN "text/plain" AS text;
CREATE DOMAIN "text/xml" AS xml;
CREATE DOMAIN "application/octet-stream" AS bytea;
CREATE DOMAIN "*/*" AS bytea;

CREATE FUNCTION test.doc_welcome() RETURNS "text/plain" LANGUAGE sql IMMUTABLE AS $$
  SELECT 'Welcome to PostgREST';
$$;
CREATE FUNCTION test.doc_welcome_twice() RETURNS SETOF "text/plain" LANGUAGE sql IMMUTABLE AS $$
  SELECT 'Welcome to PostgREST' UNION ALL SELECT 'Welcome to PostgREST';
$$;
CREATE FUNCTION test.doc_xml_content() RETURNS "text/xml" LANGUAGE sql IMMUTABLE AS $$
  SELECT '<my-xml-tag/>'::xml;
$$;
CREATE FUNCTION test.doc_file_bytes() RETURNS "application/octet-stream" LANGUAGE sql IMMUTABLE AS $$
  SELECT convert_to('raw bytes', 'UTF8');
$$;
CREATE FUNCTION test.doc_any_media() RETURNS "*/*" LANGUAGE sql IMMUTABLE AS $$
  SELECT convert_to('any', 'UTF8');
$$;

-- URL grammar (references/api/tables_views, resource_embedding, computed_fields).
CREATE TABLE test.doc_persons (
  id int PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  age int,
  height numeric,
  student boolean,
  grade int,
  json_data jsonb,
  location point
);
INSERT INTO test.doc_persons VALUES
  (1, 'Samuel', 'Beckett', 83, 1.82, false, NULL,
   '{"blood_type": "A-", "age": 83, "phones": [{"country_code": "61", "number": "917-929-5745"}]}', '(19.4,-99.1)'),
  (2, 'Ada', 'Okafor', 14, 1.60, true, 95,
   '{"blood_type": "O+", "age": 14, "phones": [{"country_code": "43", "number": "512-446-4988"}, {"country_code": "43", "number": "213-891-5979"}]}', NULL),
  (3, 'Ben', 'Perez', 17, NULL, true, 91, '{"blood_type": "A-", "age": 17}', '(10.5,20.1)'),
  (4, 'Cleo', 'Olsen', NULL, 1.75, NULL, NULL, NULL, NULL),
  (5, 'Dan', 'Ozean', 25, 1.90, false, 70, '{"blood_type": "B+", "age": 25, "phones": []}', NULL);

CREATE FUNCTION test.doc_full_name(test.doc_persons) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT $1.first_name || ' ' || $1.last_name;
$$;

CREATE TABLE test.doc_employees (id int PRIMARY KEY, name text NOT NULL, "information.cpe" text, salary numeric);
INSERT INTO test.doc_employees VALUES
  (1, 'Hebdon, John', 'cpe:/o:MS:windows', 1000.50),
  (2, 'Williams, Mary', 'cpe:/o:linux', 2000),
  (3, 'say "hi"', NULL, NULL),
  (4, 'a.b:c(d)', 'cpe:/a:MSoffice', 10);

CREATE TABLE test.doc_directors (id int PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL);
CREATE TABLE test.doc_films (
  id int PRIMARY KEY,
  director_id int REFERENCES test.doc_directors(id),
  title text NOT NULL,
  year int NOT NULL,
  rating numeric
);
CREATE TABLE test.doc_actors (id int PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL);
CREATE TABLE test.doc_roles (
  film_id int REFERENCES test.doc_films(id),
  actor_id int REFERENCES test.doc_actors(id),
  character text,
  PRIMARY KEY (film_id, actor_id)
);
INSERT INTO test.doc_directors VALUES (1, 'Alfred', 'Hitchcock'), (2, 'Agnes', 'Varda'), (3, 'Nobody', 'Filmless');
INSERT INTO test.doc_films VALUES
  (1, 1, 'Rear Window', 1954, 8.5), (2, 1, 'Vertigo', 1958, 8.3), (3, 2, 'Cleo from 5 to 7', 1962, 7.8),
  (4, NULL, 'Untitled', 2000, NULL);
INSERT INTO test.doc_actors VALUES (1, 'James', 'Stewart'), (2, 'Grace', 'Kelly'), (3, 'Kim', 'Novak'), (4, 'Corinne', 'Marchand');
INSERT INTO test.doc_roles VALUES (1, 1, 'Jeff'), (1, 2, 'Lisa'), (2, 1, 'Scottie'), (2, 3, 'Madeleine'), (3, 4, 'Cleo');
