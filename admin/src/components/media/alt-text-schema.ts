import * as z from 'zod/v4-mini';
import { ALT_MAX } from './media-files';

/** Alt text as media_assets.alt_text and every *_alt column take it: 1 to 200 characters, trimmed. */
export const altTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Describe the image for people who cannot see it.'),
    z.maxLength(ALT_MAX, `Alt text is at most ${String(ALT_MAX)} characters.`),
  );

export const altTextForm = z.object({ alt: altTextSchema });
export type AltTextForm = z.infer<typeof altTextForm>;

/** The alt text rule's message for a value, or undefined when it is fine. */
export function altTextProblem(alt: string): string | undefined {
  const result = altTextSchema.safeParse(alt);
  return result.success ? undefined : result.error.issues[0]?.message;
}
