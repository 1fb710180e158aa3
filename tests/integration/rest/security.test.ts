import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessToken, anonClient, rest, serviceClient, userClient } from '../../support/clients.ts';

describe('row-level security per role', () => {
  it('hides rows the policies do not grant and refuses writes they do not allow', async () => {
    const anon = anonClient();
    const read = await anon.from('notes').select('*');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const write = await anon.from('notes').insert({ body: 'hello' });
    expect(write.status).toBe(401);
    expect(write.error?.code).toBe('42501');
  });

  it('lets each user see and change only their own rows', async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const asAlice = await userClient(alice);
    const asBob = await userClient(bob);
    const created = await asAlice
      .from('notes')
      .insert({ body: 'alice only' })
      .select('id, owner_id')
      .single();
    expect(created.error).toBeNull();
    expect(created.data?.owner_id).toBe(alice);
    const id = created.data?.id as number;

    expect((await asBob.from('notes').select('id').eq('id', id)).data).toEqual([]);
    const bobUpdates = await asBob.from('notes').update({ body: 'bob was here' }).eq('id', id).select();
    expect(bobUpdates.data).toEqual([]);
    const bobDeletes = await asBob.from('notes').delete().eq('id', id).select();
    expect(bobDeletes.data).toEqual([]);
    const forged = await asBob.from('notes').insert({ body: 'as alice', owner_id: alice });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');

    const aliceSees = await asAlice.from('notes').select('body').eq('id', id).single();
    expect(aliceSees.data).toEqual({ body: 'alice only' });
  });

  it('lets anonymous visitors write to an inbox they can never read', async () => {
    const anon = anonClient();
    const message = `hi ${randomUUID()}`;
    const signed = await anon.from('guestbook').insert({ message });
    expect(signed.status).toBe(201);
    const readBack = await anon.from('guestbook').insert({ message: 'and show me' }).select();
    expect(readBack.status).toBe(401);
    expect((await anon.from('guestbook').select('*')).error?.code).toBe('42501');
    const service = await serviceClient().from('guestbook').select('message').eq('message', message);
    expect(service.data).toEqual([{ message }]);
    const tooLong = await anon.from('guestbook').insert({ message: 'x'.repeat(201) });
    expect(tooLong.error?.code).toBe('23514');
  });
});

describe('JWT verification', () => {
  const books = (token: string) =>
    rest('/books?select=id&limit=1', { headers: { Authorization: `Bearer ${token}` } });

  it('refuses a token signed with another secret', async () => {
    const token = await accessToken(
      { sub: randomUUID() },
      { secret: 'another-secret-that-is-at-least-32-characters' },
    );
    const response = await books(token);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('refuses an expired token', async () => {
    const token = await accessToken(
      { sub: randomUUID() },
      { expiresAt: Math.floor(Date.now() / 1000) - 3600 },
    );
    const response = await books(token);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    expect(response.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('refuses unsigned (alg: none) and malformed tokens', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ role: 'service_role' })}.`;
    expect((await books(unsigned)).status).toBe(401);
    expect((await books('not-a-jwt')).status).toBe(401);
  });

  it('refuses roles the API may not switch to', async () => {
    const token = await accessToken({ role: 'postgres' });
    const response = await books(token);
    expect([401, 403]).toContain(response.status);
    expect(await response.json()).toMatchObject({ code: '42501' });
  });

  it('runs requests without any token as the anonymous role', async () => {
    const response = await fetch(`${(await import('../../support/clients.ts')).restUrl()}/notes?select=id`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});
