import type { Worker } from 'node:worker_threads';
import { connectionLost, statementTimeout } from '../errors.ts';
import { type Command, deserializeError, type WorkerMessage } from './protocol.ts';
import { spawnEngineWorker } from './spawn.ts';

type CommandBody = Command extends infer C ? (C extends Command ? Omit<C, 'id'> : never) : never;

interface InFlight {
  id: number;
  /** The longest this command may run once the engine starts it, in ms (0: no limit). */
  limitMs: number;
  resolve: (message: Extract<WorkerMessage, { type: 'result' }>) => void;
  reject: (error: Error) => void;
}

export interface ConnectionEvents {
  notification: (channel: string, payload: string) => void;
  /** The worker is gone (a command overran its limit, the engine trapped, or it was closed). */
  ended: (connection: EngineConnection, reason: Error) => void;
}

/**
 * One worker thread running PGlite, and the watchdog over it. PGlite runs one command at a time, in
 * the order sent, so only the oldest unanswered command is running: its clock starts when it was
 * sent or when the one before it was answered. When it overruns its limit the worker is ended,
 * mid-statement: the command fails with PostgreSQL's statement-timeout error, and what was in
 * flight with it fails with a lost connection (its transaction never committed).
 */
export class EngineConnection {
  private readonly inFlight = new Map<number, InFlight>();
  private nextId = 1;
  private watchdog: NodeJS.Timeout | undefined;
  private endedWith: Error | undefined;

  private constructor(
    private readonly worker: Worker,
    private readonly events: ConnectionEvents,
  ) {
    worker.on('message', (message: WorkerMessage) => this.receive(message));
    worker.on('error', (error) => this.end(connectionLost(`the database engine failed: ${error.message}`)));
    worker.on('exit', () => this.end(connectionLost('the database engine stopped')));
  }

  /** Starts a worker on `dataDir` and resolves once PGlite has opened (and recovered) the folder. */
  static async open(dataDir: string, events: ConnectionEvents): Promise<EngineConnection> {
    const worker = await spawnEngineWorker({ dataDir });
    return new Promise((resolve, reject) => {
      const settle = (outcome: () => void) => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        outcome();
      };
      const fail = (error: Error) =>
        settle(() => {
          void worker.terminate();
          reject(error);
        });
      const onMessage = (message: WorkerMessage) => {
        if (message.type === 'ready') settle(() => resolve(new EngineConnection(worker, events)));
        else if (message.type === 'open-failed') fail(deserializeError(message.error));
      };
      const onError = (error: Error) => fail(error);
      const onExit = () => fail(new Error('The database engine stopped while opening its folder'));
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    });
  }

  get alive(): boolean {
    return this.endedWith === undefined;
  }

  send(body: CommandBody, limitMs: number): Promise<Extract<WorkerMessage, { type: 'result' }>> {
    if (this.endedWith) return Promise.reject(this.endedWith);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.inFlight.set(id, { id, limitMs, resolve, reject });
      this.worker.postMessage({ ...body, id });
      if (this.inFlight.size === 1) this.arm();
    });
  }

  /** Ends the worker now; whatever is in flight fails with `reason`. */
  async terminate(reason: Error): Promise<void> {
    this.end(reason);
    await this.worker.terminate();
  }

  private receive(message: WorkerMessage): void {
    if (message.type === 'notification') {
      this.events.notification(message.channel, message.payload);
      return;
    }
    if (message.type !== 'result' && message.type !== 'error') return;
    const pending = this.inFlight.get(message.id);
    if (!pending) return;
    this.inFlight.delete(message.id);
    this.arm();
    if (message.type === 'result') pending.resolve(message);
    else pending.reject(deserializeError(message.error));
  }

  /** Times the command now running: the oldest one unanswered, started no earlier than now. */
  private arm(): void {
    clearTimeout(this.watchdog);
    this.watchdog = undefined;
    const running = this.inFlight.values().next().value;
    if (!running || running.limitMs <= 0) return;
    this.watchdog = setTimeout(() => this.overrun(running), running.limitMs);
    this.watchdog.unref();
  }

  private overrun(running: InFlight): void {
    if (!this.inFlight.has(running.id)) return;
    this.inFlight.delete(running.id);
    running.reject(statementTimeout());
    void this.terminate(connectionLost('a statement overran its time limit'));
  }

  private end(reason: Error): void {
    if (this.endedWith) return;
    this.endedWith = reason;
    clearTimeout(this.watchdog);
    for (const pending of this.inFlight.values()) pending.reject(reason);
    this.inFlight.clear();
    this.events.ended(this, reason);
  }
}
