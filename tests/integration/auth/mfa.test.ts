import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimsOf, PASSWORD, signedInUser } from '../../support/accounts.ts';
import { clientFor, sharedStack } from '../../support/clients.ts';
import { totpCode, wrongTotpCode } from '../../support/totp.ts';

const stack = sharedStack();

describe('TOTP two-factor authentication', () => {
  it('enrols, challenges and verifies, raising the session to aal2', async () => {
    const { client } = await signedInUser(stack);
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data;
    expect(factor?.type).toBe('totp');
    expect(factor?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(factor?.totp.uri).toMatch(/^otpauth:\/\/totp\/Grow%20Digital:/);
    const secret = factor?.totp.secret ?? '';

    const wrong = await client.auth.mfa.challengeAndVerify({
      factorId: factor?.id ?? '',
      code: wrongTotpCode(secret),
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: factor?.id ?? '',
      code: totpCode(secret),
    });
    expect(verified.error).toBeNull();
    const claims = claimsOf(verified.data?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(
      expect.arrayContaining(['password', 'totp']),
    );
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    });
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => f.status)).toEqual(['verified']);
  });

  it('asks an enrolled user for the second step and guards secrets behind aal2', async () => {
    const { client, email } = await signedInUser(stack);
    const factor = (await client.auth.mfa.enroll({ factorType: 'totp' })).data;
    const secret = factor?.totp.secret ?? '';
    await client.auth.mfa.challengeAndVerify({ factorId: factor?.id ?? '', code: totpCode(secret) });

    const fresh = clientFor(stack);
    await fresh.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await fresh.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    // GoTrue's statuses: 401 for the account's secrets, 422 to unenrol, 403 to enrol.
    const passwordAtAal1 = await fresh.auth.updateUser({ password: 'another long password' });
    expect(passwordAtAal1.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    const emailAtAal1 = await fresh.auth.updateUser({ email: `moved-${randomUUID()}@example.test` });
    expect(emailAtAal1.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    const unenrolAtAal1 = await fresh.auth.mfa.unenroll({ factorId: factor?.id ?? '' });
    expect(unenrolAtAal1.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const challenge = await fresh.auth.mfa.challenge({ factorId: factor?.id ?? '' });
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000);
    const step = await fresh.auth.mfa.verify({
      factorId: factor?.id ?? '',
      challengeId: challenge.data?.id ?? '',
      code: totpCode(secret),
    });
    expect(step.error).toBeNull();
    expect((await fresh.auth.mfa.unenroll({ factorId: factor?.id ?? '' })).error).toBeNull();
    expect((await fresh.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('keeps an aal1 session from enrolling a factor of its own to take over the account', async () => {
    const { client, email, id } = await signedInUser(stack);
    const owners = (await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Owner' })).data;
    await client.auth.mfa.challengeAndVerify({
      factorId: owners?.id ?? '',
      code: totpCode(owners?.totp.secret ?? ''),
    });

    // Someone who has only the password: enrol a factor, verify it (aal2), delete the owner's.
    const intruder = clientFor(stack);
    await intruder.auth.signInWithPassword({ email, password: PASSWORD });
    const enrolled = await intruder.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Intruder' });
    expect(enrolled.error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
      message: 'AAL2 required to enroll a new factor',
    });
    const factors = await clientFor(stack, 'service').auth.admin.mfa.listFactors({ userId: id });
    expect(factors.data?.factors.map((f) => [f.friendly_name, f.status])).toEqual([['Owner', 'verified']]);
    expect(claimsOf((await intruder.auth.getSession()).data.session?.access_token ?? '').aal).toBe('aal1');
  });

  it('drops unfinished enrolments once a factor is verified, so none can raise a later session', async () => {
    const { client, email } = await signedInUser(stack);
    // Enrolled (never verified) from a password-only session while the account had no factor yet.
    const intruder = clientFor(stack);
    await intruder.auth.signInWithPassword({ email, password: PASSWORD });
    const planted = (await intruder.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Planted' })).data;
    expect(planted?.id).toBeTruthy();

    const owners = (await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Owner' })).data;
    const ownerVerified = await client.auth.mfa.challengeAndVerify({
      factorId: owners?.id ?? '',
      code: totpCode(owners?.totp.secret ?? ''),
    });
    expect(ownerVerified.error).toBeNull();

    const raised = await intruder.auth.mfa.challengeAndVerify({
      factorId: planted?.id ?? '',
      code: totpCode(planted?.totp.secret ?? ''),
    });
    expect(raised.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect((await client.auth.mfa.listFactors()).data?.all.map((f) => f.friendly_name)).toEqual(['Owner']);
  });

  it("lets the service role list and remove a user's factors", async () => {
    const { client, id } = await signedInUser(stack);
    const factor = (await client.auth.mfa.enroll({ factorType: 'totp' })).data;
    const admin = clientFor(stack, 'service');
    const listed = await admin.auth.admin.mfa.listFactors({ userId: id });
    expect(listed.data?.factors.map((f) => f.id)).toEqual([factor?.id]);
    expect((await admin.auth.admin.mfa.deleteFactor({ userId: id, id: factor?.id ?? '' })).error).toBeNull();
    expect((await admin.auth.admin.mfa.listFactors({ userId: id })).data?.factors).toEqual([]);
  });
});
