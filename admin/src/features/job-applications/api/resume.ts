import { RESUME_BUCKET } from '@lib/forms/resume';
import { supabase } from '@admin/lib/supabase';

/** Signed résumé links work for one minute: long enough to open, too short to pass around. */
const SIGNED_URL_SECONDS = 60;

/**
 * Opens the résumé in a new tab through a fresh signed URL. The tab opens during the click (so no
 * pop-up blocker stops it) and is sent to the file once the link is signed; it cannot reach back
 * to the admin (no opener).
 */
export async function openResume(path: string): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  const { data, error } = await supabase.storage
    .from(RESUME_BUCKET)
    .createSignedUrl(path, SIGNED_URL_SECONDS);
  if (error) {
    tab?.close();
    throw error;
  }
  if (tab) tab.location.href = data.signedUrl;
  else window.open(data.signedUrl, '_blank', 'noopener,noreferrer');
}

/** Removes a deleted application's résumé; resolves whether it went, so the caller can say when it stayed behind. */
export async function removeResume({ resume_path }: { resume_path: string }): Promise<boolean> {
  const removed = await supabase.storage.from(RESUME_BUCKET).remove([resume_path]);
  return !removed.error;
}
