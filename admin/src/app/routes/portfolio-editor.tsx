import { useParams } from 'react-router-dom';
import * as z from 'zod/v4-mini';
import { EditPortfolioItemPage } from '@admin/features/portfolio/portfolio-item-editor-page';
import { NotFoundPage } from '@admin/features/not-found/not-found-page';

const portfolioItemId = z.uuid();

/** `/portfolio/:id`: an id that is not a UUID cannot be a portfolio item. */
export function Component() {
  const parsed = portfolioItemId.safeParse(useParams().id);
  return parsed.success ? <EditPortfolioItemPage key={parsed.data} id={parsed.data} /> : <NotFoundPage />;
}
