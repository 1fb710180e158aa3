import { useQuery } from '@tanstack/react-query';
import { listStaff } from '@admin/lib/admin-users';
import { supabase } from '@admin/lib/supabase';
import { BACKUPS_KEY } from './list-backups';

/** Staff lists are short; past this many pages a name is left unresolved rather than wait. */
const MAX_PAGES = 5;
const PER_PAGE = 100;

/** The email of each of `ids` the admin-users function knows, read a page of users at a time. */
async function staffEmails(ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = new Set(ids);
  const emails = new Map<string, string>();
  for (let page = 1; page <= MAX_PAGES && emails.size < wanted.size; page++) {
    const result = await listStaff(supabase, { page, perPage: PER_PAGE });
    for (const user of result.users) if (wanted.has(user.id)) emails.set(user.id, user.email);
    if (page * PER_PAGE >= result.total) break;
  }
  return emails;
}

/** Who made each backup; an unknown id (a deleted account) simply has no entry. */
export function useStaffEmails(ids: readonly string[]) {
  const unique = [...new Set(ids)].sort();
  return useQuery({
    queryKey: [...BACKUPS_KEY, 'staff-emails', unique],
    queryFn: () => staffEmails(unique),
    enabled: unique.length > 0,
    retry: false,
  });
}
