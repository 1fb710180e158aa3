/**
 * When the tag-manager settings in this browser's storage change (the admin saves them in another
 * tab), reload after 1 s if a container id is set, so the preview applies (spec §4).
 */
import { TAG_MANAGER_RELOAD_DELAY_MS, TAG_MANAGER_STORAGE_KEYS } from '../lib/tracking/tag-manager.ts';

const keys: readonly string[] = Object.values(TAG_MANAGER_STORAGE_KEYS);

window.addEventListener('storage', (event) => {
  if (event.key === null || !keys.includes(event.key)) return;
  if (!window.localStorage.getItem(TAG_MANAGER_STORAGE_KEYS.gtmId)) return;
  setTimeout(() => {
    window.location.reload();
  }, TAG_MANAGER_RELOAD_DELAY_MS);
});
