import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { useUrlParams } from '@admin/components/data-table/use-url-params';
import { BulkActionBar } from '@admin/components/content-resource/bulk/bulk-action-bar';
import { useListSelection } from '@admin/components/content-resource/bulk/use-list-selection';
import { ListFilters } from '@admin/components/content-resource/list-filters';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import { readFilters } from '@admin/lib/content-resource/filters';
import { useContentList } from '@admin/lib/content-resource/list';
import type { TableDefaults } from '@admin/lib/table-state';
import { POST_LIST, POST_SORTABLE, type PostListRow } from './blog-list';
import { blogPaths } from './paths';
import { postColumns } from './post-columns';

const DEFAULTS: TableDefaults = {
  pageSize: 20,
  sort: { column: 'updated_at', ascending: false },
  sortable: POST_SORTABLE,
};

const filterList = POST_LIST.list.filters ?? [];

/** /admin/blog-posts: every post with its status, author and dates; search, filter and sort on the server. */
export function BlogPostsPage() {
  const [state, setState] = useTableState(DEFAULTS);
  const [params, changeParams] = useUrlParams();
  const filters = readFilters(filterList, params);
  const list = useContentList<PostListRow>(POST_LIST, state, filters);
  const publication = filters.status;
  const { selectedIds, selection, clear } = useListSelection(list.data?.rows);
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
      <div className="mb-3 empty:hidden">
        <BulkActionBar table="blog_posts" selectedIds={selectedIds} onClear={clear} />
      </div>
      <DataTable
        label="Blog posts"
        columns={postColumns}
        rowKey={(post) => post.id}
        selection={selection}
        query={list}
        state={state}
        onStateChange={setState}
        searchLabel="Search by title"
        emptyTitle={
          publication ? `No ${publication === 'draft' ? 'drafts' : `${publication} posts`}.` : 'No posts yet.'
        }
        toolbar={
          <ListFilters
            filters={filterList}
            values={filters}
            onChange={(param, value) => changeParams({ [param]: value, page: null })}
          />
        }
      />
    </>
  );
}
