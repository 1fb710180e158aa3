import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { isFatal, openEngine } from './engine.ts';
import { type Command, type EngineOptions, serializeError, type WorkerMessage } from './protocol.ts';

/*
 * The worker thread's side: PGlite runs here, off the HTTP server's event loop, so a statement that
 * never ends blocks only this thread, and the stack can end it (see ../pglite.ts).
 */

const port = parentPort;
if (!port) throw new Error('The PGlite worker runs in a worker thread');
const post = (message: WorkerMessage) => port.postMessage(message);
const { dataDir } = workerData as EngineOptions;

async function run(db: PGlite, command: Command): Promise<WorkerMessage> {
  switch (command.op) {
    case 'query': {
      const result = await db.query(command.text, command.params);
      return {
        type: 'result',
        id: command.id,
        rows: result.rows,
        rowCount: result.affectedRows ?? result.rows.length,
      };
    }
    case 'exec':
      await db.exec(command.script);
      return { type: 'result', id: command.id, rows: [], rowCount: 0 };
    case 'listen':
      await db.listen(command.channel, (payload) =>
        post({ type: 'notification', channel: command.channel, payload }),
      );
      return { type: 'result', id: command.id, rows: [], rowCount: 0 };
    case 'unlisten':
      await db.unlisten(command.channel);
      return { type: 'result', id: command.id, rows: [], rowCount: 0 };
    case 'close':
      await db.close();
      return { type: 'result', id: command.id, rows: [], rowCount: 0 };
  }
}

try {
  const db = await openEngine(dataDir);
  port.on('message', (command: Command) => {
    run(db, command).then(post, (error: unknown) => {
      post({ type: 'error', id: command.id, error: serializeError(error) });
      if (isFatal(error)) process.exit(1);
    });
  });
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'open-failed', error: serializeError(error) });
}
