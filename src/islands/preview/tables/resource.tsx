import { ResourceCard, type ResourceCardView } from '../../../components/views/ResourceCard.tsx';
import type { TablePreview } from './context.ts';
import { ListingFrame } from './listing-frame.tsx';

const resourcePreview: TablePreview<'resources'> = (row) => (
  <ListingFrame listing="the Downloads page" path="/resources/downloads" heading={row.category}>
    <ul className="grid gap-6">
      <li>
        <ResourceCard
          resource={{
            ...row,
            type: row.type as ResourceCardView['type'],
            file_type: row.file_type as ResourceCardView['file_type'],
          }}
        />
      </li>
    </ul>
  </ListingFrame>
);
export default resourcePreview;
