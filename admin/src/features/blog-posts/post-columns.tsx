import type { Column } from '@admin/components/data-table/data-table';
import { titleColumn } from '@admin/components/content-resource/columns';
import { PublicationBadge } from '@admin/components/content/publication-badge';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import type { PostListRow } from './blog-list';
import { blogPaths } from './paths';

function When({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-ink-700">—</span>;
  return (
    <time dateTime={iso} title={dateTime(iso)}>
      {timeAgo(iso)}
    </time>
  );
}

/** The post list's columns; sortable ids are blog_posts columns. */
export const postColumns: readonly Column<PostListRow>[] = [
  titleColumn({ path: blogPaths.list }, (post) => `/blog/${post.slug}`),
  {
    id: 'status',
    header: 'Status',
    cell: (post) => <PublicationBadge status={post.status} publishedAt={post.published_at} />,
  },
  {
    id: 'author',
    header: 'Author',
    cell: (post) => post.author?.name ?? <span className="text-ink-700">—</span>,
  },
  {
    id: 'category',
    header: 'Category',
    cell: (post) => post.category ?? <span className="text-ink-700">—</span>,
  },
  { id: 'updated_at', header: 'Updated', sortable: true, cell: (post) => <When iso={post.updated_at} /> },
  {
    id: 'published_at',
    header: 'Published',
    sortable: true,
    cell: (post) => <When iso={post.status === 'draft' ? null : post.published_at} />,
  },
];
