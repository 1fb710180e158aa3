import { publicEnvFrom } from '@lib/public-env';
import * as z from 'zod/v4-mini';

const schema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(20)),
});

/** The admin's build-time configuration, checked once; nothing else reads import.meta.env. */
export const env = schema.parse(publicEnvFrom(import.meta.env));
