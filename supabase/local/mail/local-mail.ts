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
  });
  try {
    const inbox = await listen(createInboxApp(options.db), LOOPBACK, options.inboxPort);
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
