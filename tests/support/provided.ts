import type {} from 'vitest';
/** What a project's global setup hands to its tests through `inject()`. */
declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    restUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    jwtSecret: string;
    /** A stack serving the product's own migrations and seed (supabase/). */
    productUrl: string;
    /** A superuser URL of the throwaway cluster (postgres project only), for tests that need databases of their own. */
    postgresAdminUrl: string | undefined;
    /** Browser tests: where the built site is served, and the folder it was built into. */
    siteUrl: string;
    siteDir: string;
  }
}
export {};
