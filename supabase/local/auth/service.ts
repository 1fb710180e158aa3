import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { AuthConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MailSettings } from '../../functions/_shared/mail/types.ts';
import { createAuthContext } from './context.ts';
import { jwksRoute } from './jwks.ts';
import { isClientAbort } from '../http/client-abort.ts';
import { API_VERSION_HEADER, AuthError, authErrorResponse, errors } from './errors.ts';
import { adminRoutes } from './routes/admin.ts';
import { emailRoutes } from './routes/emails.ts';
import { externalRoutes } from './routes/external.ts';
import { factorRoutes } from './routes/factors.ts';
import { identityRoutes } from './routes/identities.ts';
import { metaRoutes } from './routes/meta.ts';
import { resendRoute } from './routes/resend.ts';
import { signupRoute } from './routes/signup.ts';
import { tokenRoutes } from './routes/token.ts';
import { userRoutes } from './routes/user.ts';
import { verifyRoutes } from './routes/verify.ts';

/** The GoTrue-compatible auth service, mounted at /auth/v1. */
export function createAuthApp(
  db: Database,
  config: AuthConfig,
  log: (message: string) => void,
  mail?: MailSettings,
): Hono<{ Bindings: HttpBindings }> {
  const ctx = createAuthContext(db, config, log, mail);
  const app = new Hono<{ Bindings: HttpBindings }>();
  jwksRoute(app, config);
  metaRoutes(app, ctx);
  tokenRoutes(app, ctx);
  userRoutes(app, ctx);
  identityRoutes(app, ctx);
  emailRoutes(app, ctx);
  signupRoute(app, ctx);
  resendRoute(app, ctx);
  externalRoutes(app, ctx);
  verifyRoutes(app, ctx);
  factorRoutes(app, ctx);
  adminRoutes(app, ctx);
  app.notFound((c) =>
    authErrorResponse(
      new AuthError(404, 'not_found', 'Not found'),
      c.req.header(API_VERSION_HEADER) !== undefined,
    ),
  );
  app.onError((error, c) => {
    const versioned = c.req.header(API_VERSION_HEADER) !== undefined;
    if (error instanceof AuthError) return authErrorResponse(error, versioned);
    if (isClientAbort(error))
      return authErrorResponse(errors.validation('The request body ended before its length'), versioned);
    log(`Auth request failed: ${error.stack ?? error.message}`);
    return authErrorResponse(
      new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
      versioned,
    );
  });
  return app;
}
