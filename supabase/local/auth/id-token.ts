import { decodeJwt } from 'jose';
import { errors, OAuthError } from './errors.ts';

/** OIDC issuers GoTrue knows by provider name; none is enabled on this stack. */
const ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  // Keycloak's issuer is its configured URL: none here.
  keycloak: '',
};
const APPLE_ISSUER = 'https://appleid.apple.com';
const isAzureIssuer = (issuer: string) =>
  issuer.startsWith('https://login.microsoftonline.com/') || issuer.startsWith('https://sts.windows.net/');

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function issuerIn(idToken: string, provider: 'Apple' | 'Azure'): string {
  try {
    return text(decodeJwt(idToken).iss);
  } catch {
    throw errors.validation(`Unable to detect issuer in ID token for ${provider} provider`);
  }
}

/** Apple and Azure tokens name their issuer; GoTrue reads it before it looks at the provider's settings. */
function detectedIssuer(idToken: string, requested: string, provider: 'Apple' | 'Azure'): string {
  const issuer = issuerIn(idToken, provider);
  const fits = provider === 'Apple' ? issuer === APPLE_ISSUER : isAzureIssuer(issuer);
  if (!fits) throw errors.validation(`Detected ID token issuer is not an ${provider} ID token issuer`);
  if (requested && requested !== issuer)
    throw errors.validation('Provided issuer does not match ID token issuer');
  return issuer;
}

/**
 * The refusal GoTrue gives `POST /token?grant_type=id_token` when no OIDC provider is configured:
 * the request is checked, then the provider it names is found disabled (or unknown).
 */
export function idTokenRefusal(body: Record<string, unknown>): Error {
  const idToken = text(body.id_token);
  const provider = text(body.provider);
  const issuer = text(body.issuer);
  if (!idToken) return new OAuthError('invalid request', 'id_token required');
  if (!provider && (!text(body.client_id) || !issuer))
    return new OAuthError('invalid request', 'provider or client_id and issuer required');
  try {
    if (provider === 'apple' || issuer === APPLE_ISSUER)
      return errors.providerDisabled(detectedIssuer(idToken, issuer, 'Apple'));
    if (provider === 'azure' || isAzureIssuer(issuer))
      return errors.providerDisabled(detectedIssuer(idToken, issuer, 'Azure'));
  } catch (error) {
    return error as Error;
  }
  const named = Object.entries(ISSUERS).find(
    ([name, known]) => provider === name || (known !== '' && issuer === known),
  );
  if (named) return errors.providerDisabled(named[1]);
  if (provider.startsWith('custom:')) return errors.validation('Custom OAuth providers are disabled');
  return errors.validation(`Custom OIDC provider ${JSON.stringify(provider)} not allowed`);
}
