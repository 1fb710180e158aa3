/** Rows and calls the content-editing tests share: items made with the service role, RPC failures as PostgREST gives them. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ProductClient } from '../../support/product.ts';

export const tag = () => randomUUID().slice(0, 8);

/** A published case study (ordered, with a cover), made with the service role. */
export async function publishedCaseStudy(
  service: ProductClient,
  fields: { title?: string; summary?: string; cover_path?: string; sort_order?: number } = {},
) {
  const { data } = await service
    .from('case_studies')
    .insert({
      slug: `editing-${tag()}`,
      title: fields.title ?? `Editing case ${tag()}`,
      client: 'Acme',
      summary: fields.summary ?? 'A summary',
      status: 'published',
      published_at: new Date(Date.now() - 3_600_000).toISOString(),
      sort_order: fields.sort_order ?? 7,
      ...(fields.cover_path ? { cover_path: fields.cover_path, cover_alt: 'The cover' } : {}),
    })
    .select('*')
    .single()
    .throwOnError();
  return data;
}

/** What PostgREST answered a refused or failed call with. */
export function expectRefusal(
  result: { error: { code: string } | null; status: number },
  status: number,
  code: string,
): void {
  expect({ status: result.status, code: result.error?.code }).toEqual({ status, code });
}
