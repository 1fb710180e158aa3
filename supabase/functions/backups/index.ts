/**
 * Backups for admins (issue 9): POST a JSON `{ action, … }` (see contract.ts and the README).
 * `create`, `register-upload` and `restore` run as the calling admin, so the database's policies
 * apply; `scheduled` (the local stack's daily backup and retention) only with the service role.
 */
import { json, servePost } from '../_shared/respond.ts';
import { type Caller, identify } from './caller.ts';
import type { BackupsRequest } from './contract.ts';
import { createBackup } from './create.ts';
import { failures } from './failures.ts';
import { registerUpload } from './register-upload.ts';
import { readRequest } from './request.ts';
import { restoreBackup } from './restore.ts';
import { runScheduled } from './scheduled.ts';

async function run(caller: Caller, request: BackupsRequest): Promise<Response> {
  if (request.action === 'scheduled') {
    if (caller.kind !== 'service') throw failures.serviceRoleOnly();
    const result = await runScheduled(caller.client);
    return json(result.backup ? 201 : 200, result);
  }
  if (caller.kind !== 'admin') throw failures.forbidden();
  switch (request.action) {
    case 'create': {
      const backup = await createBackup(caller.client, {
        kind: 'manual',
        note: request.note,
        createdBy: caller.id,
      });
      return json(201, { backup });
    }
    case 'register-upload':
      return json(201, { backup: await registerUpload(caller.client, caller.id, request.path) });
    case 'restore':
      return json(200, await restoreBackup(caller, request));
  }
}

servePost('backups', async (request) => {
  // Who is asking comes before what they ask, so only admins learn the request format.
  const caller = await identify(request);
  return await run(caller, await readRequest(request));
});
