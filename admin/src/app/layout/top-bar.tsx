import { ExternalLink, Menu } from 'lucide-react';
import { PublishButton } from '@admin/features/publish/publish-button';
import { UserMenu } from './user-menu';

/** The bar above every page: the navigation button below desktop width, the site, Publish, the user menu. */
export function TopBar({ onOpenNavigation }: { onOpenNavigation: () => void }) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-ink-200 bg-white/95 px-4 backdrop-blur lg:px-8">
      <button
        type="button"
        className="rounded-lg p-2 text-ink-700 hover:bg-ink-100 lg:hidden"
        aria-label="Open navigation"
        onClick={onOpenNavigation}
      >
        <Menu className="h-5 w-5" aria-hidden="true" />
      </button>
      <div className="flex-1" />
      <a
        href="/"
        className="hidden items-center gap-1.5 rounded text-sm font-medium text-ink-700 hover:text-brand-700 sm:flex"
      >
        View site <ExternalLink className="h-4 w-4" aria-hidden="true" />
      </a>
      <PublishButton />
      <UserMenu />
    </header>
  );
}
