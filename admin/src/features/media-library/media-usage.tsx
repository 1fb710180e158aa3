import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@admin/components/ui/button';
import { ConfirmDialog } from '@admin/components/ui/confirm-dialog';
import { QueryView } from '@admin/components/ui/query-view';
import { Skeleton } from '@admin/components/ui/states';
import { type MediaUse, useDeleteMediaAsset, useMediaUsage } from './api';

/** Where an image is used, and deleting it once nothing uses it. */
export function UsageSection({
  path,
  fileName,
  onDeleted,
}: {
  path: string;
  fileName: string;
  onDeleted: () => void;
}) {
  const usage = useMediaUsage(path);
  const uses = usage.data ?? [];
  const blockedBecause = usage.isPending
    ? 'Checking where the image is used…'
    : usage.isError
      ? 'Where the image is used could not be checked, so it cannot be deleted now.'
      : uses.length > 0
        ? 'It cannot be deleted while pages use it. Remove it from them first.'
        : null;
  return (
    <section aria-labelledby="media-usage-heading" className="space-y-2">
      <h3 id="media-usage-heading" className="text-sm font-semibold text-ink-950">
        Where it is used
      </h3>
      <QueryView
        query={usage}
        loading={<Skeleton className="h-5 w-40" />}
        empty={<p className="text-sm text-ink-700">Not used on any page.</p>}
      >
        {(rows) => <MediaUses uses={rows} />}
      </QueryView>
      <DeleteMediaButton
        path={path}
        fileName={fileName}
        blockedBecause={blockedBecause}
        onDeleted={onDeleted}
      />
    </section>
  );
}

/** The admin area where each kind of use is edited. */
const USE_KINDS: Record<string, { label: string; area: string }> = {
  blog_post: { label: 'Blog post', area: '/blog-posts' },
  case_study: { label: 'Case study', area: '/case-studies' },
  portfolio_item: { label: 'Portfolio item', area: '/portfolio' },
  team_member: { label: 'Team member', area: '/about-management' },
  page_seo: { label: 'Page SEO', area: '/seo-management' },
  about_content: { label: 'About page', area: '/about-management' },
};

/** The pages using an image, each with a link to where it is edited. */
function MediaUses({ uses }: { uses: MediaUse[] }) {
  return (
    <ul className="space-y-1 text-sm" aria-label="Where it is used">
      {uses.map((use) => {
        const kind = USE_KINDS[use.kind] ?? { label: use.kind, area: '/' };
        return (
          <li key={`${use.kind}:${use.id}`} className="flex flex-wrap gap-x-2">
            <span className="text-ink-600">{kind.label}:</span>
            <Link
              to={kind.area}
              className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {use.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

interface DeleteMediaButtonProps {
  path: string;
  fileName: string;
  /** Why it cannot be deleted now (it is used, or its uses are unknown); null when it can. */
  blockedBecause: string | null;
  onDeleted: () => void;
}

/** Deletes an unused image after confirmation; a used one's button is disabled with the reason. */
function DeleteMediaButton({ path, fileName, blockedBecause, onDeleted }: DeleteMediaButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMediaAsset({ fileName, onDeleted });
  const confirm = () => remove.mutate(path, { onSettled: () => setConfirming(false) });
  return (
    <div className="space-y-2">
      <Button
        variant="danger"
        size="sm"
        disabled={blockedBecause !== null}
        aria-describedby={blockedBecause ? 'media-delete-blocked' : undefined}
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete image
      </Button>
      {blockedBecause && (
        <p id="media-delete-blocked" className="text-sm text-ink-700">
          {blockedBecause}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this image?"
        description={`“${fileName}” will be removed from the library and its address will stop working. This cannot be undone.`}
        confirmLabel="Delete image"
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
