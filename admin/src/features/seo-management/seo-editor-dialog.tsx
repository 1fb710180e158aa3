import { Dialog } from '@admin/components/ui/dialog';
import { SeoEditorForm } from './seo-editor-form';
import type { SeoRouteEntry } from './seo-routes';

/** The editor of one route's search settings, in a dialog. */
export function SeoEditorDialog({ entry, onClose }: { entry: SeoRouteEntry | null; onClose: () => void }) {
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={entry ? `Search settings: ${entry.label}` : 'Search settings'}
      description={entry ? `How ${entry.route} appears in search results and when shared.` : undefined}
      className="max-w-2xl"
    >
      {entry && <SeoEditorForm route={entry.route} row={entry.row} onSaved={onClose} onCancel={onClose} />}
    </Dialog>
  );
}
