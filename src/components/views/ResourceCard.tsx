import { Download, ExternalLink, FileText } from 'lucide-react';
import type { Resource } from '../../content/schemas/content.ts';
import { publicFileUrl } from '../../content/public-file-url.ts';
import { FILE_TYPE_LABELS, formatFileSize } from '../../lib/format.ts';
import { publicEnvFrom } from '../../lib/public-env.ts';

export type ResourceCardView = Pick<
  Resource,
  | 'id'
  | 'title'
  | 'description'
  | 'type'
  | 'category'
  | 'file_path'
  | 'external_url'
  | 'file_type'
  | 'file_size_bytes'
  | 'download_count'
>;

/** A downloadable resource with its type, size, download count and the download (or open) button. */
export function ResourceCard({
  resource,
  headingLevel: Heading = 'h3',
}: {
  resource: ResourceCardView;
  headingLevel?: 'h2' | 'h3';
}) {
  const href = resource.file_path
    ? publicFileUrl(publicEnvFrom(import.meta.env).supabaseUrl, 'downloads', resource.file_path)
    : (resource.external_url ?? '#');
  const size = formatFileSize(resource.file_size_bytes);
  const typeLabel = `${FILE_TYPE_LABELS[resource.file_type]} (.${resource.file_type})`;
  return (
    <article className="flex h-full flex-col rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:flex-row sm:items-center sm:gap-6">
      <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <FileText className="h-7 w-7" aria-hidden="true" />
      </span>
      <div className="mt-4 min-w-0 flex-1 sm:mt-0">
        <p className="text-sm font-semibold capitalize text-brand-700">
          {resource.type} · {resource.category}
        </p>
        <Heading className="mt-1 text-lg font-bold leading-snug text-ink-950">{resource.title}</Heading>
        <p className="mt-2 text-sm leading-relaxed text-ink-600">{resource.description}</p>
        <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs font-semibold text-ink-600">
          <span>{typeLabel}</span>
          {size && <span>{size}</span>}
          <span>
            <span data-download-count={resource.id}>{resource.download_count.toLocaleString('en-US')}</span>{' '}
            downloads
          </span>
        </p>
      </div>
      <a
        href={href}
        target="_blank"
        rel="noopener"
        data-resource-id={resource.id}
        className="mt-5 inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-bold text-white hover:bg-brand-800 sm:mt-0"
      >
        {resource.file_path ? (
          <Download className="h-4 w-4" aria-hidden="true" />
        ) : (
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
        )}
        {resource.file_path ? 'Download' : 'Open'}
        <span className="sr-only">
          {' '}
          {resource.title} ({typeLabel}
          {size ? `, ${size}` : ''})
        </span>
      </a>
    </article>
  );
}
