import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@admin/components/ui/dropdown-menu';
import { toast } from '@admin/components/ui/toast-store';
import { paths } from '@admin/config/paths';
import { useCurrentStaff } from '@admin/lib/auth/staff-context';
import { useSignOut } from '@admin/lib/auth/session';
import { describeError } from '@admin/lib/errors';

const ROLE_LABEL = { admin: 'Admin', editor: 'Editor' } as const;

/** The signed-in user: email and role, their profile, and sign out. */
export function UserMenu() {
  const staff = useCurrentStaff();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const role = staff.role ? ROLE_LABEL[staff.role] : '';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-ink-900 hover:bg-ink-100"
        aria-label={`Account menu for ${staff.email}`}
      >
        <span
          className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
          aria-hidden="true"
        >
          {staff.email.charAt(0).toUpperCase()}
        </span>
        <span className="hidden text-left sm:block">
          <span className="block max-w-48 truncate font-medium">{staff.email}</span>
          <span className="block text-xs text-ink-600">{role}</span>
        </span>
        <ChevronDown className="h-4 w-4 text-ink-600" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block truncate font-medium text-ink-950" data-testid="user-menu-email">
            {staff.email}
          </span>
          <span className="block text-xs" data-testid="user-menu-role">
            {role}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(paths.profile)}>
          <UserRound className="h-4 w-4" aria-hidden="true" /> Profile and two-factor
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() =>
            signOut.mutate(undefined, {
              onSuccess: () => void navigate(paths.login, { replace: true }),
              onError: (error) =>
                toast({ title: 'Signing out failed', description: describeError(error), variant: 'error' }),
            })
          }
        >
          <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
