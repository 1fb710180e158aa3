/** Where the admin's supabase-js client keeps the signed-in session (localStorage, same origin as the site). */
export const AUTH_STORAGE_KEY = 'growdigital-auth';

export interface StoredSession {
  access_token: string;
  /** Seconds since the epoch. */
  expires_at: number;
}

/** The stored session's access token while it is still valid, if there is one. */
export function storedAccessToken(storage: Pick<Storage, 'getItem'>, now = Date.now()): string | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const session = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof session.access_token !== 'string' || typeof session.expires_at !== 'number') return undefined;
    return session.expires_at * 1000 > now ? session.access_token : undefined;
  } catch {
    return undefined;
  }
}
