import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { AuthContext } from '../context.ts';
import { OAUTH_PROVIDERS } from './external.ts';

/** GET /settings and /health, as GoTrue answers them. */
export function metaRoutes(app: Hono<{ Bindings: HttpBindings }>, ctx: AuthContext): void {
  app.get('/settings', (c) =>
    c.json({
      external: {
        ...Object.fromEntries(OAUTH_PROVIDERS.map((name) => [name, false])),
        email: true,
        phone: false,
        anonymous_users: false,
      },
      disable_signup: !ctx.config.enableSignup,
      mailer_autoconfirm: !ctx.config.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      password_min_length: ctx.config.passwordMinLength,
    }),
  );
  app.get('/health', (c) =>
    c.json({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
}
