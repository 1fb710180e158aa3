import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../support/api-catalogue.ts';
import { member, productStack } from '../../support/product.ts';

/** GET /rest/v1/ with an apikey and a bearer token: the OpenAPI document as that token's role sees it. */
async function documentFor(token: string, accept?: string) {
  const stack = productStack();
  const response = await fetch(`${stack.url}/rest/v1/`, {
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${token}`,
      ...(accept ? { Accept: accept } : {}),
    },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/openapi+json; charset=utf-8');
  return (await response.json()) as OpenApiDocument;
}

const STAFF_ONLY_TABLES = ['/audit_log', '/backups', '/user_roles'];
const STAFF_ONLY_FUNCTIONS = ['/rpc/request_build', '/rpc/publish_status'];

describe('the OpenAPI document follows privileges (PostgREST openapi-mode = follow-privileges)', () => {
  it('shows the anon key only the tables and functions anon may use', async () => {
    const document = await documentFor(productStack().anonKey);
    const paths = Object.keys(document.paths);
    for (const hidden of [...STAFF_ONLY_TABLES, ...STAFF_ONLY_FUNCTIONS]) expect(paths).not.toContain(hidden);
    expect(document.definitions).not.toHaveProperty('audit_log');
    // What anon is granted stays listed: the newsletter inbox it writes to, the download counter it calls.
    expect(paths).toEqual(expect.arrayContaining(['/newsletter_signups', '/rpc/count_download']));
  });

  it('answers the same to Accept: application/openapi+json', async () => {
    const paths = Object.keys((await documentFor(productStack().anonKey, 'application/openapi+json')).paths);
    expect(paths).not.toContain('/user_roles');
    expect(paths).toContain('/newsletter_signups');
  });

  it('shows a signed-in user what the authenticated role is granted, columns included', async () => {
    const user = await member('no_role');
    const document = await documentFor(user.accessToken);
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(expect.arrayContaining([...STAFF_ONLY_TABLES, ...STAFF_ONLY_FUNCTIONS]));
    // authenticated may select some columns of audit_log, not the actor's email.
    const columns = Object.keys(document.definitions.audit_log?.properties ?? {});
    expect(columns).toEqual(expect.arrayContaining(['id', 'action', 'table_name']));
    expect(columns).not.toContain('actor_email');
  });

  it('shows the service role everything', async () => {
    const document = await documentFor(productStack().serviceRoleKey);
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(expect.arrayContaining([...STAFF_ONLY_TABLES, ...STAFF_ONLY_FUNCTIONS]));
    expect(Object.keys(document.definitions.audit_log?.properties ?? {})).toContain('actor_email');
  });
});
