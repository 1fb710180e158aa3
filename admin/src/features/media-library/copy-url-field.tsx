import { Copy } from 'lucide-react';
import { Button } from '@admin/components/ui/button';
import { Field, Input } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';

/** The image's public address, selectable, with a button that copies it. */
export function CopyUrlField({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Address copied', variant: 'success' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the address and copy it yourself.',
        variant: 'error',
      });
    }
  };
  return (
    <Field label="Public address">
      {(control) => (
        <div className="flex gap-2">
          <Input {...control} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy className="h-4 w-4" aria-hidden="true" /> Copy
          </Button>
        </div>
      )}
    </Field>
  );
}
