-- Not part of Supabase: the local stack's mail catcher. Emails the auth service sends (recovery,
-- invite, magic link, email change) land here and in the console, like Supabase CLI's Inbucket.
CREATE SCHEMA IF NOT EXISTS supabase_local;
REVOKE ALL ON SCHEMA supabase_local FROM PUBLIC;

CREATE TABLE IF NOT EXISTS supabase_local.outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sent_at timestamptz NOT NULL DEFAULT now(),
  to_email text NOT NULL,
  kind text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  otp text
);
CREATE INDEX IF NOT EXISTS outbox_to_email_idx ON supabase_local.outbox (lower(to_email), id DESC);
