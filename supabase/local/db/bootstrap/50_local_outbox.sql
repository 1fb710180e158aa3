-- Not part of Supabase: the local stack's mail catcher. Every email the stack sends (the auth
-- service's recovery, invite, magic link and email change, and the product's) goes by SMTP to the
-- local sink (supabase/local/mail), which stores it here; /_local/outbox and the web inbox read it.
-- Like Supabase CLI's Inbucket/Mailpit.
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

-- The message as the SMTP sink received it: a Message-ID received again is not stored twice.
ALTER TABLE supabase_local.outbox ADD COLUMN IF NOT EXISTS message_id text;
ALTER TABLE supabase_local.outbox ADD COLUMN IF NOT EXISTS from_email text;
ALTER TABLE supabase_local.outbox ADD COLUMN IF NOT EXISTS html text;
ALTER TABLE supabase_local.outbox ADD COLUMN IF NOT EXISTS headers jsonb;
CREATE UNIQUE INDEX IF NOT EXISTS outbox_message_id_key ON supabase_local.outbox (message_id);

-- The message's attachments and calendar parts: [{ filename, content_type, method, size, encoding,
-- content }], content as text ('utf-8') or base64. Rows stored before this column have none.
ALTER TABLE supabase_local.outbox ADD COLUMN IF NOT EXISTS attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
