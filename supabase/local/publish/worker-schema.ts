/* eslint-disable @typescript-eslint/consistent-type-definitions, @typescript-eslint/consistent-indexed-object-style -- supabase-js checks a schema against index signatures, which interfaces do not have. */
/**
 * The part of the product's API the build worker uses, typed here because the local stack does not
 * depend on the site's generated types (it serves any Supabase project). Kept to what the
 * publishing migration defines.
 */
export type SiteBuild = {
  id: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  trigger: string;
  stage: string | null;
  error: string | null;
  log: string;
  requested_at: string;
  started_at: string | null;
  finished_at: string | null;
  duration_ms: number | null;
};

type Nothing = { [_ in never]: never };

type ReadOnlyTable<Row> = {
  Row: Row;
  Insert: Nothing;
  Update: Nothing;
  Relationships: [];
};

export type WorkerDatabase = {
  public: {
    Tables: {
      blog_posts: ReadOnlyTable<{ id: string; slug: string }>;
      site_builds: ReadOnlyTable<SiteBuild>;
    };
    Views: Nothing;
    Functions: {
      /** Null (or an all-null row) when nothing is queued or a build runs. */
      claim_site_build: { Args: never; Returns: SiteBuild | null };
      report_site_build: { Args: { p_id: string; p_stage: string; p_log: string }; Returns: undefined };
      finish_site_build: {
        Args: { p_id: string; p_succeeded: boolean; p_error?: string; p_log?: string };
        Returns: SiteBuild;
      };
      fail_interrupted_builds: { Args: never; Returns: number };
      queue_scheduled_build: { Args: never; Returns: SiteBuild | null };
      request_build: { Args: { p_trigger?: string }; Returns: SiteBuild };
    };
    Enums: Nothing;
    CompositeTypes: Nothing;
  };
};
