import * as z from 'zod/v4-mini';

/** The backlinks table's CHECKs: http(s) addresses without spaces, at most 2,000 characters. */
export const URL_MAX = 2000;
export const ANCHOR_MAX = 300;
export const NOTES_MAX = 2000;
const WEB_ADDRESS = /^https?:\/\/[^\s]+$/;

const parses = (value: string) => URL.canParse(value);

const webAddress = (what: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter the ${what}`),
      z.maxLength(URL_MAX, `Keep the ${what} to ${URL_MAX.toLocaleString('en-GB')} characters or fewer`),
      z.regex(WEB_ADDRESS, `Enter the ${what} as a full address starting with https://`),
      z.refine(parses, `Enter the ${what} as a full address starting with https://`),
    );

const optionalText = (max: number, what: string) =>
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(max, `Keep the ${what} to ${max.toLocaleString('en-GB')} characters or fewer`),
      ),
    z.transform((value) => (value === '' ? null : value)),
  );

export const backlinkSchema = z.object({
  source_url: webAddress('page that links to us'),
  target_url: webAddress('page it links to'),
  expected_anchor: optionalText(ANCHOR_MAX, 'expected anchor text'),
  notes: optionalText(NOTES_MAX, 'notes'),
});

export type BacklinkInput = z.input<typeof backlinkSchema>;
export type BacklinkValues = z.output<typeof backlinkSchema>;

export const EMPTY_BACKLINK: BacklinkInput = {
  source_url: '',
  target_url: '',
  expected_anchor: '',
  notes: '',
};

/** The first problem with one address, or null when the database would take it. */
export function webAddressProblem(value: string, what: string): string | null {
  const result = webAddress(what).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Not a valid address');
}
