/** The newsletter list's filters beyond the search, kept in the URL (`?source=…&active=yes&confirmed=no`). */
export type YesNo = 'yes' | 'no';

export interface SubscriberFilters {
  source: string | null;
  active: YesNo | null;
  confirmed: YesNo | null;
}

export const FILTER_KEYS = ['source', 'active', 'confirmed'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const yesNo = (value: string | null): YesNo | null => (value === 'yes' || value === 'no' ? value : null);

/** The filters in `params`, ignoring anything malformed. */
export function readSubscriberFilters(params: URLSearchParams): SubscriberFilters {
  const source = params.get('source');
  return {
    source: source && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(source) ? source : null,
    active: yesNo(params.get('active')),
    confirmed: yesNo(params.get('confirmed')),
  };
}
