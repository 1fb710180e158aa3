import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import * as z from 'zod/v4-mini';
import { NETWORK_MESSAGE } from '@admin/lib/errors';
import { supabase } from '@admin/lib/supabase';
import type { BackupsRequest } from '@functions/backups/contract';

type AdminRequest = Exclude<BackupsRequest, { action: 'scheduled' }>;

/** A failed call to the backups function, with a message an admin can act on. */
class BackupsFunctionError extends Error {
  constructor(
    /** The function's error code (`backup_tampered`…, shown with its own message), `network` or `unexpected`. */
    readonly code: string,
    /** The HTTP status (0: no answer). */
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'BackupsFunctionError';
  }
}

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

const STATUS_MESSAGES: Partial<Record<number, string>> = {
  401: 'Your session has ended. Sign in again.',
  403: 'Only admins can manage backups.',
};

async function failureOf(error: unknown): Promise<BackupsFunctionError> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = errorBody.safeParse(await response.json().catch(() => undefined));
    const fallback =
      STATUS_MESSAGES[response.status] ?? 'Something went wrong on the server. Please try again.';
    return body.success
      ? new BackupsFunctionError(body.data.error.code, response.status, body.data.error.message || fallback)
      : new BackupsFunctionError('unexpected', response.status, fallback);
  }
  if (error instanceof FunctionsFetchError || error instanceof FunctionsRelayError)
    return new BackupsFunctionError('network', 0, NETWORK_MESSAGE);
  return new BackupsFunctionError('unexpected', 0, 'Something went wrong. Please try again.');
}

/** Calls the backups edge function with the admin's session; its answer is checked against `schema` (of the contract). */
export async function callBackups<Answer>(
  request: AdminRequest,
  schema: z.ZodMiniType<Answer>,
): Promise<Answer> {
  const answer = await supabase.functions.invoke<unknown>('backups', { body: request });
  const error: unknown = answer.error;
  if (error !== null) throw await failureOf(error);
  const parsed = schema.safeParse(answer.data);
  if (!parsed.success)
    throw new BackupsFunctionError(
      'unexpected',
      200,
      'The server answered in a way the admin does not understand.',
    );
  return parsed.data;
}
