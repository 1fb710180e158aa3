import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@admin/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={cn('rounded-xl border border-ink-200 bg-white p-5 shadow-card', className)}
      {...props}
    />
  );
}

/** A card's heading row: a title (h2) and optional actions on the right. */
export function CardHeader({ title, actions, id }: { title: string; actions?: ReactNode; id?: string }) {
  return (
    <div className="mb-4 flex items-center justify-between gap-3">
      <h2 id={id} className="text-base font-semibold text-ink-950">
        {title}
      </h2>
      {actions}
    </div>
  );
}
