import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { outbox, PASSWORD, signedInUser } from '../../support/accounts.ts';
import { clientFor, sharedStack } from '../../support/clients.ts';

const stack = sharedStack();

describe('recovery, invites and emailed links', () => {
  it('emails a recovery code and link; the code signs in and the password can be changed', async () => {
    const { email } = await signedInUser(stack);
    const client = clientFor(stack);
    expect(
      (
        await client.auth.resetPasswordForEmail(email, {
          redirectTo: 'http://localhost:4321/admin/reset-password',
        })
      ).error,
    ).toBeNull();
    const [mail] = await outbox(stack, email);
    expect(mail).toMatchObject({
      kind: 'recovery',
      subject: 'Reset your password',
      otp: expect.stringMatching(/^\d{6}$/) as string,
    });
    expect(mail?.link).toContain('/auth/v1/verify?token=');
    expect(mail?.link).toContain(encodeURIComponent('http://localhost:4321/admin/reset-password'));

    const verified = await client.auth.verifyOtp({ email, token: mail?.otp ?? '', type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    expect((await client.auth.updateUser({ password: 'a recovered long password' })).error).toBeNull();
    expect(
      (await clientFor(stack).auth.signInWithPassword({ email, password: 'a recovered long password' }))
        .error,
    ).toBeNull();
    const reused = await clientFor(stack).auth.verifyOtp({ email, token: mail?.otp ?? '', type: 'recovery' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('answers the same for unknown addresses, and limits how often one address gets mail', async () => {
    const { email } = await signedInUser(stack);
    const stranger = `stranger-${randomUUID()}@example.test`;
    // Recovery, then a magic link, for an account and for an address without one: the answers match.
    const answers = async (address: string) => {
      const recovery = await clientFor(stack).auth.resetPasswordForEmail(address);
      const again = await clientFor(stack).auth.resetPasswordForEmail(address);
      const magicLink = await clientFor(stack).auth.signInWithOtp({
        email: address,
        options: { shouldCreateUser: false },
      });
      return [recovery, again, magicLink].map(({ error }) =>
        error ? `${error.status} ${error.code}` : 'ok',
      );
    };
    const limited = '429 over_email_send_rate_limit';
    expect(await answers(email)).toEqual(['ok', limited, limited]);
    expect(await answers(stranger)).toEqual(['ok', limited, limited]);
    expect(await outbox(stack, email)).toHaveLength(1);
    expect(await outbox(stack, stranger)).toEqual([]);
  });

  it('opens a session from the emailed link and redirects back with it', async () => {
    const { email } = await signedInUser(stack);
    await clientFor(stack).auth.resetPasswordForEmail(email, {
      redirectTo: 'http://localhost:4321/admin/reset-password',
    });
    const [mail] = await outbox(stack, email);
    const response = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:4321/admin/reset-password');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect((await clientFor(stack).auth.getUser(fragment.get('access_token') ?? '')).data.user?.email).toBe(
      email,
    );

    const spent = await fetch(mail?.link ?? '', { redirect: 'manual' });
    const failure = new URLSearchParams(new URL(spent.headers.get('location') ?? '').hash.slice(1));
    expect(failure.get('error_code')).toBe('otp_expired');
  });

  it('never redirects to a site it does not know', async () => {
    const { email } = await signedInUser(stack);
    await clientFor(stack).auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const [mail] = await outbox(stack, email);
    expect(mail?.link).toContain(encodeURIComponent('http://localhost:4321'));
    expect(mail?.link).not.toContain('evil');
  });

  it('invites a new member, who accepts and chooses a password', async () => {
    const email = `invitee-${randomUUID()}@example.test`;
    const admin = clientFor(stack, 'service');
    const invited = await admin.auth.admin.inviteUserByEmail(email, { data: { full_name: 'New Editor' } });
    expect(invited.error).toBeNull();
    expect(invited.data.user).toMatchObject({ email, user_metadata: { full_name: 'New Editor' } });
    expect(invited.data.user?.invited_at).toBeTruthy();
    const [mail] = await outbox(stack, email);
    expect(mail?.kind).toBe('invite');
    const client = clientFor(stack);
    const accepted = await client.auth.verifyOtp({ email, token: mail?.otp ?? '', type: 'invite' });
    expect(accepted.error).toBeNull();
    expect(accepted.data.user?.email_confirmed_at).toBeTruthy();
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    expect((await clientFor(stack).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const twice = await admin.auth.admin.inviteUserByEmail(email);
    expect(twice.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('emails a magic link to existing users only', async () => {
    const { email } = await signedInUser(stack);
    expect(
      (await clientFor(stack).auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error,
    ).toBeNull();
    const [mail] = await outbox(stack, email);
    expect(mail?.kind).toBe('magiclink');
    expect(
      (await clientFor(stack).auth.verifyOtp({ email, token: mail?.otp ?? '', type: 'email' })).data.user
        ?.email,
    ).toBe(email);
    // GoTrue tells an unknown address apart (422 otp_disabled, or signup_disabled with sign-up
    // off); this stack answers it as it answers an account, and sends nothing.
    for (const shouldCreateUser of [false, true]) {
      const stranger = `x-${randomUUID()}@example.test`;
      const asked = await clientFor(stack).auth.signInWithOtp({
        email: stranger,
        options: { shouldCreateUser },
      });
      expect(asked.error).toBeNull();
      expect(await outbox(stack, stranger)).toEqual([]);
    }
  });

  it('confirms a change of email address from the new address', async () => {
    const { client, email } = await signedInUser(stack);
    const newEmail = `moved-${randomUUID()}@example.test`;
    const asked = await client.auth.updateUser({ email: newEmail });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email, new_email: newEmail });
    const [mail] = await outbox(stack, newEmail);
    expect(mail?.kind).toBe('email_change');
    expect(
      (await client.auth.verifyOtp({ email: newEmail, token: mail?.otp ?? '', type: 'email_change' })).error,
    ).toBeNull();
    expect(
      (await clientFor(stack).auth.signInWithPassword({ email: newEmail, password: PASSWORD })).error,
    ).toBeNull();
  });
});
