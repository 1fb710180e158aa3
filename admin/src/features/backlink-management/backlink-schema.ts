import * as z from 'zod/v4-mini';
import { optionalText, orNull } from '@admin/lib/content-resource/schema-parts';

/** The backlinks table's CHECKs: http(s) addresses without spaces, at most 2,000 characters. */
const URL_MAX = 2000;
export const ANCHOR_MAX = 300;
const NOTES_MAX = 2000;
const WEB_ADDRESS = /^https?:\/\/[^\s]+$/;

const tooLong = (max: number, what: string) =>
  `Keep the ${what} to ${max.toLocaleString('en-GB')} characters or fewer`;

const webAddress = (what: string) => {
  const notFull = `Enter the ${what} as a full address starting with https://`;
  return z.string().check(
    z.trim(),
    z.minLength(1, `Enter the ${what}`),
    z.maxLength(URL_MAX, tooLong(URL_MAX, what)),
    z.regex(WEB_ADDRESS, notFull),
    z.refine((value) => URL.canParse(value), notFull),
  );
};

/** Text that may be left empty, stored as null then. */
const nullableText = (max: number, what: string) =>
  z.pipe(optionalText(max, tooLong(max, what)), z.transform(orNull));

export const backlinkSchema = z.object({
  source_url: webAddress('page that links to us'),
  target_url: webAddress('page it links to'),
  expected_anchor: nullableText(ANCHOR_MAX, 'expected anchor text'),
  notes: nullableText(NOTES_MAX, 'notes'),
});

export type BacklinkInput = z.input<typeof backlinkSchema>;
export type BacklinkValues = z.output<typeof backlinkSchema>;

/** The first problem with one address, or null when the database would take it. */
export function webAddressProblem(value: string, what: string): string | null {
  const result = webAddress(what).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Not a valid address');
}
