import { FaqList } from '../../../components/views/FaqList.tsx';
import type { TablePreview } from './context.ts';
import { ListingFrame } from './listing-frame.tsx';

const faqPreview: TablePreview<'faqs'> = (row) => (
  <ListingFrame listing="the FAQ page" path="/resources/faq" heading={row.category}>
    <FaqList faqs={[row]} />
  </ListingFrame>
);
export default faqPreview;
