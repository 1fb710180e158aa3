import { createClient } from '@supabase/supabase-js';
import type { Loader } from 'astro/loaders';
import ws from 'ws';
import type { Database } from '../../lib/database.types.ts';
import { type Heading, renderMarkdown } from '../../lib/markdown/render.ts';
import { publicEnvFrom } from '../../lib/public-env.ts';

type TableName = keyof Database['public']['Tables'];
type Row = Record<string, unknown>;

export interface TableLoaderOptions {
  table: TableName;
  /** PostgREST select list (default: every column the anon role may read); may embed related rows. */
  select?: string;
  /** The entry id of a row. */
  id: (row: Row) => string;
  /** The table's primary-key column, for stable paging (default `id`). */
  key?: string;
  /** The Markdown column rendered as the entry's body (`render(entry)`), with its headings and word count in the data. */
  body?: string;
  /** Other Markdown columns, rendered into `<column>_html`. */
  markdown?: readonly string[];
}

const markdownOf = (row: Row, column: string): string => {
  const value = row[column];
  return typeof value === 'string' ? value : '';
};

/** Hosted Supabase answers at most 1,000 rows per request by default (max_rows), so larger tables are read in pages. */
const PAGE_SIZE = 1000;

/** supabase-js with the public anon key, as a visitor's browser would have it. */
function anonClient() {
  const env = publicEnvFrom(import.meta.env);
  const client = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime is never used at build, but the client wants a transport.
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  return { client, url: env.supabaseUrl };
}

/**
 * Reads a table through the public API with the anon key at build time, so row-level security
 * decides what a page may show: a draft or a future-dated row can never be built. Markdown
 * columns are rendered and sanitised here, once. Every run replaces the collection, so deleted
 * rows disappear too.
 */
export function supabaseTable(options: TableLoaderOptions): Loader {
  return {
    name: `supabase:${options.table}`,
    load: async (context) => {
      const { store, logger } = context;
      const { client, url } = anonClient();
      const rendering = { supabaseUrl: url };
      const rows: Row[] = [];
      for (let from = 0; ; from += PAGE_SIZE) {
        const { data, error } = await client
          .from(options.table)
          .select(options.select ?? '*')
          .order(options.key ?? 'id')
          .range(from, from + PAGE_SIZE - 1);
        if (error) {
          throw new Error(
            `Could not read ${options.table} from ${url}: ${error.message}${error.code ? ` (${error.code})` : ''}`,
          );
        }
        rows.push(...(data as unknown as Row[]));
        if (data.length < PAGE_SIZE) break;
      }
      store.clear();
      for (const row of rows) {
        const id = options.id(row);
        const entry: Row = { ...row };
        for (const column of options.markdown ?? []) {
          entry[`${column}_html`] = (await renderMarkdown(markdownOf(row, column), rendering)).html;
        }
        let rendered: { html: string; metadata: { headings: Heading[] } } | undefined;
        if (options.body) {
          const body = await renderMarkdown(markdownOf(row, options.body), rendering);
          entry.headings = body.headings;
          entry.word_count = body.wordCount;
          rendered = { html: body.html, metadata: { headings: body.headings } };
        }
        const parsed = await context.parseData({ id, data: entry });
        store.set({
          id,
          data: parsed,
          ...(rendered ? { rendered } : {}),
          digest: context.generateDigest(entry),
        });
      }
      logger.info(`${options.table}: ${rows.length} row(s)`);
    },
  };
}
