interface ImportMetaEnv {
  /** The Supabase API the site talks to (default: the local stack). */
  readonly PUBLIC_SUPABASE_URL?: string;
  /** The public anon key (default: the local stack's). */
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:grow-digital/after-load-url' {
  /** The address of the built src/scripts/after-load.ts (src/integrations/after-load-script.ts). */
  const url: string;
  export default url;
}
