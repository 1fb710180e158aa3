import { Fragment, type ReactNode } from 'react';
import { ExternalLink } from './detail-section';

export interface DetailItem {
  term: string;
  value: ReactNode;
  className?: string;
  testId?: string;
}

/** Terms and their values, side by side from small tablets up; `false` items are left out. */
export function DetailList({ items }: { items: readonly (DetailItem | false)[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(
        (item) =>
          item && (
            <Fragment key={item.term}>
              <dt className="font-medium text-ink-800">{item.term}</dt>
              <dd className={item.className} data-testid={item.testId}>
                {item.value}
              </dd>
            </Fragment>
          ),
      )}
    </dl>
  );
}

const LINK = 'text-brand-800 underline underline-offset-2';

export const emailItem = (email: string): DetailItem => ({
  term: 'Email',
  value: (
    <a className={LINK} href={`mailto:${email}`}>
      {email}
    </a>
  ),
  className: 'break-all',
});

export const phoneItem = (phone: string | null): DetailItem => ({
  term: 'Phone',
  value: phone ? (
    <a className={LINK} href={`tel:${phone}`}>
      {phone}
    </a>
  ) : (
    'Not given'
  ),
});

/** A web address the visitor gave, opened in a new tab; "Not given" without one. */
export const webItem = (term: string, url: string | null): DetailItem => ({
  term,
  value: url ? <ExternalLink href={url}>{url}</ExternalLink> : 'Not given',
});
