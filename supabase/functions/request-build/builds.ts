import type { PostgrestError } from '@supabase/supabase-js';
import type { Client } from '../_shared/clients.ts';
import { type Build, buildRow } from './contract.ts';
import { failures } from './failures.ts';

/** A database refusal: the role check (42501) is the caller's to act on; anything else is ours (a 500). */
export function fromDatabase(error: PostgrestError): Error {
  if (error.code === '42501') return failures.forbidden();
  return new Error(`The database refused the request: ${error.code} ${error.message}`);
}

/** A `site_builds` row without its log, or null for "no build" (SQL NULL, or a row of nulls). */
export function buildOrNull(value: unknown): Build | null {
  if (value === null || (typeof value === 'object' && (value as { id?: unknown }).id == null)) return null;
  return buildRow.parse(value);
}

function someBuild(value: unknown, what: string): Build {
  const build = buildOrNull(value);
  if (!build) throw new Error(`${what} returned no build`);
  return build;
}

/** Calls a database function that answers nothing (report_site_build). */
export async function callDatabase(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<void> {
  const { error } = await client.rpc(name, args);
  if (error) throw fromDatabase(error);
}

/** Calls one of the build functions (request_build, claim_site_build, finish_site_build …) and reads its row. */
export async function callForBuild(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<Build | null> {
  const result = await client.rpc(name, args);
  if (result.error) throw fromDatabase(result.error);
  const data: unknown = result.data;
  return buildOrNull(data);
}

export async function callForSomeBuild(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<Build> {
  return someBuild(await callForBuild(client, name, args), name);
}

/** One build as it is now. */
export async function readBuild(client: Client, id: string): Promise<Build> {
  const { data, error } = await client
    .from('site_builds')
    .select(
      'id, status, trigger, requested_by, requested_at, started_at, finished_at, duration_ms, error, stage, created_at, updated_at',
    )
    .eq('id', id)
    .single();
  if (error) throw fromDatabase(error);
  return someBuild(data, `Reading build ${id}`);
}
