import * as z from 'zod/v4-mini';
import type { Client } from '../_shared/clients.ts';

/** The database names at most 1000 per call; a few rounds clear a backlog, the next run the rest. */
const MAX_ROUNDS = 5;

const names = z.array(z.string());

/**
 * Removes, through the Storage API (so their files go too, not only their rows), the objects of
 * `bucket` that the database function `lister` names as unused.
 */
async function removeUnused(service: Client, lister: string, bucket: string): Promise<string[]> {
  const removed: string[] = [];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const listed = await service.rpc(lister);
    if (listed.error) throw new Error(`${lister} failed: ${listed.error.message}`);
    const unused = names.parse(listed.data);
    if (unused.length === 0) break;
    const gone = await service.storage.from(bucket).remove(unused);
    if (gone.error) throw new Error(`Removing unused files of ${bucket} failed: ${gone.error.message}`);
    removed.push(...gone.data.map((object) => object.name));
    if (gone.data.length < unused.length) break;
  }
  return removed;
}

/** The résumés no application names, a day after their upload (public.orphaned_resumes()). */
export const removeOrphanedResumes = (service: Client) =>
  removeUnused(service, 'orphaned_resumes', 'resumes');

/**
 * The files of resources deleted for good (public.unused_downloads(): no resource, trashed or not,
 * names them, and they are a day old).
 */
export const removeUnusedDownloads = (service: Client) =>
  removeUnused(service, 'unused_downloads', 'downloads');
