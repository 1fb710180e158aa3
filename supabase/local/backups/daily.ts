/**
 * The local stack's automatic backups: asks the backups function for its `scheduled` action soon
 * after start and then every hour. The function makes a backup only when none is from today and
 * applies retention, so a stack that runs for days gets one a day; a failure is logged, never thrown.
 */
const FIRST_CALL_MS = 30_000;
const EVERY_MS = 60 * 60 * 1000;

export interface DailyBackups {
  stop(): Promise<void>;
}

function describe(status: number, body: unknown): string {
  const result = body as { backup?: { kind?: string; file_path?: string } | null; removed?: string[] };
  const made = result.backup
    ? `made a ${result.backup.kind ?? ''} backup ${result.backup.file_path ?? ''}`
    : '';
  const removed = result.removed?.length ? `removed ${result.removed.length} old backup(s)` : '';
  return [made, removed].filter(Boolean).join('; ') || (status === 200 ? '' : `answered ${status}`);
}

export function startDailyBackups(options: {
  apiUrl: string;
  serviceRoleKey: string;
  log: (line: string) => void;
  /** Defaults to 30 s after start, so the first backup does not compete with the first site build. */
  firstCallMs?: number;
}): DailyBackups {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function callScheduled(): Promise<void> {
    try {
      const response = await fetch(`${options.apiUrl}/functions/v1/backups`, {
        method: 'POST',
        headers: {
          apikey: options.serviceRoleKey,
          Authorization: `Bearer ${options.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ action: 'scheduled' }),
      });
      const body: unknown = await response.json().catch(() => ({}));
      if (!response.ok) {
        const message = (body as { error?: { message?: string } }).error?.message ?? response.statusText;
        options.log(`Automatic backup failed (${response.status}): ${message}`);
        return;
      }
      const summary = describe(response.status, body);
      if (summary) options.log(`Automatic backup: ${summary}`);
    } catch (error) {
      options.log(`Automatic backup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const tick = () => {
    if (stopped) return;
    running = callScheduled();
  };
  const first = setTimeout(tick, options.firstCallMs ?? FIRST_CALL_MS);
  const hourly = setInterval(tick, EVERY_MS);
  first.unref();
  hourly.unref();

  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(hourly);
      await running;
    },
  };
}
