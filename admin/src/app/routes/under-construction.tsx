import { useLocation } from 'react-router-dom';
import { areaAt } from '@admin/config/areas';
import { UnderConstructionPage } from '@admin/features/under-construction/under-construction-page';
import { NotFoundPage } from '@admin/features/not-found/not-found-page';

export function Component() {
  const area = areaAt(useLocation().pathname);
  return area ? <UnderConstructionPage area={area} /> : <NotFoundPage />;
}
