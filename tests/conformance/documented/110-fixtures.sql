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
