import { ListOrdered, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SelectFilter } from '@admin/components/content/select-filter';
import { DataTable } from '@admin/components/data-table/data-table';
import { useTableState } from '@admin/components/data-table/use-table-state';
import { Button } from '@admin/components/ui/button';
import { PageHeader } from '@admin/components/ui/page-header';
import type { Publication } from '@admin/lib/publication';
import type { TableDefaults } from '@admin/lib/table-state';
import {
  type PortfolioItemFilters,
  type PortfolioItemListRow,
  SORTABLE,
  usePortfolioItemsList,
} from './api/list-portfolio-items';
import { DeletePortfolioItemDialog } from './delete-portfolio-item-dialog';
import { PORTFOLIO_ORDER_PATH, NEW_PORTFOLIO_ITEM_PATH } from './paths';
import { portfolioItemColumns } from './portfolio-item-columns';
import { PORTFOLIO_CATEGORIES, type PortfolioCategory } from './schema';

const DEFAULTS: TableDefaults = {
  pageSize: 20,
  sort: { column: 'updated_at', ascending: false },
  sortable: SORTABLE,
};

const PUBLICATION_OPTIONS: { value: Publication | ''; label: string }[] = [
  { value: '', label: 'Any status' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

const CATEGORY_OPTIONS: { value: PortfolioCategory | ''; label: string }[] = [
  { value: '', label: 'All categories' },
  ...PORTFOLIO_CATEGORIES.map((category) => ({ value: category, label: category })),
];

const FEATURED_OPTIONS: { value: 'yes' | 'no' | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'yes', label: 'Featured' },
  { value: 'no', label: 'Not featured' },
];

interface PortfolioItemsPageProps {
  filters: PortfolioItemFilters;
  onFiltersChange: (change: Partial<PortfolioItemFilters>) => void;
}

/** /admin/portfolio: every portfolio item with its status; search, filter, sort, and delete. */
export function PortfolioItemsPage({ filters, onFiltersChange }: PortfolioItemsPageProps) {
  const [state, setState] = useTableState(DEFAULTS);
  const list = usePortfolioItemsList(state, filters);
  const [deleting, setDeleting] = useState<PortfolioItemListRow | null>(null);
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <>
      <PageHeader
        title="Portfolio"
        description="Projects shown on the portfolio page. Changes reach the site with the next publish."
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to={PORTFOLIO_ORDER_PATH}>
                <ListOrdered className="h-4 w-4" aria-hidden="true" /> Order
              </Link>
            </Button>
            <Button asChild>
              <Link to={NEW_PORTFOLIO_ITEM_PATH}>
                <Plus className="h-4 w-4" aria-hidden="true" /> New portfolio item
              </Link>
            </Button>
          </>
        }
      />
      <DataTable
        label="Portfolio"
        columns={portfolioItemColumns(setDeleting)}
        rowKey={(row) => row.id}
        query={list}
        state={state}
        onStateChange={setState}
        searchLabel="Search title or client"
        emptyTitle={filtered ? 'No portfolio items match these filters.' : 'No portfolio items yet.'}
        toolbar={
          <div className="flex flex-wrap gap-3">
            <SelectFilter
              label="Status"
              options={PUBLICATION_OPTIONS}
              value={filters.publication}
              onChange={(publication) => onFiltersChange({ publication })}
            />
            <SelectFilter
              label="Category"
              options={CATEGORY_OPTIONS}
              value={filters.category}
              onChange={(category) => onFiltersChange({ category })}
            />
            <SelectFilter
              label="Featured"
              options={FEATURED_OPTIONS}
              value={filters.featured === undefined ? undefined : filters.featured ? 'yes' : 'no'}
              onChange={(choice) =>
                onFiltersChange({ featured: choice === undefined ? undefined : choice === 'yes' })
              }
            />
          </div>
        }
      />
      <DeletePortfolioItemDialog portfolioItem={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
