import fs from 'node:fs';
import path from 'node:path';
import { CONFORMANCE_DIR, DOCUMENTED_DIR } from './conformance-db.ts';

/** One captured PostgREST exchange (see tests/conformance/postgrest/case.schema.json). */
export interface ConformanceCase {
  id: number;
  feature: string;
  schema: string | null;
  request: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: unknown;
    body_json?: unknown;
    body_raw?: string;
  };
  expect: Record<string, unknown>;
}

export interface CaseResult {
  id: number;
  area: string;
  feature: string;
  outcome: 'pass' | 'fail' | 'skip';
  why?: string;
}

const readCases = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as ConformanceCase[];

/** The cases captured from PostgREST and handed over with the suite. */
export const conformanceCases: ConformanceCase[] = readCases(path.join(CONFORMANCE_DIR, 'cases.json'));

/**
 * Cases we wrote from PostgREST's documentation, in the captured cases' format: one JSON file per
 * documentation section in tests/conformance/documented (ids from 100000, unique across files).
 */
export const documentedCases: ConformanceCase[] = fs
  .readdirSync(DOCUMENTED_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .flatMap((file) => readCases(path.join(DOCUMENTED_DIR, file)));

interface Captured {
  status: number;
  statusText: string;
  headers: Headers;
  body: string;
}

/** Percent-encodes what cannot stand raw in a request target, keeping existing %XX escapes. */
function encodeTarget(target: string): string {
  return target.replace(/%(?![0-9A-Fa-f]{2})|[^\x21-\x7e]|["<>{}|\\^`]/gu, (ch) => encodeURIComponent(ch));
}

function requestFor(c: ConformanceCase, baseUrl: string): [string, RequestInit] {
  const headers = new Headers(c.request.headers ?? {});
  if (c.schema && c.schema !== 'test' && c.schema !== 'public' && !headers.has('accept-profile'))
    headers.set('Accept-Profile', c.schema);
  const { body_raw: raw, body_json: json, body } = c.request;
  const payload =
    raw ??
    (json !== undefined
      ? JSON.stringify(json)
      : body === undefined || body === null
        ? undefined
        : typeof body === 'string'
          ? body
          : JSON.stringify(body));
  return [
    `${baseUrl}${encodeTarget(c.request.path)}`,
    { method: (c.request.method ?? 'GET').toUpperCase(), headers, body: payload ?? null, redirect: 'manual' },
  ];
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
const sameJson = (a: unknown, b: unknown) => JSON.stringify(sortedKeys(a)) === JSON.stringify(sortedKeys(b));

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
}

function atPath(doc: unknown, jsonPath: string): { found: boolean; value?: unknown } {
  let current = doc;
  for (const part of jsonPath.replace(/^\$\.?/, '').match(/[^.[\]]+|\[\d+\]/g) ?? []) {
    const key = part.startsWith('[') ? Number(part.slice(1, -1)) : part;
    if (current === null || typeof current !== 'object' || !(key in current)) return { found: false };
    current = (current as Record<string | number, unknown>)[key];
  }
  return { found: true, value: current };
}

/** Checks one expectation; returns why it failed, or undefined. */
function mismatch(key: string, want: unknown, got: Captured): string | undefined {
  const header = (name: string) => got.headers.get(name) ?? undefined;
  switch (key) {
    case 'status':
      return got.status === want ? undefined : `status ${got.status}, want ${String(want)}`;
    case 'status_text':
      return got.statusText === want ? undefined : `status text "${got.statusText}", want "${String(want)}"`;
    case 'headers':
      for (const [name, value] of Object.entries(want as Record<string, unknown>)) {
        if (header(name) !== String(value))
          return `header ${name}: ${String(header(name))}, want ${String(value)}`;
      }
      return undefined;
    case 'headers_present':
      return (want as string[]).find((name) => header(name) === undefined)?.concat(' missing');
    case 'headers_absent':
      return (want as string[]).find((name) => header(name) !== undefined)?.concat(' should be absent');
    case 'body_exact':
    case 'body_json': {
      if (want === null || want === '')
        return got.body === '' ? undefined : `body should be empty, got ${got.body.slice(0, 120)}`;
      const parsed = parseJson(got.body);
      return parsed.ok && sameJson(parsed.value, want)
        ? undefined
        : `body ${got.body.slice(0, 200)}, want ${JSON.stringify(want).slice(0, 200)}`;
    }
    case 'body_contains':
      return ([] as string[])
        .concat(want as string)
        .find((s) => !got.body.includes(s))
        ?.replace(/^/, 'body lacks ');
    case 'body_raw':
      return got.body === want ? undefined : `raw body ${JSON.stringify(got.body.slice(0, 120))}`;
    case 'body_jsonpath': {
      const parsed = parseJson(got.body);
      for (const entry of want as { path: string; equals?: unknown; present?: boolean; absent?: boolean }[]) {
        const at = parsed.ok ? atPath(parsed.value, entry.path) : { found: false };
        if ('equals' in entry && !(at.found && sameJson(at.value, entry.equals)))
          return `${entry.path} = ${JSON.stringify(at.value)}, want ${JSON.stringify(entry.equals)}`;
        if (entry.present && !at.found) return `${entry.path} missing`;
        if (entry.absent && at.found) return `${entry.path} should be absent`;
      }
      return undefined;
    }
    default:
      return `unsupported expectation ${key}`;
  }
}

export async function runCase(c: ConformanceCase, baseUrl: string): Promise<string | undefined> {
  const [url, init] = requestFor(c, baseUrl);
  let got: Captured;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    got = {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      body: await response.text(),
    };
  } catch (error) {
    return `request failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  for (const [key, want] of Object.entries(c.expect)) {
    const why = mismatch(key, want, got);
    if (why) return why;
  }
  return undefined;
}

/** Runs every case in order; `skip` maps case ids to the reason the REST layer does not follow them. */
export async function runConformance(
  baseUrl: string,
  skip: Record<string, string>,
  cases: ConformanceCase[] = conformanceCases,
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const area = c.feature.split('/')[0] ?? c.feature;
    const reason = skip[String(c.id)];
    if (reason) {
      results.push({ id: c.id, area, feature: c.feature, outcome: 'skip', why: reason });
      continue;
    }
    const why = await runCase(c, baseUrl);
    results.push({
      id: c.id,
      area,
      feature: c.feature,
      outcome: why ? 'fail' : 'pass',
      ...(why ? { why } : {}),
    });
  }
  return results;
}

export interface AreaScore {
  area: string;
  passed: number;
  failed: number;
  skipped: number;
  rate: number;
}

export function scoreByArea(results: CaseResult[]): AreaScore[] {
  const areas = new Map<string, AreaScore>();
  for (const r of results) {
    const score = areas.get(r.area) ?? { area: r.area, passed: 0, failed: 0, skipped: 0, rate: 0 };
    if (r.outcome === 'pass') score.passed++;
    else if (r.outcome === 'fail') score.failed++;
    else score.skipped++;
    areas.set(r.area, score);
  }
  return [...areas.values()].map((s) => ({ ...s, rate: s.passed / Math.max(1, s.passed + s.failed) }));
}
