import { VideoCard } from '../../../components/views/VideoCard.tsx';
import type { TablePreview } from './context.ts';
import { ListingFrame } from './listing-frame.tsx';

const videoPreview: TablePreview<'videos'> = (row) => (
  <ListingFrame listing="the Videos page" path="/videos" heading={row.category}>
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      <li>
        <VideoCard video={row} />
      </li>
    </ul>
  </ListingFrame>
);
export default videoPreview;
