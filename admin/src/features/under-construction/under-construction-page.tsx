import { Construction } from 'lucide-react';
import { Card } from '@admin/components/ui/card';
import { PageHeader } from '@admin/components/ui/page-header';
import type { Area } from '@admin/config/areas';

/** The page of an area whose screens do not exist yet: says so plainly rather than pretend. */
export function UnderConstructionPage({ area }: { area: Area }) {
  return (
    <>
      <PageHeader title={area.title} description={area.summary} />
      <Card className="max-w-2xl" data-testid="under-construction">
        <div className="flex items-start gap-4">
          <Construction className="mt-0.5 h-6 w-6 shrink-0 text-amber-700" aria-hidden="true" />
          <div>
            <h2 className="font-semibold text-ink-950">This area is being built</h2>
            <p className="mt-1 text-sm text-ink-700">
              Its screens are not available in the admin yet. Nothing here reads or changes the site’s data.
            </p>
          </div>
        </div>
      </Card>
    </>
  );
}
