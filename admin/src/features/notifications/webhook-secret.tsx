import { Copy, Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { toast } from '@admin/components/ui/toast-store';
import type { Webhook } from './api/webhooks';

/** The signing secret: hidden until asked for, copied in one press, rotated after a confirmation. */
export function WebhookSecret({ webhook, onRotate }: { webhook: Webhook; onRotate: () => void }) {
  const [shown, setShown] = useState(false);
  const labelId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(webhook.secret);
      toast({ title: 'Secret copied', variant: 'success' });
    } catch {
      toast({
        title: 'Not copied',
        description: 'This browser did not allow copying: show the secret and copy it by hand.',
        variant: 'error',
      });
    }
  };
  return (
    <div className="space-y-2">
      <p id={labelId} className="text-sm font-medium text-ink-900">
        Signing secret
      </p>
      <p
        aria-labelledby={labelId}
        className="break-all rounded-lg bg-ink-50 px-3 py-2 font-mono text-xs text-ink-900"
        data-testid="webhook-secret"
      >
        {shown ? webhook.secret : `${'•'.repeat(16)} (hidden)`}
      </p>
      <div className="flex flex-wrap gap-1">
        <Button variant="ghost" size="sm" aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? (
            <EyeOff className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Eye className="h-4 w-4" aria-hidden="true" />
          )}
          {shown ? 'Hide secret' : 'Show secret'}
          <span className="sr-only"> of {webhook.name}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          Copy secret<span className="sr-only"> of {webhook.name}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onRotate}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Rotate secret<span className="sr-only"> of {webhook.name}</span>
        </Button>
      </div>
    </div>
  );
}
