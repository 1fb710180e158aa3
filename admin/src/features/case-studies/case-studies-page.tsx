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
  type CaseStudyFilters,
  type CaseStudyListRow,
  SORTABLE,
  useCaseStudiesList,
} from './api/list-case-studies';
import { caseStudyColumns } from './case-study-columns';
import { DeleteCaseStudyDialog } from './delete-case-study-dialog';
import { CASE_STUDIES_ORDER_PATH, NEW_CASE_STUDY_PATH } from './paths';

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

const FEATURED_OPTIONS: { value: 'yes' | 'no' | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'yes', label: 'Featured' },
  { value: 'no', label: 'Not featured' },
];

interface CaseStudiesPageProps {
  filters: CaseStudyFilters;
  onFiltersChange: (change: Partial<CaseStudyFilters>) => void;
}

/** /admin/case-studies: every case study with its status; search, filter, sort, and delete. */
export function CaseStudiesPage({ filters, onFiltersChange }: CaseStudiesPageProps) {
  const [state, setState] = useTableState(DEFAULTS);
  const list = useCaseStudiesList(state, filters);
  const [deleting, setDeleting] = useState<CaseStudyListRow | null>(null);
  const filtered = filters.publication !== undefined || filters.featured !== undefined;
  return (
    <>
      <PageHeader
        title="Case studies"
        description="Client stories with their results. Changes reach the site with the next publish."
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to={CASE_STUDIES_ORDER_PATH}>
                <ListOrdered className="h-4 w-4" aria-hidden="true" /> Order and featured
              </Link>
            </Button>
            <Button asChild>
              <Link to={NEW_CASE_STUDY_PATH}>
                <Plus className="h-4 w-4" aria-hidden="true" /> New case study
              </Link>
            </Button>
          </>
        }
      />
      <DataTable
        label="Case studies"
        columns={caseStudyColumns(setDeleting)}
        rowKey={(row) => row.id}
        query={list}
        state={state}
        onStateChange={setState}
        searchLabel="Search title or client"
        emptyTitle={filtered ? 'No case studies match these filters.' : 'No case studies yet.'}
        toolbar={
          <div className="flex flex-wrap gap-3">
            <SelectFilter
              label="Status"
              options={PUBLICATION_OPTIONS}
              value={filters.publication}
              onChange={(publication) => onFiltersChange({ publication })}
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
      <DeleteCaseStudyDialog caseStudy={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
