import { SelectFilter } from '@admin/components/content/select-filter';
import { CONTACT_KINDS, type ContactKind, isContactKind } from './inbox-status';

const KIND_OPTIONS = [
  { value: '', label: 'All' },
  ...CONTACT_KINDS.map((kind) => ({ value: kind, label: kind === 'contact' ? 'Contact' : 'Discovery call' })),
];

/** "Kind: All | Contact | Discovery call", kept in the URL (?kind=…) by the route. */
export function KindFilter({
  kind,
  onChange,
}: {
  kind: ContactKind | null;
  onChange: (kind: ContactKind | null) => void;
}) {
  return (
    <SelectFilter
      label="Kind"
      value={kind ?? undefined}
      options={KIND_OPTIONS}
      onChange={(value) => onChange(value !== undefined && isContactKind(value) ? value : null)}
    />
  );
}
