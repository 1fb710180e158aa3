import { Copy } from 'lucide-react';
import { Button } from '@admin/components/ui/button';
import { Field, Input } from '@admin/components/ui/field';
import { dateTime } from '@admin/lib/format-time';
import type { PreviewLink } from './preview-links';

/** The link just shared: selectable and copyable, with its expiry. */
export function SharedLink({ link, onCopy }: { link: PreviewLink; onCopy: () => void }) {
  return (
    <div className="space-y-3 rounded-lg border border-ink-200 bg-ink-50 p-4">
      <Field
        label="Preview link"
        hint={`Anyone with this link can view this item, read-only, until ${dateTime(link.expiresAt.toISOString())}.`}
      >
        {(control) => (
          <Input {...control} readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
        )}
      </Field>
      <Button variant="secondary" size="sm" onClick={onCopy}>
        <Copy className="h-4 w-4" aria-hidden="true" /> Copy link
      </Button>
    </div>
  );
}
