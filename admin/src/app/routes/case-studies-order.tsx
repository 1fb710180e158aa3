import { CaseStudiesOrderPage } from '@admin/features/case-studies/case-studies-order-page';

export function Component() {
  return <CaseStudiesOrderPage />;
}
