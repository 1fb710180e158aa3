import { ImageUp } from 'lucide-react';
import { useState } from 'react';
import { MediaBrowser } from '@admin/components/media/media-browser';
import { MediaUploadPanel } from '@admin/components/media/media-upload-panel';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { Button } from '@admin/components/ui/button';
import { Card } from '@admin/components/ui/card';
import { Dialog } from '@admin/components/ui/dialog';
import { PageHeader } from '@admin/components/ui/page-header';
import type { TableDefaults } from '@admin/lib/table-state';
import { MediaDetails } from './media-details';

const DEFAULTS: TableDefaults = { pageSize: 24, sort: null, sortable: [] };

interface MediaLibraryPageProps {
  /** The image whose details are open (`?image=`), or null. */
  selected: string | null;
  onSelect: (path: string | null) => void;
}

/** /admin/media-library: every image the site's pages can use, with its alt text and where it is used. */
export function MediaLibraryPage({ selected, onSelect }: MediaLibraryPageProps) {
  const [state, setState] = useTableState(DEFAULTS);
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <PageHeader
        title="Media library"
        description="Images with their alt text, shared by every page. An image in use cannot be deleted."
        actions={
          <Button onClick={() => setUploading(true)}>
            <ImageUp className="h-4 w-4" aria-hidden="true" /> Upload image
          </Button>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <MediaBrowser
            query={{ page: state.page, pageSize: state.pageSize, search: state.search }}
            onQueryChange={(query) => setState({ ...state, ...query })}
            selected={selected}
            onSelect={(asset) => onSelect(asset.path)}
          />
        </Card>
        <div className="lg:sticky lg:top-4">
          {selected ? (
            <MediaDetails path={selected} onDeleted={() => onSelect(null)} />
          ) : (
            <Card>
              <p className="text-sm text-ink-700">
                Select an image to see its details, edit its alt text or delete it.
              </p>
            </Card>
          )}
        </div>
      </div>
      <Dialog
        open={uploading}
        onOpenChange={setUploading}
        title="Upload an image"
        description="It joins the library, ready for any page to use."
      >
        <MediaUploadPanel
          onUploaded={(asset) => {
            setUploading(false);
            onSelect(asset.path);
          }}
        />
      </Dialog>
    </>
  );
}
