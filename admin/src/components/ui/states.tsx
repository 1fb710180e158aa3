import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@admin/lib/cn';
import { Button } from './button';

/** What a list or panel shows when there is nothing in it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <Inbox className="h-8 w-8 text-ink-400" aria-hidden="true" />
      <p className="font-medium text-ink-900">{title}</p>
      {children && <div className="text-sm text-ink-600">{children}</div>}
    </div>
  );
}

/** A failed load: what went wrong and a way to try again. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <AlertTriangle className="h-8 w-8 text-red-700" aria-hidden="true" />
      <div>
        <p className="font-medium text-ink-950">{title}</p>
        <p className="mt-1 text-sm text-ink-700">{message}</p>
      </div>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** A grey placeholder block while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-md bg-ink-200', className)} aria-hidden="true" />;
}
