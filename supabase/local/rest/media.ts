import { ApiError } from './errors.ts';

export type Representation = 'json' | 'object' | 'csv';

export const CONTENT_TYPES: Record<Representation, string> = {
  json: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

const BY_MEDIA_TYPE: Record<string, Representation> = {
  '*/*': 'json',
  'application/*': 'json',
  'application/json': 'json',
  'application/vnd.pgrst.object+json': 'object',
  'application/vnd.pgrst.object': 'object',
  'text/csv': 'csv',
  'text/*': 'csv',
};

/** The representation the `Accept` header asks for, by quality, or 406 (PGRST107). */
export function negotiate(accept: string | null): Representation {
  if (!accept?.trim()) return 'json';
  const offers = accept
    .split(',')
    .map((part, index) => {
      const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const q = Number(params.find((p) => p.startsWith('q='))?.slice(2) ?? '1');
      return { type, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((o) => o.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const offer of offers) {
    const representation = BY_MEDIA_TYPE[offer.type];
    if (representation) return representation;
  }
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}
