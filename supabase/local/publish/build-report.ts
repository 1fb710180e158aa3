import type { SupabaseClient } from '@supabase/supabase-js';
import type { WorkerDatabase } from './worker-schema.ts';

/** How often new log lines are written to the build's row (the admin polls it every second). */
export const REPORT_INTERVAL_MS = 500;
const TAIL_LINES = 40;
/** site_builds.error holds at most 10,000 characters. */
const ERROR_MAX_CHARS = 9_000;

/**
 * The progress of one build as its row shows it: the stage at once, log lines in batches about
 * every REPORT_INTERVAL_MS, through `report_site_build`; what is left goes with `finish_site_build`.
 */
export class BuildReport {
  private pending = '';
  private currentStage = 'Starting';
  private stageChanged = false;
  private tailLines: string[] = [];
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly service: SupabaseClient<WorkerDatabase>,
    private readonly buildId: string,
    private readonly echo: (line: string) => void,
  ) {
    this.timer = setInterval(() => void this.flush(), REPORT_INTERVAL_MS);
  }

  line(text: string): void {
    this.pending += `${text}\n`;
    this.tailLines.push(text);
    if (this.tailLines.length > TAIL_LINES) this.tailLines.shift();
    this.echo(text);
  }

  stage(text: string): void {
    this.currentStage = text;
    this.stageChanged = true;
    this.line(`== ${text}`);
    void this.flush();
  }

  /** The error to record: what went wrong, then the last lines of the build's output. */
  errorText(error: unknown): string {
    const message = error instanceof Error ? error.message : String(error);
    const text = [message, '', 'Last lines of the build output:', ...this.tailLines].join('\n');
    return text.length > ERROR_MAX_CHARS ? text.slice(text.length - ERROR_MAX_CHARS) : text;
  }

  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  private async write(): Promise<void> {
    if (!this.pending && !this.stageChanged) return;
    const log = this.pending;
    this.pending = '';
    this.stageChanged = false;
    const { error } = await this.service.rpc('report_site_build', {
      p_id: this.buildId,
      p_stage: this.currentStage,
      p_log: log,
    });
    if (error) {
      // Kept for the next batch (or the final write), so a hiccup of the API loses no line.
      this.pending = log + this.pending;
      this.stageChanged = true;
    }
  }

  /** Stops the batches and hands back the lines not written yet. */
  async close(): Promise<string> {
    clearInterval(this.timer);
    await this.writing;
    const rest = this.pending;
    this.pending = '';
    return rest;
  }
}
