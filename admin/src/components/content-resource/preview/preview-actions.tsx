import { useMutation } from '@tanstack/react-query';
import { Copy, Eye, Link2Off, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@admin/components/ui/button';
import { Field, Input } from '@admin/components/ui/field';
import { toast } from '@admin/components/ui/toast-store';
import type { ContentTable } from '@admin/lib/content-resource/table';
import { describeError } from '@admin/lib/errors';
import { dateTime } from '@admin/lib/format-time';
import { supabase } from '@admin/lib/supabase';

/** "Preview" opens a link that works for an hour; a shared link works for a week. */
const OPEN_HOURS = 1;
const SHARE_HOURS = 168;

interface PreviewLink {
  url: string;
  expiresAt: Date;
}

/** The site's /preview page for a token (the admin is served under /admin on the site's host). */
const previewUrl = (token: string): string =>
  new URL(`/preview?token=${encodeURIComponent(token)}`, window.location.origin).href;

/** The link just shared: selectable and copyable, with its expiry. */
function SharedLink({ link, onCopy }: { link: PreviewLink; onCopy: () => void }) {
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
export function PreviewActions({ table, id }: { table: ContentTable; id: string }) {
  const create = useMutation({
    mutationFn: async (hours: number): Promise<PreviewLink> => {
      const requestedAt = Date.now();
      const { data } = await supabase
        .rpc('create_preview_link', { p_table: table, p_id: id, p_hours: hours })
        .throwOnError();
      return { url: previewUrl(data), expiresAt: new Date(requestedAt + hours * 3_600_000) };
    },
  });
  const revoke = useMutation({
    mutationFn: async (): Promise<number> =>
      (await supabase.rpc('revoke_preview_links', { p_table: table, p_id: id }).throwOnError()).data,
  });
  const [shared, setShared] = useState<PreviewLink | null>(null);

  const open = () => {
    // Opened now, while the click still counts as the user's, so no pop-up blocker stops it.
    const tab = window.open('', '_blank');
    create.mutate(OPEN_HOURS, {
      onSuccess: (link) => {
        if (!tab) return void window.open(link.url, '_blank', 'noopener');
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

  const buttons = [
    { hours: OPEN_HOURS, onClick: open, Icon: Eye, label: 'Preview' },
    { hours: SHARE_HOURS, onClick: share, Icon: Share2, label: 'Share preview link' },
  ];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {buttons.map(({ hours, onClick, Icon, label }) => (
          <Button
            key={label}
            variant="secondary"
            onClick={onClick}
            pending={create.isPending && create.variables === hours}
          >
            <Icon className="h-4 w-4" aria-hidden="true" /> {label}
          </Button>
        ))}
      </div>
      <p className="text-sm text-ink-600">Both show the last saved version.</p>
      {shared && <SharedLink link={shared} onCopy={() => void copy(shared.url)} />}
      <Button variant="ghost" size="sm" onClick={revokeAll} pending={revoke.isPending}>
        <Link2Off className="h-4 w-4" aria-hidden="true" /> Revoke preview links
      </Button>
    </div>
  );
}
