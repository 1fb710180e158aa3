import * as z from 'zod/v4-mini';
import type { Client } from '../_shared/clients.ts';

const RESUME_BUCKET = 'resumes';
/** The database names at most 1000 per call; a few rounds clear a backlog, the next run the rest. */
const MAX_ROUNDS = 5;

const names = z.array(z.string());

/**
 * Removes the résumés no application names, a day after their upload (public.orphaned_resumes()
 * chooses them), through the Storage API so their files go too, not only their rows.
 */
export async function removeOrphanedResumes(service: Client): Promise<string[]> {
  const removed: string[] = [];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const listed = await service.rpc('orphaned_resumes');
    if (listed.error) throw new Error(`orphaned_resumes failed: ${listed.error.message}`);
    const orphaned = names.parse(listed.data);
    if (orphaned.length === 0) break;
    const gone = await service.storage.from(RESUME_BUCKET).remove(orphaned);
    if (gone.error) throw new Error(`Removing orphaned résumés failed: ${gone.error.message}`);
    removed.push(...gone.data.map((object) => object.name));
    if (gone.data.length < orphaned.length) break;
  }
  return removed;
}
