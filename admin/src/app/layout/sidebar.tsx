import * as Dialog from '@radix-ui/react-dialog';
import {
  Archive,
  BookOpen,
  Briefcase,
  FileText,
  FolderKanban,
  Gauge,
  Inbox,
  LayoutDashboard,
  Link2,
  type LucideIcon,
  Mail,
  PhoneCall,
  Search,
  Send,
  Settings,
  Trash2,
  Trophy,
  UserRound,
  Users,
  Video,
  Wrench,
  X,
} from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { type Area, AREA_GROUPS, type AreaGroup, areasFor, type StaffRole } from '@admin/config/areas';
import { paths } from '@admin/config/paths';
import { cn } from '@admin/lib/cn';

/** The sidebar icon of each area, by slug. */
const AREA_ICONS: Record<string, LucideIcon> = {
  '': LayoutDashboard,
  'blog-posts': FileText,
  'case-studies': Trophy,
  portfolio: FolderKanban,
  'youtube-management': Video,
  resources: BookOpen,
  'about-management': UserRound,
  'career-management': Briefcase,
  trash: Trash2,
  'contact-submissions': Inbox,
  calls: PhoneCall,
  'job-applications': Users,
  newsletter: Mail,
  deliveries: Send,
  'seo-management': Search,
  'backlink-management': Link2,
  settings: Settings,
  'maintenance-mode': Wrench,
  'user-management': Users,
  'backup-management': Archive,
};

export function Brand() {
  return (
    <Link
      to={paths.dashboard}
      className="flex h-16 items-center px-6 text-lg font-bold tracking-tight text-ink-950"
    >
      Grow Digital <span className="ml-1.5 font-medium text-brand-700">admin</span>
    </Link>
  );
}

function AreaLink({ area, onNavigate }: { area: Area; onNavigate: (() => void) | undefined }) {
  const Icon = AREA_ICONS[area.slug] ?? Gauge;
  return (
    <li>
      <NavLink
        to={`/${area.slug}`}
        end={area.slug === ''}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(
            'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
            isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100 hover:text-ink-950',
          )
        }
      >
        <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
        {area.title}
      </NavLink>
    </li>
  );
}

/** The areas the role may use: Dashboard, then Content, Inbox, Site and System. */
export function SidebarNav({ role, onNavigate }: { role: StaffRole; onNavigate?: () => void }) {
  const links = (group: AreaGroup | null) =>
    areasFor(role)
      .filter((area) => area.group === group)
      .map((area) => <AreaLink key={area.slug} area={area} onNavigate={onNavigate} />);
  return (
    <nav aria-label="Admin" className="space-y-6 px-3 py-4">
      <ul className="space-y-1">{links(null)}</ul>
      {AREA_GROUPS.map((group) => {
        const items = links(group);
        if (items.length === 0) return null;
        const id = `nav-group-${group.toLowerCase()}`;
        return (
          <div key={group}>
            <p id={id} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-ink-600">
              {group}
            </p>
            <ul aria-labelledby={id} className="space-y-1" data-testid={`nav-group-${group}`}>
              {items}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

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
