import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { AuthContext } from '../context.ts';
import { errors } from '../errors.ts';

/** The OAuth providers GoTrue can be configured with; this stack has none configured. */
export const OAUTH_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'slack',
  'slack_oidc',
  'spotify',
  'twitch',
  'twitter',
  'vercel_marketplace',
  'workos',
  'zoom',
] as const;

/** GoTrue's refusal to start an OAuth flow with `provider` when no provider is enabled. */
export function oauthProviderRefusal(provider: string | undefined): Error {
  const name = (provider ?? '').toLowerCase();
  return (OAUTH_PROVIDERS as readonly string[]).includes(name)
    ? errors.unsupportedProvider('provider is not enabled')
    : errors.unsupportedProvider(`Provider ${name} could not be found`);
}

/**
 * GET /authorize (OAuth sign-in), /callback (a provider's answer) and /sso (SAML), answered as
 * GoTrue answers them with none configured.
 */
export function externalRoutes(app: Hono<{ Bindings: HttpBindings }>, ctx: AuthContext): void {
  app.get('/authorize', (c) => {
    throw oauthProviderRefusal(c.req.query('provider'));
  });
  // No flow was ever started here, so no state is one this stack signed: GoTrue's redirect with the
  // error. (GoTrue also takes POST callbacks, for Apple's form_post; without providers there are none.)
  app.get('/callback', (c) => {
    const state = c.req.query('state');
    const details = new URLSearchParams({
      error: 'invalid_request',
      error_code: state ? 'bad_oauth_state' : 'bad_oauth_callback',
      error_description: state ? 'OAuth callback with invalid state' : 'OAuth state parameter missing',
    }).toString();
    return c.redirect(`${ctx.config.siteUrl}?${details}#${details}`, 302);
  });
  // GoTrue checks SAML is enabled before anything else under /sso.
  const samlDisabled = () => {
    throw errors.samlDisabled();
  };
  app.all('/sso', samlDisabled);
  app.all('/sso/*', samlDisabled);
}
