/**
 * A message that was not sent. `replyCode` is the SMTP server's reply code when it refused
 * (550 mailbox unavailable, 421 try later …), undefined when it was never reached or the message
 * itself was invalid. `permanent` says whether sending the same message again can succeed.
 */
export class MailError extends Error {
  override readonly name = 'MailError';
  readonly replyCode: number | undefined;
  /** What failed: nodemailer's code (`ECONNECTION`, `EENVELOPE`, `EAUTH` …) or `EINVALID`. */
  readonly reason: string;
  readonly permanent: boolean;

  constructor(message: string, options: { replyCode?: number | undefined; reason: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.replyCode = options.replyCode;
    this.reason = options.reason;
    this.permanent =
      options.reason === 'EINVALID' || (options.replyCode !== undefined && options.replyCode >= 500);
  }
}

interface NodemailerFailure {
  message?: unknown;
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
}

/** Turns what nodemailer threw into a MailError, keeping the server's reply and code. */
export function toMailError(error: unknown): MailError {
  if (error instanceof MailError) return error;
  const failure = (typeof error === 'object' && error !== null ? error : {}) as NodemailerFailure;
  const replyCode = typeof failure.responseCode === 'number' ? failure.responseCode : undefined;
  const reason = typeof failure.code === 'string' ? failure.code : 'EUNKNOWN';
  const detail =
    typeof failure.response === 'string'
      ? failure.response
      : typeof failure.message === 'string'
        ? failure.message
        : String(error);
  return new MailError(`The email was not sent: ${detail}`, { replyCode, reason, cause: error });
}
