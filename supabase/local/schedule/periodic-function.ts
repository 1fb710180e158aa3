/**
 * Calls an edge function with the service role soon after start and then every `everyMs`, as
 * pg_cron with pg_net does in production. The function decides what is due; a call still running
 * when the next is due is not doubled (that tick is skipped); a failure is logged, never thrown.
 */
export const HOUR_MS = 60 * 60 * 1000;

export interface PeriodicCall {
  stop(): Promise<void>;
}

export interface PeriodicCallOptions {
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
  everyMs: number;
}

/**
 * Runs `work` after `firstMs` and then every `everyMs`; a run still going when the next is due is
 * not doubled (that tick is skipped). `work` reports its own failures.
 */
export function runPeriodically(work: () => Promise<void>, firstMs: number, everyMs: number): PeriodicCall {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = work().finally(() => {
      running = null;
    });
  };
  const first = setTimeout(tick, firstMs);
  const periodic = setInterval(tick, everyMs);
  first.unref();
  periodic.unref();

  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(periodic);
      await running;
    },
  };
}

export function callPeriodically(options: PeriodicCallOptions): PeriodicCall {
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

  return runPeriodically(call, options.firstCallMs, options.everyMs);
}
