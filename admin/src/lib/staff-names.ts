/** A colleague whose email the database does not show the reader (only admins see other staff's). */
export const ANOTHER_STAFF_MEMBER = 'Another staff member';

/**
 * Who made an audited change: their email when the audit log shows it to the reader, a colleague
 * when it hides it, and `nobody` when no user acted (the system, an import, the seed).
 */
export function actorName(
  actor: { actor_id: string | null; actor_email: string | null },
  nobody: string,
): string {
  if (actor.actor_email) return actor.actor_email;
  return actor.actor_id ? ANOTHER_STAFF_MEMBER : nobody;
}
