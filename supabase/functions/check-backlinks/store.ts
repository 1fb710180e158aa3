import * as z from 'zod/v4-mini';
import type { Backlink, LinkCheck } from './check-link.ts';
import type { Client } from '../_shared/clients.ts';
import type { CheckRequest, CheckResult } from './contract.ts';

const PAGE = 1000;
const COLUMNS = 'id, source_url, target_url, expected_anchor';
const backlinkRows = z.array(
  z.object({
    id: z.string(),
    source_url: z.string(),
    target_url: z.string(),
    expected_anchor: z.nullable(z.string()),
  }),
);

/** The backlinks the request names that the caller may read (row-level security decides). */
export async function backlinksToCheck(client: Client, request: CheckRequest): Promise<Backlink[]> {
  if ('ids' in request) {
    const { data, error } = await client.from('backlinks').select(COLUMNS).in('id', request.ids);
    if (error) throw new Error(`Reading backlinks failed: ${error.code} ${error.message}`);
    return backlinkRows.parse(data);
  }
  const rows: Backlink[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from('backlinks')
      .select(COLUMNS)
      .order('id')
      .range(from, from + PAGE - 1);
    if (error) throw new Error(`Reading backlinks failed: ${error.code} ${error.message}`);
    const page = backlinkRows.parse(data);
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

/**
 * Stores a check as the caller. A broken page says nothing about the link, so the anchor text and
 * rel last seen are kept; a lost link has none.
 */
export async function saveCheck(client: Client, backlink: Backlink, check: LinkCheck): Promise<CheckResult> {
  const checkedAt = new Date().toISOString();
  const linkFields =
    check.status === 'broken'
      ? {}
      : { anchor_text: check.link?.anchorText ?? null, rel: check.link?.rel ?? null };
  const { data, error } = await client
    .from('backlinks')
    .update({
      status: check.status,
      last_http_status: check.httpStatus,
      last_checked_at: checkedAt,
      ...linkFields,
    })
    .eq('id', backlink.id)
    .select('anchor_text, rel')
    .maybeSingle();
  if (error) throw new Error(`Saving the check failed: ${error.code} ${error.message}`);
  const stored = z
    .nullable(z.object({ anchor_text: z.nullable(z.string()), rel: z.nullable(z.string()) }))
    .parse(data);
  return {
    id: backlink.id,
    source_url: backlink.source_url,
    target_url: backlink.target_url,
    status: check.status,
    last_http_status: check.httpStatus,
    anchor_text: stored?.anchor_text ?? check.link?.anchorText ?? null,
    rel: stored?.rel ?? check.link?.rel ?? null,
    last_checked_at: checkedAt,
    reason: check.reason,
  };
}
