import type { Tables } from '@lib/database.types';
import { statusColumn, titleColumn, updatedColumn } from '@admin/components/content-resource/columns';
import { columnField } from '@admin/components/content-resource/revisions/revision-fields';
import { FeaturedAndCover } from '@admin/components/content-resource/featured-and-cover';
import { flagFilter, publicationFilter } from '@admin/lib/content-resource/filters';
import { defineContentResource } from '@admin/lib/content-resource/resource';
import { CaseStudyFields } from './case-study-fields';
import {
  type CaseStudyInput,
  caseStudySchema,
  type CaseStudyValues,
  contentOf,
  formValuesOf,
} from './schema';

type CaseStudy = Tables<'case_studies'>;
/** What the list and the order page read of a case study. */
type ListRow = Pick<
  CaseStudy,
  'id' | 'slug' | 'title' | 'client' | 'featured' | 'status' | 'published_at' | 'updated_at' | 'sort_order'
>;
const PATH = '/case-studies';
const LIST_COLUMNS = 'id, slug, title, client, featured, status, published_at, updated_at, sort_order';

/** /admin/case-studies: client stories with their results, the featured ones first on the site. */
export const resource = defineContentResource<
  'case_studies',
  ListRow,
  CaseStudyInput,
  CaseStudyValues,
  ListRow
>({
  table: 'case_studies',
  names: { one: 'case study', many: 'case studies' },
  path: PATH,
  list: {
    title: 'Case studies',
    description: 'Client stories with their results. Changes reach the site with the next publish.',
    select: LIST_COLUMNS,
    searchColumns: ['title', 'client'],
    searchLabel: 'Search title or client',
    sortable: ['title', 'client', 'updated_at', 'published_at', 'sort_order'],
    filters: [publicationFilter, flagFilter('featured', 'Featured', 'Featured', 'Not featured')],
    columns: [
      titleColumn({ path: PATH }, (row) => `/case-studies/${row.slug}`),
      { id: 'client', header: 'Client', sortable: true, cell: (row) => row.client },
      statusColumn(),
      updatedColumn(),
    ],
  },
  order: {
    title: 'Order of case studies',
    description:
      'The site lists featured case studies first, then the others, each in the order below. Drag a row by its handle, or focus the handle and use Space and the arrow keys.',
    linkLabel: 'Order and featured',
    select: LIST_COLUMNS,
    errorTitle: 'The case studies could not be loaded',
    flag: {
      column: 'featured',
      label: 'Featured',
      groups: {
        on: 'Featured',
        off: 'Not featured',
        emptyOn: 'None is featured. Switch one on below to show it first.',
        emptyOff: 'Every case study is featured.',
      },
    },
    describe: (row) => row.client,
  },
  editor: {
    schema: caseStudySchema,
    empty: formValuesOf(null),
    toForm: formValuesOf,
    toContent: contentOf,
    Main: CaseStudyFields,
    Side: () => (
      <FeaturedAndCover
        featured="Featured case studies come first on the site and the home page."
        cover="Shown on the case study cards and at the top of its page."
      />
    ),
    seo: true,
    revisions: [
      columnField('title', 'Title'),
      columnField('client', 'Client'),
      columnField('summary', 'Summary'),
      columnField('challenge', 'The challenge', 'lines'),
      columnField('solution', 'Our solution', 'lines'),
      columnField('results', 'Results'),
      columnField('testimonial_quote', 'Quote'),
    ],
  },
});
