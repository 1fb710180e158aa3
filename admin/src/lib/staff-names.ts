/** A colleague the reader cannot name: not in the staff directory (yet) and their email hidden. */
export const ANOTHER_STAFF_MEMBER = 'Another staff member';

/**
 * Who made an audited change: their display name from the staff directory (`names`, see
 * staff-directory.ts), else their email when the audit log shows it to the reader (admins), else
 * a colleague; `nobody` when no user acted (the system, an import, the seed).
 */
export function actorName(
  actor: { actor_id: string | null; actor_email: string | null },
  nobody: string,
  names?: ReadonlyMap<string, string>,
): string {
  if (!actor.actor_id) return actor.actor_email ?? nobody;
  return names?.get(actor.actor_id) ?? actor.actor_email ?? ANOTHER_STAFF_MEMBER;
}
