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
  Search,
  Settings,
  Trophy,
  UserRound,
  Users,
  Video,
  Wrench,
} from 'lucide-react';

/** The sidebar icon of each area, by slug. */
export const AREA_ICONS: Record<string, LucideIcon> = {
  '': LayoutDashboard,
  'blog-posts': FileText,
  'case-studies': Trophy,
  portfolio: FolderKanban,
  'youtube-management': Video,
  resources: BookOpen,
  'about-management': UserRound,
  'career-management': Briefcase,
  'contact-submissions': Inbox,
  'job-applications': Users,
  newsletter: Mail,
  'seo-management': Search,
  'backlink-management': Link2,
  settings: Settings,
  'maintenance-mode': Wrench,
  'user-management': Users,
  'backup-management': Archive,
};

export const FALLBACK_ICON: LucideIcon = Gauge;
