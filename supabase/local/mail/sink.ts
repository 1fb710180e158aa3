import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { Sql } from '../db/database.ts';
import { storeMail } from './store.ts';

/** Larger messages are refused (552), as a provider would. */
const MAX_MESSAGE_BYTES = 20 * 1024 * 1024;

export interface MailSink {
  port: number;
  close(): Promise<void>;
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

async function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The local SMTP server every email of the stack goes to: it accepts any sender, recipient and
 * login, and answers 250 once the message is stored (supabase_local.outbox), so a sender that got
 * its 250 finds the message in /_local/outbox. Plain SMTP on loopback only: no TLS.
 */
export async function startMailSink(options: {
  db: Sql;
  host: string;
  port: number;
  log: (message: string) => void;
}): Promise<MailSink> {
  const server = new SMTPServer({
    name: 'growdigital-local-sink',
    banner: 'Grow Digital local mail sink',
    logger: false,
    size: MAX_MESSAGE_BYTES,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (auth, _session, done) => done(null, { user: auth.username ?? 'local' }),
    onData: (stream, session, done) => {
      readAll(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) throw smtpError('Message exceeds the size limit', 552);
          const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
          const stored = await storeMail(options.db, raw, recipients);
          done(null, stored.id ? `Stored as ${stored.id}` : `Already stored ${stored.messageId}`);
        })
        .catch((error: unknown) => {
          if (error instanceof Error && 'responseCode' in error) {
            done(error);
            return;
          }
          options.log(`The mail sink could not store a message: ${String(error)}`);
          done(smtpError('The message could not be stored; try again later', 451));
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => {
    options.log(`Mail sink error: ${error.message}`);
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
