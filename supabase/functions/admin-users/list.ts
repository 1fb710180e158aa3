import type { Client } from '../_shared/clients.ts';
import type { RequestOf, StaffPage, StaffUser } from './contract.ts';
import { allUsers, pendingInvites, rolesByUser, toStaffUser } from './staff.ts';

type ListRequest = RequestOf<'list'>;

/** Empty values sort last whichever the order, so never-signed-in users do not lead a newest-first list. */
function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

function sortValue(user: StaffUser, key: ListRequest['sort']): string | number | null {
  if (key === 'email' || key === 'role') return user[key];
  const time = user[key];
  return time === null ? null : Date.parse(time);
}

function matches(user: StaffUser, request: ListRequest): boolean {
  const search = request.search.toLowerCase();
  if (search && !user.email.toLowerCase().includes(search)) return false;
  if (request.role === undefined) return true;
  return request.role === 'none' ? user.role === null : user.role === request.role;
}

/**
 * One page of staff. The auth admin API neither filters nor sorts, so every user is read and the
 * page is cut here; a back office has tens of accounts, not thousands.
 */
export async function listStaff(service: Client, request: ListRequest): Promise<StaffPage> {
  const [users, roles, pending] = await Promise.all([
    allUsers(service),
    rolesByUser(service),
    pendingInvites(service),
  ]);
  const direction = request.order === 'asc' ? 1 : -1;
  const staff = users
    .map((user) => toStaffUser(user, roles.get(user.id) ?? null, pending.has(user.id)))
    .filter((user) => matches(user, request))
    .sort((a, b) => {
      const [x, y] = [sortValue(a, request.sort), sortValue(b, request.sort)];
      const byKey = compare(x, y);
      if (byKey !== 0) return x === null || y === null ? byKey : byKey * direction;
      return compare(a.email, b.email) || compare(a.id, b.id);
    });
  const start = (request.page - 1) * request.perPage;
  return {
    users: staff.slice(start, start + request.perPage),
    total: staff.length,
    page: request.page,
    perPage: request.perPage,
  };
}
