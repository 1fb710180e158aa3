import type { ReactNode } from 'react';

/** A link to another site, opened in a new tab that gets neither this window nor the referrer. */
export function OutboundLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={href} rel="noopener noreferrer" target="_blank" className={className}>
      {children}
    </a>
  );
}
