/**
 * Removes orphaned résumés (issue 15): uploads no job application names, a day after they were
 * uploaded. POST `{}` with the service role key; the local stack calls it every hour, production
 * with pg_cron + pg_net (see the README). Answers `{ removed }`.
 */
import { serviceRoleOnly } from '../_shared/caller.ts';
import { readEmptyRequest } from '../_shared/request.ts';
import { json, servePost } from '../_shared/respond.ts';
import { removeOrphanedResumes } from './cleanup.ts';
import type { ResumeCleanupResponse } from './contract.ts';
import { failures } from './failures.ts';

servePost('resume-cleanup', async (request) => {
  const service = await serviceRoleOnly(request, failures);
  await readEmptyRequest(request);
  const body: ResumeCleanupResponse = { removed: await removeOrphanedResumes(service) };
  return json(200, body);
});
