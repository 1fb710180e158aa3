import type { Tables } from '@lib/database.types';
import { statusColumn, titleColumn, updatedColumn } from '@admin/components/content-resource/columns';
import { columnField } from '@admin/components/content-resource/revisions/revision-fields';
import { FeaturedAndCover } from '@admin/components/content-resource/featured-and-cover';
import { flagFilter, publicationFilter, valueFilter } from '@admin/lib/content-resource/filters';
import { defineContentResource } from '@admin/lib/content-resource/resource';
import { PortfolioFields } from './portfolio-fields';
import {
  contentOf,
  formValuesOf,
  PORTFOLIO_CATEGORIES,
  type PortfolioItemInput,
  portfolioItemSchema,
  type PortfolioItemValues,
} from './schema';

type PortfolioItem = Tables<'portfolio_items'>;
/** What the list and the order page read of a project. */
type ListRow = Pick<
  PortfolioItem,
  | 'id'
  | 'slug'
  | 'title'
  | 'client'
  | 'category'
  | 'year'
  | 'featured'
  | 'status'
  | 'published_at'
  | 'updated_at'
  | 'sort_order'
>;
const PATH = '/portfolio';
const LIST_COLUMNS =
  'id, slug, title, client, category, year, featured, status, published_at, updated_at, sort_order';

/** /admin/portfolio: the projects of the portfolio page, in the order it lists them. */
export const resource = defineContentResource<
  'portfolio_items',
  ListRow,
  PortfolioItemInput,
  PortfolioItemValues,
  ListRow
>({
  table: 'portfolio_items',
  names: { one: 'portfolio item', many: 'portfolio items' },
  path: PATH,
  list: {
    title: 'Portfolio',
    description: 'Projects shown on the portfolio page. Changes reach the site with the next publish.',
    select: LIST_COLUMNS,
    searchColumns: ['title', 'client'],
    searchLabel: 'Search title or client',
    sortable: ['title', 'client', 'category', 'year', 'updated_at', 'published_at', 'sort_order'],
    filters: [
      publicationFilter,
      valueFilter('category', 'Category', 'All categories', PORTFOLIO_CATEGORIES),
      flagFilter('featured', 'Featured', 'Featured', 'Not featured'),
    ],
    columns: [
      titleColumn({ path: PATH }, (row) => `/portfolio/${row.slug}`),
      { id: 'client', header: 'Client', sortable: true, cell: (row) => row.client },
      {
        id: 'category',
        header: 'Category',
        sortable: true,
        cell: (row) => (
          <span className="whitespace-nowrap">
            {row.category}
            {row.year !== null && <span className="text-ink-600"> · {row.year}</span>}
          </span>
        ),
      },
      statusColumn(),
      updatedColumn(),
    ],
  },
  order: {
    title: 'Order of the portfolio',
    description:
      'The portfolio page lists projects in this order, and its category filter keeps it. Drag a row by its handle, or focus the handle and use Space and the arrow keys.',
    linkLabel: 'Order',
    select: LIST_COLUMNS,
    errorTitle: 'The portfolio could not be loaded',
    flag: { column: 'featured', label: 'Featured' },
    describe: (row) => `${row.client} · ${row.category}`,
  },
  editor: {
    schema: portfolioItemSchema,
    empty: formValuesOf(null),
    toForm: formValuesOf,
    toContent: contentOf,
    Main: PortfolioFields,
    Side: () => (
      <FeaturedAndCover
        featured="Marks one of the agency’s showcase projects."
        cover="Shown on the portfolio cards and at the top of the project’s page."
      />
    ),
    seo: true,
    revisions: [
      columnField('title', 'Title'),
      columnField('client', 'Client'),
      columnField('category', 'Category'),
      columnField('summary', 'Summary'),
      columnField('body', 'Description', 'lines'),
      columnField('gallery', 'Gallery'),
    ],
  },
});
