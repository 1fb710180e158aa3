import { inRequestTransaction, type RestRequest } from './context.ts';
import type { PlanRequest } from './media.ts';
import type { ResponseParts } from './respond.ts';

/** `EXPLAIN (FORMAT …, ANALYZE, …)` of the statement a request would run. */
function explainSql(plan: PlanRequest, sql: string): string {
  const options = [`FORMAT ${plan.format.toUpperCase()}`, ...plan.options.map((o) => o.toUpperCase())];
  return `EXPLAIN (${options.join(', ')}) ${sql}`;
}

/**
 * Answers `Accept: application/vnd.pgrst.plan` (with `db-plan-enabled`): the execution plan of the
 * request's statement, as JSON or as the lines of the text plan, instead of its rows.
 */
export async function explainResponse(
  req: RestRequest & { plan: PlanRequest & { contentType: string } },
  sql: string,
  params: readonly unknown[],
): Promise<ResponseParts> {
  const { plan } = req;
  const rows = await inRequestTransaction(req, true, async (tx) => {
    const result = await tx.query<{ 'QUERY PLAN': unknown }>(explainSql(plan, sql), params);
    return result.rows.map((row) => row['QUERY PLAN']);
  });
  const body =
    plan.format === 'json'
      ? rows.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('')
      : rows.map(String).join('\n');
  return {
    status: 200,
    headers: { 'Content-Type': plan.contentType },
    body: req.method === 'HEAD' ? null : body,
  };
}
