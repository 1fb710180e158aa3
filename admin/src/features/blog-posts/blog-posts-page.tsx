import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { SelectFilter } from '@admin/components/content/select-filter';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import type { Publication } from '@admin/lib/publication';
import type { TableDefaults } from '@admin/lib/table-state';
import { POST_SORTABLE, usePostList } from './api/list-posts';
import { blogPaths } from './paths';
import { postColumns } from './post-columns';

const PUBLICATION_OPTIONS: readonly { value: Publication | ''; label: string }[] = [
  { value: '', label: 'All statuses' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

const DEFAULTS: TableDefaults = {
  pageSize: 20,
  sort: { column: 'updated_at', ascending: false },
  sortable: POST_SORTABLE,
};

interface BlogPostsPageProps {
  publication: Publication | undefined;
  onPublicationChange: (publication: Publication | undefined) => void;
}

/** /admin/blog-posts: every post with its status, author and dates; search, filter and sort on the server. */
export function BlogPostsPage({ publication, onPublicationChange }: BlogPostsPageProps) {
  const [state, setState] = useTableState(DEFAULTS);
  const list = usePostList({ state, publication });
  return (
    <>
      <PageHeader
        title="Blog posts"
        description="Write, schedule and publish articles. Changes reach the site at its next publish."
        actions={
          <Button asChild>
            <Link to={blogPaths.create}>
              <Plus className="h-4 w-4" aria-hidden="true" /> New post
            </Link>
          </Button>
        }
      />
      <DataTable
        label="Blog posts"
        columns={postColumns}
        rowKey={(post) => post.id}
        query={list}
        state={state}
        onStateChange={setState}
        searchLabel="Search by title"
        emptyTitle={
          publication ? `No ${publication === 'draft' ? 'drafts' : `${publication} posts`}.` : 'No posts yet.'
        }
        toolbar={
          <SelectFilter
            label="Status"
            options={PUBLICATION_OPTIONS}
            value={publication}
            onChange={onPublicationChange}
          />
        }
      />
    </>
  );
}
