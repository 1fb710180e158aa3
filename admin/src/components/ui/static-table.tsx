import type { ReactNode } from 'react';
import { cn } from '@admin/lib/cn';

const DENSITY = {
  /** A list on its own (redirects, pages). */
  regular: { head: 'bg-ink-50', cell: 'px-4 py-3' },
  /** A few lines inside a card (a webhook's last deliveries). */
  compact: { head: '', cell: 'py-1 pr-4 last:pr-0' },
} as const;

interface StaticTableProps {
  /** Read by screen readers only: what the table lists. */
  caption: ReactNode;
  headings: readonly string[];
  /** Adds a last column for row buttons, named "Actions" for screen readers. */
  actions?: boolean;
  density?: keyof typeof DENSITY;
  className?: string;
  'data-testid'?: string;
  /** The rows (`<tr>`). */
  children: ReactNode;
}

/** A table of rows already loaded (no paging or sorting), scrolling sideways on narrow screens. */
export function StaticTable({
  caption,
  headings,
  actions = false,
  density = 'regular',
  className,
  'data-testid': testId,
  children,
}: StaticTableProps) {
  const style = DENSITY[density];
  return (
    <div className={cn('relative overflow-x-auto', className)}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className={cn('text-ink-700', style.head)}>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={cn(style.cell, 'font-medium')}>
                {heading}
              </th>
            ))}
            {actions && (
              <th scope="col" className={cn(style.cell, 'font-medium')}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">{children}</tbody>
      </table>
    </div>
  );
}
