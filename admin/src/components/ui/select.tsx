import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@admin/lib/cn';
import { CONTROL } from './field';

/** A native drop-down styled as the other form controls; put it in a `<Field>` for its label. */
export function Select({
  className,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return <select ref={ref} className={cn(CONTROL, 'h-10', className)} {...props} />;
}
