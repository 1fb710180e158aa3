/**
 * What the product serves, read from the product itself so that sweeping tests cover anything
 * added later: the REST API's OpenAPI document and the edge functions of supabase/functions.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_PROJECT } from './test-stack.ts';

/** The parts of the REST API's OpenAPI (Swagger 2) document the tests read. */
export interface OpenApiDocument {
  /** `/<relation>` and `/rpc/<function>`, plus `/`. */
  paths: Record<string, unknown>;
  definitions: Record<string, { properties: Record<string, { format: string }> }>;
}

/** GET /rest/v1/ with `key` (as apikey and bearer), for one exposed schema or the default one. */
export async function openApiDocument(
  apiUrl: string,
  key: string,
  schema?: string,
): Promise<OpenApiDocument> {
  const response = await fetch(`${apiUrl}/rest/v1/`, {
    headers: { apikey: key, Authorization: `Bearer ${key}`, ...(schema ? { 'Accept-Profile': schema } : {}) },
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`GET /rest/v1/ answered ${String(response.status)}`);
  return (await response.json()) as OpenApiDocument;
}

/** The deployed edge functions: folders of supabase/functions with an index.ts (not the shared `_` ones). */
export async function edgeFunctionNames(): Promise<string[]> {
  const folder = path.join(PRODUCT_PROJECT, 'functions');
  const names: string[] = [];
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    const hasIndex = await fs.stat(path.join(folder, entry.name, 'index.ts')).then(
      () => true,
      () => false,
    );
    if (hasIndex) names.push(entry.name);
  }
  return names;
}
