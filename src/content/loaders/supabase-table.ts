import type { Loader } from 'astro/loaders';
import type { Database } from '../../lib/database.types.ts';
import { publicEnvFrom } from '../../lib/public-env.ts';
import { createPublicRest } from '../../lib/supabase/public-rest.ts';

type TableName = keyof Database['public']['Tables'];

export interface TableLoaderOptions<Row extends Record<string, unknown>> {
  table: TableName;
  /** PostgREST select list (default: every column the anon role may read). */
  select?: string;
  /** The entry id of a row. */
  id: (row: Row) => string;
}

/**
 * Reads a table through the public API with the anon key at build time, so row-level security
 * decides what a page may show: a draft or a future-dated row can never be built. Every run
 * replaces the collection, so deleted rows disappear too.
 */
export function supabaseTable<Row extends Record<string, unknown>>(options: TableLoaderOptions<Row>): Loader {
  return {
    name: `supabase:${options.table}`,
    load: async (context) => {
      const { store, logger } = context;
      const env = publicEnvFrom(import.meta.env);
      const rest = createPublicRest(env);
      const { data, error } = await rest.from(options.table).select(options.select ?? '*');
      if (error) {
        throw new Error(
          `Could not read ${options.table} from ${env.supabaseUrl}: ${error.message}${error.code ? ` (${error.code})` : ''}`,
        );
      }
      const rows = data as unknown as Row[];
      store.clear();
      for (const row of rows) {
        const id = options.id(row);
        store.set({ id, data: await context.parseData({ id, data: row }) });
      }
      logger.info(`${options.table}: ${rows.length} row(s)`);
    },
  };
}
