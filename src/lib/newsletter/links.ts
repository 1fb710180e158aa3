/**
 * The emailed newsletter links (`/newsletter/confirm?token=…`, `/newsletter/unsubscribe?token=…`):
 * what the confirm_newsletter and unsubscribe_newsletter RPCs answered, as one of the outcomes
 * the pages have words for.
 */

export type LinkAction = 'confirm' | 'unsubscribe';

/** Every page a link with a secret token opens: the newsletter's two, a booked call's manage page and a content preview. */
export type TokenLinkPage = LinkAction | 'discovery-call' | 'preview';

export type LinkOutcome =
  | 'confirmed'
  | 'already_confirmed'
  | 'unsubscribed'
  | 'already_unsubscribed'
  /** Forged, cut short or for no subscriber. */
  | 'invalid'
  /** A confirmation link opened a second time. */
  | 'used'
  /** A confirmation link older than seven days. */
  | 'expired'
  /** The server could not be reached or failed: trying again may work. */
  | 'failed';

/** The query parameter the links carry their token in. */
export const TOKEN_PARAM = 'token';

/** Where the page's head script keeps the token once it is out of the address (per tab, per page). */
export const tokenStorageKey = (action: TokenLinkPage): string => `newsletter-link-token:${action}`;

/** The outcome of an RPC answer: its text on success, or the refusal (22023 with the database's sentence). */
export function linkOutcome(
  action: LinkAction,
  { data, error }: { data: unknown; error: { code?: string; message?: string } | null },
): LinkOutcome {
  if (error) {
    const message = error.message ?? '';
    if (error.code !== '22023') return 'failed';
    return message.includes('expired')
      ? 'expired'
      : message.includes('already been used')
        ? 'used'
        : 'invalid';
  }
  // confirm: 'confirmed' or 'already_confirmed'; unsubscribe: 'unsubscribed' or 'already_unsubscribed'.
  const done = action === 'confirm' ? 'confirmed' : 'unsubscribed';
  return data === done || data === `already_${done}` ? (data as LinkOutcome) : 'failed';
}

/** Where this page load's token is while the page runs (set by the head script, before any tag). */
export const TOKEN_GLOBAL = '__newsletterLinkToken';

/**
 * The inline head script of the link pages, run before the tag manager: it takes the token out of
 * the address (so no analytics hit, history entry or shared screenshot carries it) and keeps it for
 * the page's own script, in the tab's session storage too, so a reload still has it.
 */
export function tokenHandOffScript(action: TokenLinkPage): string {
  const key = JSON.stringify(tokenStorageKey(action));
  const param = JSON.stringify(TOKEN_PARAM);
  return [
    '(function(){',
    `var u=new URL(location.href),t=u.searchParams.get(${param});`,
    'if(t===null)return;',
    `window[${JSON.stringify(TOKEN_GLOBAL)}]=t;`,
    `try{sessionStorage.setItem(${key},t);}catch(e){}`,
    `u.searchParams.delete(${param});`,
    'history.replaceState(history.state,"",u.pathname+u.search+u.hash);',
    '})();',
  ].join('');
}

/** The token the head script kept: the tab's (a reload keeps it), else this load's. */
export function keptToken(action: TokenLinkPage): string | null {
  const fromLoad = (window as unknown as Record<string, string | undefined>)[TOKEN_GLOBAL] ?? null;
  try {
    return window.sessionStorage.getItem(tokenStorageKey(action)) ?? fromLoad;
  } catch {
    return fromLoad;
  }
}
