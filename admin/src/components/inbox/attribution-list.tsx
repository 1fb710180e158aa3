import type { Json } from '@lib/database.types';
import { ATTRIBUTION_FIELDS, readAttribution } from '@admin/lib/inbox/attribution';

/** Where the visit that led to this item came from; says so when nothing was recorded. */
export function AttributionList({ attribution }: { attribution: Json }) {
  const values = readAttribution(attribution);
  const known = ATTRIBUTION_FIELDS.filter(({ key }) => values[key] !== undefined);
  if (known.length === 0)
    return <p className="text-sm text-ink-700">No campaign or referrer was recorded.</p>;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {known.map(({ key, label }) => (
        <div key={key} className="contents">
          <dt className="font-medium text-ink-800">{label}</dt>
          <dd className="break-all text-ink-950">{values[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
