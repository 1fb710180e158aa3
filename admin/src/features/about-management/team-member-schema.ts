import * as z from 'zod/v4-mini';
import { characterCount } from '@lib/forms/fields';
import { SLUG_PATTERN } from '@lib/slug';

/** team_members' CHECKs (supabase/migrations/*_content.sql). */
export const TEAM_LIMITS = { name: 100, role: 100, slug: 80, bio: 1500, url: 300, alt: 200 } as const;

const between = (min: number, max: number, what: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, `Enter ${what}.`),
    z.refine((value) => characterCount(value) >= min, `Enter at least ${min} characters for ${what}.`),
    z.refine((value) => characterCount(value) <= max, `Keep ${what} to ${max} characters or fewer.`),
  );

export const teamMemberSchema = z.object({
  name: between(2, TEAM_LIMITS.name, 'the name'),
  slug: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter a slug: it names the person’s author page.'),
      z.maxLength(TEAM_LIMITS.slug, `Keep the slug to ${TEAM_LIMITS.slug} characters or fewer.`),
      z.regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens, like maya-okafor.'),
    ),
  role: between(2, TEAM_LIMITS.role, 'the role'),
  bio: z.string().check(
    z.trim(),
    z.refine(
      (value) => characterCount(value) <= TEAM_LIMITS.bio,
      `Keep the bio to ${TEAM_LIMITS.bio} characters or fewer.`,
    ),
  ),
  photo: z.nullable(
    z.object({
      path: z.string(),
      alt: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Describe the photo for people who cannot see it.'),
          z.maxLength(TEAM_LIMITS.alt, `Keep the alt text to ${TEAM_LIMITS.alt} characters or fewer.`),
        ),
    }),
  ),
  linkedin_url: z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || /^https:\/\/\S+$/.test(value),
      'Enter a full address starting with https://',
    ),
    z.maxLength(TEAM_LIMITS.url, `Keep the address to ${TEAM_LIMITS.url} characters or fewer.`),
  ),
  is_published: z.boolean(),
});

export type TeamMemberInput = z.input<typeof teamMemberSchema>;
export type TeamMemberForm = z.output<typeof teamMemberSchema>;

export const EMPTY_TEAM_MEMBER: TeamMemberInput = {
  name: '',
  slug: '',
  role: '',
  bio: '',
  photo: null,
  linkedin_url: '',
  is_published: true,
};
