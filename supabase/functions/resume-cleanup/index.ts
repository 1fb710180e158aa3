/**
 * Removes orphaned résumés (issue 15): uploads no job application names, a day after they were
 * uploaded; and the files of resources deleted for good (from the trash). POST `{}` with the
 * service role key; the local stack calls it every hour, production with pg_cron + pg_net (see
 * docs/deploying.md). Answers `{ removed }` (résumés), with `downloads` when resource files went.
 */
import { serviceRoleOnly } from '../_shared/caller.ts';
import { readEmptyRequest } from '../_shared/request.ts';
import { json, servePost } from '../_shared/respond.ts';
import { removeOrphanedResumes, removeUnusedDownloads } from './cleanup.ts';
import type { ResumeCleanupResponse } from './contract.ts';
import { failures } from './failures.ts';

servePost('resume-cleanup', async (request) => {
  const service = await serviceRoleOnly(request, failures);
  await readEmptyRequest(request);
  const removed = await removeOrphanedResumes(service);
  const downloads = await removeUnusedDownloads(service);
  const body: ResumeCleanupResponse = { removed, ...(downloads.length > 0 ? { downloads } : {}) };
  return json(200, body);
});
