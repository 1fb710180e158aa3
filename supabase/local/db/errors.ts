import type { PgError } from './database.ts';

/** An error in PostgreSQL's shape raised by the stack itself, so callers handle it like the server's own. */
export class StackDatabaseError extends Error implements PgError {
  constructor(
    readonly code: string,
    message: string,
    readonly detail?: string,
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'StackDatabaseError';
  }
}

/** What PostgreSQL answers when `statement_timeout` cancels a statement (PostgREST: HTTP 500). */
export function statementTimeout(): StackDatabaseError {
  return new StackDatabaseError('57014', 'canceling statement due to statement timeout');
}

/** The session went away under the request (PostgREST answers connection errors with HTTP 503). */
export function connectionLost(reason: string): StackDatabaseError {
  return new StackDatabaseError('08006', `terminating connection: ${reason}`);
}
