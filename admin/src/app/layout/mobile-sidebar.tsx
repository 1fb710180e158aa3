import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { StaffRole } from '@admin/config/areas';
import { Brand } from './brand';
import { SidebarNav } from './sidebar-nav';

interface MobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: StaffRole;
}

/** Below desktop width the sidebar is a drawer opened from the top bar. */
export function MobileSidebar({ open, onOpenChange, role }: MobileSidebarProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-ink-950/50 lg:hidden" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white shadow-lift lg:hidden"
          aria-describedby={undefined}
        >
          <Dialog.Title className="sr-only">Navigation</Dialog.Title>
          <div className="flex items-center justify-between pr-3">
            <Brand />
            <Dialog.Close
              className="rounded-md p-2 text-ink-700 hover:bg-ink-100"
              aria-label="Close navigation"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <SidebarNav role={role} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
