import { asCaller, type Caller, type StorageContext } from './context.ts';
import { storageErrors } from './errors.ts';

/** Ends the permission probe without keeping its row. */
class ProbeDone extends Error {}

/**
 * Checks, before a signed upload URL is handed out, that the caller may store `key` now: the later
 * upload runs on the token alone, with the service role. A grant to replace the object (upsert)
 * needs the caller's right to replace it too — an inbox that visitors may only add to (résumés)
 * must not hand them a token that overwrites, again and again, what they added.
 */
export async function assertMayUpload(
  ctx: StorageContext,
  caller: Caller,
  bucket: string,
  key: string,
  upsert: boolean,
): Promise<void> {
  await asCaller(ctx, caller, async (tx) => {
    const params = [bucket, key, caller.userId ?? null];
    await tx.query(
      `INSERT INTO storage.objects (bucket_id, name, owner, owner_id, version) VALUES ($1, $2, $3::text::uuid, $3::text, 'probe')
       ${upsert ? "ON CONFLICT (bucket_id, name) DO UPDATE SET version = 'probe'" : ''}`,
      params,
    );
    if (upsert) {
      const replaced = await tx.query(
        "UPDATE storage.objects SET version = 'probe-replaced' WHERE bucket_id = $1 AND name = $2",
        [bucket, key],
      );
      if (replaced.rowCount !== 1) throw storageErrors.unauthorized();
    }
    throw new ProbeDone();
  }).catch((error: unknown) => {
    if (!(error instanceof ProbeDone)) throw error;
  });
}
