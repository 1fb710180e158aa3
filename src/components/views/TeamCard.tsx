import type { TeamMember } from '../../content/schemas/content.ts';
import { type ImageSource, SiteImage } from './site-image.tsx';
import { SocialIcon } from './SocialIcon.tsx';
import { InitialsAvatar } from './InitialsAvatar.tsx';
import { OutboundLink } from './OutboundLink.tsx';

export type TeamCardView = Pick<TeamMember, 'name' | 'role' | 'bio' | 'photo_alt' | 'linkedin_url'>;

/** A team member on /about: photo (or initials), name, role, bio and LinkedIn. */
export function TeamCard({ member, photo }: { member: TeamCardView; photo?: ImageSource | undefined }) {
  return (
    <article className="flex h-full flex-col rounded-3xl border border-ink-100 bg-white p-6 shadow-card">
      <div className="flex items-center gap-4">
        {photo ? (
          <SiteImage
            image={photo}
            alt={member.photo_alt ?? ''}
            className="h-16 w-16 rounded-2xl object-cover"
          />
        ) : (
          <InitialsAvatar name={member.name} size="large" />
        )}
        <div>
          <h3 className="text-lg font-bold text-ink-950">{member.name}</h3>
          <p className="text-sm font-semibold text-brand-700">{member.role}</p>
        </div>
      </div>
      <p className="mt-5 flex-1 text-sm leading-relaxed text-ink-600">{member.bio}</p>
      {member.linkedin_url && (
        <OutboundLink
          href={member.linkedin_url}
          className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-ink-700 hover:text-brand-700"
        >
          <SocialIcon network="linkedin" className="h-4 w-4" />
          <span>{member.name} on LinkedIn</span>
        </OutboundLink>
      )}
    </article>
  );
}
