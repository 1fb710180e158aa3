import { supabase } from './supabase';

/** The public address of a file in a public bucket (media, downloads). */
export const publicFileUrl = (bucket: 'media' | 'downloads', path: string): string =>
  supabase.storage.from(bucket).getPublicUrl(path).data.publicUrl;
