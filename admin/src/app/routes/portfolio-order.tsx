import { PortfolioItemsOrderPage } from '@admin/features/portfolio/portfolio-items-order-page';

export function Component() {
  return <PortfolioItemsOrderPage />;
}
