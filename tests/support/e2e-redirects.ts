import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types.ts';

/** Redirects added before the e2e build, besides the seeded ones (/ppc, /resources, /team). */
export const E2E_REDIRECTS = {
  moved: { from_path: '/e2e-old-contact', to_path: '/contact', status_code: 301, is_active: true },
  campaign: {
    from_path: '/e2e-campaign',
    to_path: 'https://partner.example/landing?ref=grow',
    status_code: 302,
    is_active: true,
  },
  /** Switched off: the build leaves it out. */
  inactive: { from_path: '/e2e-switched-off', to_path: '/contact', status_code: 301, is_active: false },
} as const;

export async function insertE2ERedirects(service: SupabaseClient<Database>): Promise<void> {
  await service.from('redirects').insert(Object.values(E2E_REDIRECTS)).throwOnError();
}
