import type { SchemaCache } from '../catalog/schema-cache.ts';
import { ApiError } from '../errors.ts';
import type { ParsedQuery } from '../parse/query.ts';
import { Params } from '../sql/params.ts';

/** State shared while one request's query is planned and written. */
export class PlanContext {
  readonly params = new Params();
  private readonly aliasCounts = new Map<string, number>();
  private lateralCount = 0;
  /** Query-string paths (of filters, order, limit, offset) that an embedded resource claimed. */
  private readonly claimedPaths = new Set<string>();

  constructor(
    readonly cache: SchemaCache,
    readonly query: ParsedQuery,
    readonly aggregatesEnabled: boolean,
  ) {}

  alias(name: string): string {
    const n = (this.aliasCounts.get(name) ?? 0) + 1;
    this.aliasCounts.set(name, n);
    return `${name}_${n}`;
  }

  lateral(): string {
    this.lateralCount += 1;
    return `pgrst_${this.lateralCount}`;
  }

  /** The first of `paths` the query string uses for `map`, marking them all as claimed. */
  pick<T>(map: Map<string, T>, paths: string[]): T | undefined {
    for (const path of paths) this.claimedPaths.add(path);
    for (const path of paths) if (map.has(path)) return map.get(path);
    return undefined;
  }

  /** The root's clauses belong to the mutation, which reads them itself. */
  claimRoot(): void {
    this.claimedPaths.add('');
  }

  /** Filters, orders and limits addressed to resources the select did not embed are errors (PGRST108). */
  assertAllPathsClaimed(): void {
    const { filters, order, limit, offset } = this.query;
    for (const map of [filters, order, limit, offset]) {
      for (const path of map.keys()) {
        if (this.claimedPaths.has(path)) continue;
        const name = path.split('.').at(-1) ?? path;
        throw new ApiError(
          400,
          'PGRST108',
          `'${name}' is not an embedded resource in this request`,
          null,
          `Verify that '${name}' is included in the 'select' query parameter.`,
        );
      }
    }
  }
}
