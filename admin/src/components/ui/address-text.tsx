import { Fragment } from 'react';
import { cn } from '@admin/lib/cn';

/** An address cut where a line may end: after an email's @, before each / ? # & of a URL past its "://". */
export const addressParts = (value: string): string[] => value.split(/(?<=@)|(?<=[^:/])(?=[/?#&])/);

/**
 * An email address or URL that wraps only where it reads well. `break-all` let a table squeeze an
 * address column to one letter's width on a phone; this column is as wide as the longest part.
 */
export function AddressText({ value, className }: { value: string; className?: string }) {
  return (
    <span className={cn('break-words', className)}>
      {addressParts(value).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
