import { TAG_MANAGER_STORAGE_KEYS } from '@lib/tracking/tag-manager';
import type { TagManagerValues } from '@admin/lib/settings/tag-manager';

/**
 * Mirrors saved tag-manager settings to the browser-storage keys the site reads on load
 * (src/lib/tracking/tag-manager.ts); the site's open tabs reload after 1 s when an id is set.
 */
export function mirrorTagManagerToStorage(values: TagManagerValues): void {
  const keys = TAG_MANAGER_STORAGE_KEYS;
  const write = (key: string, value: string | null) => {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  };
  try {
    write(keys.gtmId, values.gtm_id);
    write(keys.customHeadCode, values.custom_head_code);
    write(keys.customBodyCode, values.custom_body_code);
    window.localStorage.setItem(keys.lastUpdated, new Date().toISOString());
  } catch {
    // Storage can be unavailable (private mode, quota); the database copy is what the build uses.
  }
}
