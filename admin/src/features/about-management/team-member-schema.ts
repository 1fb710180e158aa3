import * as z from 'zod/v4-mini';
import type { Tables } from '@lib/database.types';
import {
  countedRequiredText,
  countedText,
  httpsUrlSchema,
  imageSchema,
  orNull,
  slugSchema,
} from '@admin/lib/content-resource/schema-parts';

/** team_members' CHECKs (supabase/migrations/*_content.sql). */
export const TEAM_LIMITS = { name: 100, role: 100, slug: 80, bio: 1500, url: 300 } as const;

export type TeamMember = Tables<'team_members'>;

export const teamMemberSchema = z.object({
  name: countedRequiredText(TEAM_LIMITS.name, 'the name', 2),
  slug: slugSchema('maya-okafor', TEAM_LIMITS.slug),
  role: countedRequiredText(TEAM_LIMITS.role, 'the role', 2),
  bio: countedText(TEAM_LIMITS.bio, 'the bio'),
  photo: z.nullable(imageSchema),
  linkedin_url: httpsUrlSchema(TEAM_LIMITS.url),
  is_published: z.boolean(),
});

export type TeamMemberInput = z.input<typeof teamMemberSchema>;
export type TeamMemberValues = z.output<typeof teamMemberSchema>;

/** A stored member as the form's values; null gives a new one's empty form (shown on the site). */
export const teamMemberFormOf = (member: TeamMember | null): TeamMemberInput => ({
  name: member?.name ?? '',
  slug: member?.slug ?? '',
  role: member?.role ?? '',
  bio: member?.bio ?? '',
  photo: member?.photo_path ? { path: member.photo_path, alt: member.photo_alt ?? '' } : null,
  linkedin_url: member?.linkedin_url ?? '',
  is_published: member?.is_published ?? true,
});

export const teamMemberContentOf = ({ photo, linkedin_url, ...rest }: TeamMemberValues) => ({
  ...rest,
  photo_path: photo?.path ?? null,
  photo_alt: photo?.alt ?? null,
  linkedin_url: orNull(linkedin_url),
});
