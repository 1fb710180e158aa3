import { Plus } from 'lucide-react';
import { useState } from 'react';
import { DeleteDialog } from '@admin/components/content-resource/delete-dialog';
import { CategoryFilter } from '@admin/components/content/category-filter';
import { SearchBox } from '@admin/components/data-table/search-box';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import { type VideoFilter, type VideoRow, useVideoCategories } from './api/list-videos';
import { VideoDialog } from './video-dialog';
import { VideoList } from './video-list';
import { VIDEOS } from './videos';

interface VideosPageProps {
  filter: VideoFilter;
  onFilterChange: (filter: VideoFilter) => void;
}

/** /admin/youtube-management: the videos embedded from YouTube, their details and their order. */
export function VideosPage({ filter, onFilterChange }: VideosPageProps) {
  const categories = useVideoCategories();
  const [editing, setEditing] = useState<VideoRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VideoRow | null>(null);
  const categoryNames = categories.data ?? [];
  return (
    <>
      <PageHeader
        title="YouTube videos"
        description="Videos from YouTube shown on the site: paste a link, describe it, and set the order."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add video
          </Button>
        }
      />
      <section
        className="overflow-hidden rounded-xl border border-ink-200 bg-white shadow-card"
        aria-label="Videos"
      >
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-200 p-4">
          <SearchBox
            label="Search videos"
            value={filter.search}
            onSearch={(search) => onFilterChange({ ...filter, search })}
          />
          <CategoryFilter
            categories={categoryNames}
            value={filter.category}
            onChange={(category) => onFilterChange({ ...filter, category })}
          />
        </div>
        <VideoList filter={filter} onEdit={setEditing} onDelete={setDeleting} />
      </section>
      <VideoDialog editing={editing} categories={categoryNames} onClose={() => setEditing(null)} />
      <DeleteDialog resource={VIDEOS} item={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
