import { Eye, Link2Off, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { toast } from '@admin/components/ui/toast-store';
import { describeError } from '@admin/lib/errors';
import {
  OPEN_HOURS,
  type PreviewLink,
  type PreviewTable,
  SHARE_HOURS,
  useCreatePreviewLink,
  useRevokePreviewLinks,
} from './preview-links';
import { SharedLink } from './shared-link';

async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Preview link copied', variant: 'success' });
  } catch {
    toast({
      title: 'Could not copy',
      description: 'Select the link and copy it yourself.',
      variant: 'error',
    });
  }
}

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: describeError(error), variant: 'error' });

/**
 * An item's preview on the site as saved (its draft included): "Preview" opens it in a new tab
 * (a link that works for an hour); "Share preview link" makes a link for a week to send a client,
 * copies it, and can revoke every link of the item.
 */
export function PreviewActions({ table, id }: { table: PreviewTable; id: string }) {
  const create = useCreatePreviewLink(table, id);
  const revoke = useRevokePreviewLinks(table, id);
  const [shared, setShared] = useState<PreviewLink | null>(null);

  const open = () => {
    // Opened now, while the click still counts as the user's, so no pop-up blocker stops it.
    const tab = window.open('', '_blank');
    create.mutate(OPEN_HOURS, {
      onSuccess: (link) => {
        if (!tab) {
          window.open(link.url, '_blank', 'noopener');
          return;
        }
        tab.opener = null;
        tab.location.href = link.url;
      },
      onError: (error) => {
        tab?.close();
        failed('Preview not opened')(error);
      },
    });
  };

  const share = () =>
    create.mutate(SHARE_HOURS, {
      onSuccess: (link) => {
        setShared(link);
        void copy(link.url);
      },
      onError: failed('Preview link not made'),
    });

  const revokeAll = () =>
    revoke.mutate(undefined, {
      onSuccess: (count) => {
        setShared(null);
        toast({
          title: count === 1 ? '1 preview link revoked' : `${count} preview links revoked`,
          ...(count > 0 ? { description: 'Anyone who opens them is told the link is not valid.' } : {}),
          variant: 'success',
        });
      },
      onError: failed('Preview links not revoked'),
    });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={open}
          pending={create.isPending && create.variables === OPEN_HOURS}
        >
          <Eye className="h-4 w-4" aria-hidden="true" /> Preview
        </Button>
        <Button
          variant="secondary"
          onClick={share}
          pending={create.isPending && create.variables === SHARE_HOURS}
        >
          <Share2 className="h-4 w-4" aria-hidden="true" /> Share preview link
        </Button>
      </div>
      {shared && <SharedLink link={shared} onCopy={() => void copy(shared.url)} />}
      <Button variant="ghost" size="sm" onClick={revokeAll} pending={revoke.isPending}>
        <Link2Off className="h-4 w-4" aria-hidden="true" /> Revoke preview links
      </Button>
    </div>
  );
}
