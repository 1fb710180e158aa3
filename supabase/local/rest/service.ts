import type { RestConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { SchemaCache } from './catalog/schema-cache.ts';
import { handleRestRequest } from './handler.ts';

export interface RestService {
  handle(request: Request, pathAfterPrefix: string): Promise<Response>;
  /** Reloads the schema cache now (also done on `NOTIFY pgrst, 'reload schema'`). */
  reload(): Promise<void>;
  close(): Promise<void>;
}

/** Keeps the schema cache current. Reloads are serialised; requests for one while one runs share a single follow-up load. */
class SchemaCacheHolder {
  current: SchemaCache | undefined;
  private loading: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly schemas: string[],
    private readonly log: (message: string) => void,
  ) {}

  async load(): Promise<void> {
    const started = performance.now();
    this.current = await SchemaCache.load(this.db, this.schemas);
    this.log(`Schema cache loaded in ${Math.round(performance.now() - started)} ms`);
  }

  reload(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    const run = async () => {
      do {
        await this.load().catch((error: unknown) => {
          this.log(`Schema cache reload failed: ${String(error)}`);
        });
      } while (this.takeFollowUp());
    };
    this.loading = run().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** Whether a reload was asked for while one ran (and forget the request). */
  private takeFollowUp(): boolean {
    const wanted = this.again;
    this.again = false;
    return wanted;
  }

  settled(): Promise<void> {
    return this.loading ?? Promise.resolve();
  }
}

/** The REST layer: loads the schema cache, keeps it fresh, and answers requests. */
export async function createRestService(
  db: Database,
  config: RestConfig,
  log: (message: string) => void,
): Promise<RestService> {
  const cache = new SchemaCacheHolder(db, config.schemas, log);
  await cache.load();
  const stopListening = await db.listen('pgrst', (payload) => {
    if (payload === '' || payload === 'reload schema') void cache.reload();
  });

  return {
    handle: (request, path) =>
      handleRestRequest({ db, config, schemaCache: () => cache.current, log }, request, path),
    reload: () => cache.reload(),
    async close() {
      await stopListening();
      await cache.settled();
    },
  };
}
