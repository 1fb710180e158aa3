import { TeamCard } from '../../../components/views/TeamCard.tsx';
import { mediaImage, type TablePreview } from './context.ts';
import { ListingFrame } from './listing-frame.tsx';

const teamMemberPreview: TablePreview<'team_members'> = (row, context) => (
  <ListingFrame listing="the About page" path="/about" heading="The people you will work with">
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      <li>
        <TeamCard member={row} photo={mediaImage(context, row.photo_path)} />
      </li>
    </ul>
  </ListingFrame>
);
export default teamMemberPreview;
