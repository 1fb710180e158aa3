import { ExternalLink, FileText, Pencil, Trash2 } from 'lucide-react';
import { PublicationBadge } from '@admin/components/content/publication-badge';
import type { Column } from '@admin/components/data-table/data-table';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import { publicFileUrl } from '@admin/lib/media-url';
import type { ResourceRow } from './api/list-resources';
import { formatBytes, isResourceType, RESOURCE_TYPES } from './resource-file';

const count = new Intl.NumberFormat('en-GB');

function SourceCell({ resource }: { resource: ResourceRow }) {
  const href = resource.file_path ? publicFileUrl('downloads', resource.file_path) : resource.external_url;
  const Icon = resource.file_path ? FileText : ExternalLink;
  return (
    <span className="flex items-center gap-1.5 text-ink-800">
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {href ? (
        <a href={href} target="_blank" rel="noreferrer noopener" className="underline underline-offset-2">
          {resource.file_type.toUpperCase()}
          <span className="sr-only"> {resource.file_path ? 'file' : 'link'} (opens in a new tab)</span>
        </a>
      ) : (
        resource.file_type.toUpperCase()
      )}
      {resource.file_size_bytes !== null && <span>· {formatBytes(resource.file_size_bytes)}</span>}
      {resource.external_url && <span>· link</span>}
    </span>
  );
}

/** The resources table's columns; sortable ids are database columns. */
export function resourceColumns(
  onEdit: (resource: ResourceRow) => void,
  onDelete: (resource: ResourceRow) => void,
): Column<ResourceRow>[] {
  return [
    { id: 'sort_order', header: 'Order', sortable: true, cell: (resource) => resource.sort_order },
    {
      id: 'title',
      header: 'Title',
      sortable: true,
      cell: (resource) => (
        <span className="block min-w-48" data-testid={`resource-${resource.slug}`}>
          <span className="block font-medium text-ink-950">{resource.title}</span>
          <span className="block text-xs text-ink-700">/{resource.slug}</span>
        </span>
      ),
    },
    {
      id: 'type',
      header: 'Type',
      sortable: true,
      cell: (resource) => (isResourceType(resource.type) ? RESOURCE_TYPES[resource.type] : resource.type),
    },
    {
      id: 'category',
      header: 'Category',
      sortable: true,
      cell: (resource) => <Badge>{resource.category}</Badge>,
    },
    { id: 'source', header: 'File', cell: (resource) => <SourceCell resource={resource} /> },
    {
      id: 'status',
      header: 'Status',
      cell: (resource) => <PublicationBadge status={resource.status} publishedAt={resource.published_at} />,
    },
    {
      id: 'download_count',
      header: 'Downloads',
      sortable: true,
      className: 'text-right',
      cell: (resource) => <span data-testid="download-count">{count.format(resource.download_count)}</span>,
    },
    {
      id: 'updated_at',
      header: 'Updated',
      sortable: true,
      cell: (resource) => (
        <time dateTime={resource.updated_at} title={dateTime(resource.updated_at)}>
          {timeAgo(resource.updated_at)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (resource) => (
        <span className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onEdit(resource)}
            aria-label={`Edit ${resource.title}`}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onDelete(resource)}
            aria-label={`Delete ${resource.title}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </span>
      ),
    },
  ];
}
