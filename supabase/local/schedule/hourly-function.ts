/**
 * Calls an edge function with the service role soon after start and then every hour, as pg_cron
 * with pg_net does in production. The function decides what is due; a failure is logged, never thrown.
 */
const EVERY_MS = 60 * 60 * 1000;

export interface HourlyCall {
  stop(): Promise<void>;
}

export interface HourlyCallOptions {
  apiUrl: string;
  serviceRoleKey: string;
  /** The edge function, and the JSON body it is sent. */
  functionName: string;
  body: unknown;
  /** Names the job in the log: "<label>: <summary>", "<label> failed (<status>): <message>". */
  label: string;
  /** What a successful answer says worth logging ('' for nothing). */
  summarise: (status: number, body: unknown) => string;
  log: (line: string) => void;
  firstCallMs: number;
}

export function callHourly(options: HourlyCallOptions): HourlyCall {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function call(): Promise<void> {
    try {
      const response = await fetch(`${options.apiUrl}/functions/v1/${options.functionName}`, {
        method: 'POST',
        headers: {
          apikey: options.serviceRoleKey,
          Authorization: `Bearer ${options.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(options.body),
      });
      const body: unknown = await response.json().catch(() => ({}));
      if (!response.ok) {
        const message = (body as { error?: { message?: string } }).error?.message ?? response.statusText;
        options.log(`${options.label} failed (${response.status}): ${message}`);
        return;
      }
      const summary = options.summarise(response.status, body);
      if (summary) options.log(`${options.label}: ${summary}`);
    } catch (error) {
      options.log(`${options.label} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const tick = () => {
    if (stopped) return;
    running = call();
  };
  const first = setTimeout(tick, options.firstCallMs);
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
