import { NewPortfolioItemPage } from '@admin/features/portfolio/portfolio-item-editor-page';

export function Component() {
  return <NewPortfolioItemPage />;
}
