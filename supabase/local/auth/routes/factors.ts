import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import {
  type AuthContext,
  clientIp,
  jsonBody,
  limit,
  requireAal2IfEnrolled,
  requireUser,
} from '../context.ts';
import { errors } from '../errors.ts';
import { challenge, enrollTotp, unenroll, verify } from '../mfa.ts';

const ISSUER = 'Grow Digital';

/** MFA with TOTP: enrol, challenge, verify (raising the session to aal2) and unenrol. */
export function factorRoutes(app: Hono<{ Bindings: HttpBindings }>, ctx: AuthContext): void {
  app.post('/factors', async (c) => {
    const caller = await requireUser(c, ctx);
    const body = await jsonBody(c);
    if (body.factor_type !== 'totp') throw errors.validation('Only the totp factor type is supported');
    requireAal2IfEnrolled(caller, errors.aal2ToEnroll);
    const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : undefined;
    const issuer = typeof body.issuer === 'string' && body.issuer ? body.issuer : ISSUER;
    return c.json(await ctx.db.transaction((tx) => enrollTotp(tx, caller.user, friendlyName, issuer)));
  });

  app.post('/factors/:id/challenge', async (c) => {
    const { user } = await requireUser(c, ctx);
    const ip = clientIp(c, ctx);
    const lifetime = ctx.config.mfaChallengeExpiry;
    return c.json(await ctx.db.transaction((tx) => challenge(tx, user.id, c.req.param('id'), ip, lifetime)));
  });

  app.post('/factors/:id/verify', async (c) => {
    limit(ctx.limits.verifyPerIp, clientIp(c, ctx));
    const { user, sessionId } = await requireUser(c, ctx);
    if (!sessionId) throw errors.sessionNotFound();
    const body = await jsonBody(c);
    return c.json(
      await ctx.db.transaction((tx) =>
        verify(tx, ctx, user, sessionId, c.req.param('id'), body.challenge_id, body.code, ISSUER),
      ),
    );
  });

  app.delete('/factors/:id', async (c) => {
    const { user, aal } = await requireUser(c, ctx);
    return c.json(await ctx.db.transaction((tx) => unenroll(tx, user.id, c.req.param('id'), aal)));
  });
}
