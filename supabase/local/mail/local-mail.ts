import type { MailSettings } from '../../functions/_shared/mail/types.ts';
import type { Sql } from '../db/database.ts';
import { listen } from '../server.ts';
import { createInboxApp } from './inbox.ts';
import { startMailSink } from './sink.ts';

/** The sink and the inbox have no sign-in: they listen on loopback whatever API_HOST is. */
const LOOPBACK = '127.0.0.1';

export interface LocalMail {
  /** How the stack's senders (auth, edge functions) reach the sink. */
  settings: MailSettings;
  smtpPort: number;
  inboxUrl: string;
  close(): Promise<void>;
}

/** A clearer message than EADDRINUSE for a port another stack (or program) already listens on. */
function portInUse(error: unknown, variable: string, port: number): unknown {
  return (error as { code?: unknown }).code === 'EADDRINUSE'
    ? new Error(
        `${variable} ${String(port)} is in use on 127.0.0.1: set ${variable} to another port (0: any free one)`,
        {
          cause: error,
        },
      )
    : error;
}

/** Starts the SMTP sink (port 0: any free port) and its web inbox. */
export async function startLocalMail(options: {
  db: Sql;
  smtpPort: number;
  inboxPort: number;
  from: string;
  log: (message: string) => void;
}): Promise<LocalMail> {
  const sink = await startMailSink({
    db: options.db,
    host: LOOPBACK,
    port: options.smtpPort,
    log: options.log,
  }).catch((error: unknown) => {
    throw portInUse(error, 'SMTP_PORT', options.smtpPort);
  });
  try {
    const inbox = await listen(createInboxApp(options.db), LOOPBACK, options.inboxPort).catch(
      (error: unknown) => {
        throw portInUse(error, 'INBOX_PORT', options.inboxPort);
      },
    );
    return {
      settings: { host: LOOPBACK, port: sink.port, secure: false, from: options.from },
      smtpPort: sink.port,
      inboxUrl: inbox.url,
      async close() {
        await inbox.close();
        await sink.close();
      },
    };
  } catch (error) {
    await sink.close();
    throw error;
  }
}
