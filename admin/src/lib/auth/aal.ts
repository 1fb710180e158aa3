export type Aal = 'aal1' | 'aal2';

/** The assurance level an access token was issued at (aal2 after a second factor). */
export function tokenAal(accessToken: string): Aal | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const aal = (JSON.parse(json) as { aal?: unknown }).aal;
    return aal === 'aal1' || aal === 'aal2' ? aal : null;
  } catch {
    return null;
  }
}
