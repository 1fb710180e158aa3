import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@admin/lib/cn';

/** A native drop-down styled as the other form controls; put it in a `<Field>` for its label. */
export function Select({
  className,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <select
      ref={ref}
      className={cn(
        'block h-10 w-full rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-950',
        'focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 disabled:bg-ink-100',
        className,
      )}
      {...props}
    />
  );
}
