import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlValidate } from 'html-validate';
import { describe, expect, inject, it } from 'vitest';
import {
  FUNCTION_SETTINGS,
  PLATFORM_VARIABLES,
  productFunctionSecrets,
  SECRETS_UNSET_IN_TESTS,
} from '../support/product-functions-env.ts';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('the built site', () => {
  it('is valid HTML on every page', async () => {
    const html = (await filesUnder(inject('siteDir'))).filter((f) => f.endsWith('.html'));
    expect(html.length).toBeGreaterThan(20);
    const validator = new HtmlValidate({
      extends: ['html-validate:document'],
      rules: {
        // Tailwind's arbitrary values and Astro's islands are valid HTML the stricter style rules dislike.
        'no-inline-style': 'off',
        'attribute-boolean-style': 'off',
        'no-trailing-whitespace': 'off',
        // Subresource integrity matters for files from other origins; the site's own bundles are same-origin.
        'require-sri': ['error', { target: 'crossorigin' }],
        // The maintenance screen waits in a <template> with its own <h1>; one visible <h1> per page is checked in the browser.
        'heading-level': ['error', { allowMultipleH1: true }],
      },
    });
    const problems: string[] = [];
    for (const file of html) {
      const report = await validator.validateFile(file);
      for (const result of report.results) {
        for (const message of result.messages)
          problems.push(`${path.relative(inject('siteDir'), file)}: ${message.ruleId} ${message.message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('contains the anon key but no service-role key, JWT secret or function secret in any file', async () => {
    const siteDir = inject('siteDir');
    const files = await filesUnder(siteDir);
    expect(files.some((f) => f.startsWith(path.join(siteDir, 'admin') + path.sep))).toBe(true);
    const needles = await secretsToLookFor();
    const problems: string[] = [];
    let anonKeySeen = false;
    for (const file of files) {
      const bytes = await fs.readFile(file);
      const name = path.relative(siteDir, file);
      anonKeySeen ||= bytes.includes(inject('anonKey'));
      for (const [what, value] of needles) {
        if (bytes.includes(value)) problems.push(`${name}: contains ${what}`);
      }
      // The role's name: a bundle that mentions it is a bundle that knows about the key.
      if (/\.(m?js|cjs)$/.test(file) && bytes.includes('service_role'))
        problems.push(`${name}: mentions service_role`);
    }
    expect(anonKeySeen, 'the site is built with the anon key').toBe(true);
    expect(problems).toEqual([]);
  });
});

/** Every secret of the stack the site was built against, in each form it could leak in. */
async function secretsToLookFor(): Promise<[string, string][]> {
  const serviceRoleKey = inject('serviceRoleKey');
  const [, payload = '', signature = ''] = serviceRoleKey.split('.');
  const payloadJson = Buffer.from(payload, 'base64url').toString('utf8');
  expect(JSON.parse(payloadJson)).toMatchObject({ role: 'service_role' });
  const jwtSecret = inject('jwtSecret');
  const needles: [string, string][] = [
    ['the service-role key', serviceRoleKey],
    ["the service-role key's payload (base64url)", payload],
    [
      "the service-role key's payload (base64)",
      Buffer.from(payloadJson).toString('base64').replace(/=+$/, ''),
    ],
    ["the service-role key's payload (decoded)", payloadJson],
    ["the service-role key's signature", signature],
    ['the JWT secret', jwtSecret],
    ['the JWT secret (base64)', Buffer.from(jwtSecret).toString('base64').replace(/=+$/, '')],
  ];
  for (const [name, value] of Object.entries(await productFunctionSecrets()))
    needles.push([`the edge-function secret ${name}`, value]);
  const unclassified = [...(await functionEnvironmentNames())].filter(
    (name) =>
      !FUNCTION_SETTINGS.has(name) &&
      !PLATFORM_VARIABLES.has(name) &&
      !(name in SECRETS_UNSET_IN_TESTS) &&
      !needles.some(([what]) => what.endsWith(` ${name}`)),
  );
  expect(
    unclassified,
    'edge-function variables without a sentinel value in tests/support/product-functions.env (or a place in FUNCTION_SETTINGS)',
  ).toEqual([]);
  return needles;
}

/** The names the edge functions read from their environment (Deno.env.get('…') and env('…')). */
async function functionEnvironmentNames(): Promise<Set<string>> {
  const dir = fileURLToPath(new URL('../../supabase/functions', import.meta.url));
  const sources = (await filesUnder(dir)).filter((f) => f.endsWith('.ts'));
  const names = new Set<string>();
  for (const file of sources) {
    const text = await fs.readFile(file, 'utf8');
    for (const match of text.matchAll(/(?:Deno\.env\.get|\benv)\(\s*['"`]([A-Z0-9_]+)['"`]/g))
      names.add(match[1] ?? '');
  }
  // The scan finds what it must: a secret, a setting and a platform variable.
  expect([...names]).toEqual(
    expect.arrayContaining(['DEPLOY_HOOK_URL', 'BACKLINK_CHECK_TIMEOUT_MS', 'SUPABASE_SERVICE_ROLE_KEY']),
  );
  return names;
}
