/** An error answered in GoTrue's shape, with its status and error code. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/**
 * GoTrue's OAuth-style errors (the `/token` grants' own refusals): always 400 and
 * `{ error, error_description }`, whatever API version the client asked for.
 */
export class OAuthError extends AuthError {
  constructor(error: string, description = '') {
    super(400, error, description);
    this.name = 'OAuthError';
  }
}

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

/**
 * GoTrue answers clients that send `X-Supabase-Api-Version: 2024-01-01` (as supabase-js does)
 * with `{ code, message }`, and older clients with `{ code: status, error_code, msg }`.
 */
export function authErrorResponse(error: AuthError, versioned: boolean): Response {
  if (error instanceof OAuthError)
    return new Response(
      JSON.stringify(
        error.message ? { error: error.code, error_description: error.message } : { error: error.code },
      ),
      { status: 400, headers: { 'Content-Type': 'application/json' } },
    );
  const body = versioned
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...error.headers };
  if (versioned) headers[API_VERSION_HEADER] = API_VERSION;
  return new Response(JSON.stringify(body), { status: error.status, headers });
}

export const errors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  missingCredentials: () =>
    new AuthError(
      400,
      'validation_failed',
      'You must provide either an email or phone number and a password',
    ),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  bodyTooLarge: (limit: number) =>
    new AuthError(413, 'request_too_large', `The request body is larger than ${limit} bytes`),
  nulCharacter: () =>
    new AuthError(400, 'validation_failed', 'Text in the request body must not contain NUL characters'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (why: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userFromTokenMissing: () =>
    new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  emailExists: () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  emailInvalid: (email: string) =>
    new AuthError(400, 'email_address_invalid', `Email address "${email}" is invalid`),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenReused: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'),
  rateLimited: (retryAfter: number) =>
    new AuthError(
      429,
      'over_request_rate_limit',
      'Request rate limit reached',
      {},
      { 'Retry-After': String(retryAfter) },
    ),
  emailRateLimited: (retryAfter: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${retryAfter} seconds.`,
      {},
      { 'Retry-After': String(retryAfter) },
    ),
  // GoTrue answers each action that needs an aal2 session with its own status.
  aal2ToEnroll: () => new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor'),
  aal2ToUnenroll: () => new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor'),
  aal2ToChangeSecrets: () =>
    new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    ),
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  factorNameConflict: (name: string) =>
    new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    ),
  challengeNotFound: () =>
    new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  verificationFailed: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  phoneDisabled: () => new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled'),
  // PKCE
  pkceParams: () =>
    new AuthError(400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge'),
  pkceGrantParams: () =>
    new AuthError(
      400,
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    ),
  flowStateNotFound: () =>
    new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () =>
    new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  noFlowStateForUser: () => new AuthError(422, 'flow_state_not_found', 'No valid flow state found for user.'),
  badCodeVerifier: () =>
    new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  // Reauthentication (secure password change)
  reauthenticationNeeded: () =>
    new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () =>
    new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid'),
  verifyEmailFirst: () => new AuthError(422, 'email_not_confirmed', 'Please verify your email first.'),
  // Identities, OAuth providers and SSO, none of which this stack has configured
  manualLinkingDisabled: () => new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled'),
  identityIdNotUuid: () => new AuthError(404, 'validation_failed', 'identity_id must be an UUID'),
  singleIdentity: () =>
    new AuthError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking'),
  identityNotFound: () => new AuthError(422, 'identity_not_found', "Identity doesn't exist"),
  unsupportedProvider: (why: string) =>
    new AuthError(400, 'validation_failed', `Unsupported provider: ${why}`),
  providerDisabled: (issuer: string) =>
    new AuthError(400, 'provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`),
  samlDisabled: () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'),
};
