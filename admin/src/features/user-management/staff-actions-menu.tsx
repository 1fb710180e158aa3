import { KeyRound, MailPlus, MoreHorizontal, Power, Trash2, UserCog } from 'lucide-react';
import { ADMIN_USERS_MESSAGES, type StaffUser } from '@admin/lib/admin-users';
import { Button } from '@admin/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@admin/components/ui/dropdown-menu';

/** What an admin chose from a row's menu; the page opens the matching dialog. */
export type StaffActionKind = 'role' | 'reset' | 'resend' | 'disable' | 'enable' | 'delete';

interface StaffActionsMenuProps {
  user: StaffUser;
  /** The signed-in admin's own row: the function refuses these changes, so they are offered disabled. */
  isSelf: boolean;
  onAction: (kind: StaffActionKind) => void;
}

export function StaffActionsMenu({ user, isSelf, onAction }: StaffActionsMenuProps) {
  const label = `Actions for ${user.email}`;
  if (isSelf)
    return (
      <div className="flex items-center justify-end gap-2">
        <p id={`self-${user.id}`} className="max-w-56 text-right text-xs text-ink-700">
          {ADMIN_USERS_MESSAGES.self_lockout}
        </p>
        <Button variant="ghost" size="sm" disabled aria-label={label} aria-describedby={`self-${user.id}`}>
          <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    );
  return (
    <div className="flex justify-end">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={label}>
            <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => onAction('role')}>
            <UserCog className="h-4 w-4" aria-hidden="true" /> Change role…
          </DropdownMenuItem>
          {user.invitePending ? (
            <DropdownMenuItem onSelect={() => onAction('resend')} disabled={user.disabled}>
              <MailPlus className="h-4 w-4" aria-hidden="true" /> Resend invite
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => onAction('reset')} disabled={user.disabled}>
              <KeyRound className="h-4 w-4" aria-hidden="true" /> Send password reset…
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => onAction(user.disabled ? 'enable' : 'disable')}>
            <Power className="h-4 w-4" aria-hidden="true" /> {user.disabled ? 'Enable' : 'Disable…'}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => onAction('delete')} className="text-red-800">
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
