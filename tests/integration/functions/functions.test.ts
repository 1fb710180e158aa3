import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { clientFor, sharedStack } from '../../support/clients.ts';

const stack = sharedStack();

describe('edge functions', () => {
  it("runs a function with the caller's JWT and the function's own environment", async () => {
    const { client, id, email } = await signedInUser(stack);
    const invoked = await client.functions.invoke<unknown>('whoami', { body: { greeting: 'hi' } });
    const { data } = invoked;
    const error: unknown = invoked.error;
    expect(error).toBeNull();
    expect(data).toEqual({
      user: id,
      email,
      echo: { greeting: 'hi' },
      secret: 'only-the-functions-see-this',
      hasServiceKey: true,
      path: '/whoami',
    });
    const anonymous = await clientFor(stack).functions.invoke('whoami', { body: {} });
    expect((anonymous.data as { user: unknown }).user).toBeNull();
  });

  it('refuses calls without a valid JWT unless the function opts out', async () => {
    expect((await fetch(`${stack.url}/functions/v1/whoami`, { method: 'POST' })).status).toBe(401);
    const forged = await fetch(`${stack.url}/functions/v1/whoami`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not.a.token' },
    });
    expect(forged.status).toBe(401);
    const open = await fetch(`${stack.url}/functions/v1/public-echo?q=hello`);
    expect(open.status).toBe(200);
    expect(await open.json()).toEqual({ query: 'hello' });
  });

  it('turns a thrown error into a 500 with a JSON body, and keeps serving', async () => {
    const failed = await fetch(`${stack.url}/functions/v1/explode`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ code: 'FUNCTION_ERROR' });
    const after = await fetch(`${stack.url}/functions/v1/public-echo?q=still-here`);
    expect(await after.json()).toEqual({ query: 'still-here' });
  });

  it('answers 404 for functions that do not exist', async () => {
    const missing = await fetch(`${stack.url}/functions/v1/no-such-function`, {
      headers: { Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
  });
});
