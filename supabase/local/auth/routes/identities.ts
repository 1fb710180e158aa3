import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { Sql } from '../../db/database.ts';
import { type AuthContext, type AuthHonoContext, type Caller, requireUser } from '../context.ts';
import { errors } from '../errors.ts';
import { oauthProviderRefusal } from './external.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's order: a signed-in user first, then manual linking must be on. */
async function linkingCaller(c: AuthHonoContext, ctx: AuthContext): Promise<Caller> {
  const caller = await requireUser(c, ctx);
  if (!ctx.config.manualLinking) throw errors.manualLinkingDisabled();
  return caller;
}

/**
 * Removes one of the user's identities; the account keeps the email of one that remains, and its
 * app_metadata lists the providers left.
 */
async function unlinkIdentity(tx: Sql, userId: string, identityId: string): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id::text AS id FROM auth.identities WHERE user_id = $1::uuid FOR UPDATE',
    [userId],
  );
  if (rows.length <= 1) throw errors.singleIdentity();
  if (!rows.some((row) => row.id.toLowerCase() === identityId.toLowerCase())) throw errors.identityNotFound();
  await tx.query('DELETE FROM auth.identities WHERE id = $1::uuid', [identityId]);
  await tx.query(
    `UPDATE auth.users u SET
       email = CASE WHEN EXISTS (SELECT 1 FROM auth.identities i WHERE i.user_id = u.id AND i.email = lower(u.email))
                    THEN u.email
                    ELSE coalesce((SELECT i.email FROM auth.identities i WHERE i.user_id = u.id AND i.email IS NOT NULL
                                   ORDER BY i.created_at LIMIT 1), u.email) END,
       raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}') || jsonb_build_object('providers',
         (SELECT coalesce(jsonb_agg(DISTINCT i.provider), '[]') FROM auth.identities i WHERE i.user_id = u.id)),
       updated_at = now()
     WHERE u.id = $1::uuid`,
    [userId],
  );
}

/** GET /user/identities/authorize (linkIdentity) and DELETE /user/identities/{id} (unlinkIdentity). */
export function identityRoutes(app: Hono<{ Bindings: HttpBindings }>, ctx: AuthContext): void {
  app.get('/user/identities/authorize', async (c) => {
    await linkingCaller(c, ctx);
    throw oauthProviderRefusal(c.req.query('provider'));
  });

  app.delete('/user/identities/:id', async (c) => {
    const { user } = await linkingCaller(c, ctx);
    const identityId = c.req.param('id');
    if (!UUID.test(identityId)) throw errors.identityIdNotUuid();
    await ctx.db.transaction((tx) => unlinkIdentity(tx, user.id, identityId));
    return c.json({});
  });
}
