import { ExternalLink, FileText } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import type { Tables } from '@lib/database.types';
import { statusColumn, titleColumn, updatedColumn } from '@admin/components/content-resource/columns';
import { columnField } from '@admin/components/content-resource/revisions/revision-fields';
import { FormSelect } from '@admin/components/content-resource/form-fields';
import { TitleSlugFields } from '@admin/components/content-resource/title-slug-fields';
import { SuggestionField } from '@admin/components/forms/suggestion-field';
import { formatBytes } from '@admin/components/media/media-files';
import { Badge } from '@admin/components/ui/badge';
import { Card } from '@admin/components/ui/card';
import { Field, Textarea } from '@admin/components/ui/field';
import { useColumnValues } from '@admin/lib/content-resource/column-values';
import { columnValuesFilter, valueFilter } from '@admin/lib/content-resource/filters';
import { defineContentResource } from '@admin/lib/content-resource/resource';
import { publicFileUrl } from '@admin/lib/media-url';
import { FaqSection } from './faq-section';
import { isResourceType, RESOURCE_TYPE_KEYS, RESOURCE_TYPES } from './resource-file';
import {
  type ResourceForm,
  resourceContentOf,
  resourceFormSchema,
  resourceFormValues,
} from './resource-schema';
import { ResourceSourceField } from './resource-source-field';
import { prepareSource } from './resource-upload';

type ResourceRow = Tables<'resources'>;
type OrderedResource = Pick<ResourceRow, 'id' | 'title' | 'type' | 'sort_order' | 'status' | 'published_at'>;

const PATH = '/resources';
const count = new Intl.NumberFormat('en-GB');
const typeName = (type: string) => (isResourceType(type) ? RESOURCE_TYPES[type] : type);

/** The file (a link to it in the downloads bucket) or the link elsewhere, with its type and size. */
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

const title = titleColumn<ResourceRow>({ path: PATH }, (row) => `/${row.slug}`);

function ResourceFields({ isNew }: { isNew: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ResourceForm>();
  const categories = useColumnValues('resources', 'category');
  return (
    <>
      <Card className="space-y-4">
        <TitleSlugFields
          isNew={isNew}
          slugHint="The resource’s address name: lowercase words joined by hyphens, unique."
        />
        <Field label="Description" error={errors.description?.message}>
          {(controlProps) => <Textarea rows={3} {...controlProps} {...register('description')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelect name="type" label="Type" labels={RESOURCE_TYPES} />
          <SuggestionField
            label="Category"
            error={errors.category?.message}
            registration={register('category')}
            suggestions={categories}
          />
        </div>
      </Card>
      <Card>
        <ResourceSourceField />
      </Card>
    </>
  );
}

/** /admin/resources: downloads for visitors (a file here or a link), their counts, and the FAQs. */
export const resource = defineContentResource<
  'resources',
  ResourceRow,
  ResourceForm,
  ResourceForm,
  OrderedResource
>({
  table: 'resources',
  names: { one: 'resource', many: 'resources' },
  path: PATH,
  list: {
    title: 'Resources',
    description: 'Downloads and links for visitors, and the frequently asked questions.',
    select: '*',
    searchColumns: ['title', 'slug', 'description', 'category'],
    searchLabel: 'Search resources',
    sortable: ['sort_order', 'title', 'type', 'category', 'download_count', 'updated_at', 'published_at'],
    defaultSort: { column: 'sort_order', ascending: true },
    filters: [
      valueFilter('type', 'Type', 'All types', RESOURCE_TYPE_KEYS, RESOURCE_TYPES),
      columnValuesFilter('resources', 'category', 'Category', 'All categories'),
    ],
    columns: [
      { id: 'sort_order', header: 'Order', sortable: true, cell: (row) => row.sort_order },
      { ...title, cell: (row) => <div data-testid={`resource-${row.slug}`}>{title.cell(row)}</div> },
      { id: 'type', header: 'Type', sortable: true, cell: (row) => typeName(row.type) },
      { id: 'category', header: 'Category', sortable: true, cell: (row) => <Badge>{row.category}</Badge> },
      { id: 'source', header: 'File', cell: (row) => <SourceCell resource={row} /> },
      statusColumn(),
      {
        id: 'download_count',
        header: 'Downloads',
        sortable: true,
        className: 'text-right',
        cell: (row) => <span data-testid="download-count">{count.format(row.download_count)}</span>,
      },
      updatedColumn(),
    ],
    Below: FaqSection,
  },
  order: {
    title: 'Order of resources',
    description:
      'Drag a resource by its handle, or focus the handle and use Space and the arrow keys. Each move is saved at once.',
    linkLabel: 'Change order',
    select: 'id, title, type, sort_order, status, published_at',
    errorTitle: 'The resources could not be loaded',
    describe: (row) => typeName(row.type),
  },
  editor: {
    schema: resourceFormSchema,
    empty: resourceFormValues(null),
    toForm: resourceFormValues,
    toContent: resourceContentOf,
    Main: ResourceFields,
    revisions: [
      columnField('title', 'Title'),
      columnField('description', 'Description', 'lines'),
      columnField('category', 'Category'),
    ],
    keepDraftDate: true,
    prepare: prepareSource,
    done: {
      keep: 'Resource saved',
      publish: 'Resource published',
      schedule: 'Resource scheduled',
      unpublish: 'Resource unpublished',
    },
  },
  errors: { duplicate: 'Another resource already uses this slug. Choose a different one.' },
});
