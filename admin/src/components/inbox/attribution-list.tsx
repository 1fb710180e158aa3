import type { Json } from '@lib/database.types';
import { ATTRIBUTION_FIELDS, readAttribution } from '@admin/lib/inbox/attribution';
import { DetailList } from './detail-list';

/** Where the visit that led to this item came from; says so when nothing was recorded. */
export function AttributionList({ attribution }: { attribution: Json }) {
  const values = readAttribution(attribution);
  const known = ATTRIBUTION_FIELDS.filter(({ key }) => values[key] !== undefined);
  if (known.length === 0)
    return <p className="text-sm text-ink-700">No campaign or referrer was recorded.</p>;
  return (
    <DetailList
      items={known.map(({ key, label }) => ({
        term: label,
        value: values[key],
        className: 'break-all text-ink-950',
      }))}
    />
  );
}
