interface ImportMetaEnv {
  /** The Supabase API the site talks to (default: the local stack). */
  readonly PUBLIC_SUPABASE_URL?: string;
  /** The public anon key (default: the local stack's). */
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
