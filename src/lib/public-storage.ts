/** Where the project's public storage buckets are served: `<supabaseUrl>/storage/v1/object/public/`. */
export const publicStorageUrl = (supabaseUrl: string): string =>
  new URL('storage/v1/object/public/', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`).href;

/** Whether an absolute address is a file in one of the project's public buckets (after `..` is resolved). */
export function isPublicStorageUrl(address: string, supabaseUrl: string): boolean {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  const storage = new URL(publicStorageUrl(supabaseUrl));
  return (
    url.origin === storage.origin &&
    url.username === '' &&
    url.password === '' &&
    url.pathname.startsWith(storage.pathname)
  );
}
