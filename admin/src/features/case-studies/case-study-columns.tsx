import { Pencil, Star, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PublicationBadge } from '@admin/components/content/publication-badge';
import type { Column } from '@admin/components/data-table/data-table';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { dateTime, timeAgo } from '@admin/lib/format-time';
import type { CaseStudyListRow } from './api/list-case-studies';
import { caseStudyPath } from './paths';

/** The list's columns; sortable ids are case_studies columns. */
export function caseStudyColumns(onDelete: (row: CaseStudyListRow) => void): Column<CaseStudyListRow>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      sortable: true,
      cell: (row) => (
        <div className="min-w-48">
          <Link
            to={caseStudyPath(row.id)}
            className="font-medium text-ink-950 hover:text-brand-800 hover:underline"
          >
            {row.title}
          </Link>
          <p className="text-xs text-ink-600">/case-studies/{row.slug}</p>
        </div>
      ),
    },
    { id: 'client', header: 'Client', sortable: true, cell: (row) => row.client },
    {
      id: 'published_at',
      header: 'Status',
      sortable: true,
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <PublicationBadge status={row.status} publishedAt={row.published_at} />
          {row.featured && (
            <Badge tone="brand">
              <Star className="mr-1 h-3 w-3" aria-hidden="true" />
              Featured
            </Badge>
          )}
        </span>
      ),
    },
    {
      id: 'updated_at',
      header: 'Updated',
      sortable: true,
      cell: (row) => (
        <time dateTime={row.updated_at} title={dateTime(row.updated_at)}>
          {timeAgo(row.updated_at)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      className: 'whitespace-nowrap text-right',
      cell: (row) => (
        <>
          <Button asChild variant="ghost" size="sm">
            <Link to={caseStudyPath(row.id)}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              Edit<span className="sr-only"> {row.title}</span>
            </Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onDelete(row)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete<span className="sr-only"> {row.title}</span>
          </Button>
        </>
      ),
    },
  ];
}
