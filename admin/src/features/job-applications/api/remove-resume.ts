import { RESUME_BUCKET } from '@lib/forms/resume';
import { supabase } from '@admin/lib/supabase';

/** Removes a deleted application's résumé; resolves whether it went, so the caller can say when it stayed behind. */
export async function removeResume({ resume_path }: { resume_path: string }): Promise<boolean> {
  const removed = await supabase.storage.from(RESUME_BUCKET).remove([resume_path]);
  return !removed.error;
}
