import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '@admin/lib/cn';
import { dismissToast, useToasts } from './toast-store';

const TONE = {
  success: 'border-l-green-600',
  error: 'border-l-red-600',
  info: 'border-l-brand-600',
} as const;

/** Renders the toasts (announced politely, F8 focuses them, each stays 5 s unless hovered or focused). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right">
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          type={item.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'flex animate-toast-in items-start gap-3 rounded-lg border border-l-4 border-ink-200 bg-white p-4 shadow-lift',
            TONE[item.variant ?? 'info'],
          )}
          data-testid="toast"
        >
          <div className="flex-1">
            <ToastPrimitive.Title className="text-sm font-semibold text-ink-950">
              {item.title}
            </ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="mt-1 text-sm text-ink-700">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            className="rounded p-0.5 text-ink-600 hover:text-ink-950"
            aria-label="Dismiss"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-4 right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  );
}
