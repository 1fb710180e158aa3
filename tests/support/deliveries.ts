import { expect } from 'vitest';
import type { StackAddress } from './clients.ts';

/** What deliver-messages answers: the messages one call claimed and what became of them. */
export interface DeliveryCounts {
  claimed: number;
  sent: number;
  failed: number;
  dead: number;
}

/** Calls the deliver-messages function with `token` (the service role key unless given). */
export async function callDeliverMessages(
  stack: StackAddress,
  token = stack.serviceRoleKey,
  options: { body?: string; signal?: AbortSignal } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${stack.url}/functions/v1/deliver-messages`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: options.body ?? '{}',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { status: response.status, body: await response.json() };
}

/** Runs the delivery worker once, as the local schedule does, and answers its counts. */
export async function deliverMessages(stack: StackAddress): Promise<DeliveryCounts> {
  const { status, body } = await callDeliverMessages(stack);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as DeliveryCounts;
}
