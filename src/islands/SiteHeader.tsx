import { useState } from 'react';
import { DesktopNav } from './header/DesktopNav.tsx';
import { Logo } from './header/Logo.tsx';
import { MobileMenu } from './header/MobileMenu.tsx';
import { headerNavigation } from './header/nav-model.ts';
import { useScrolledPast } from './header/use-scrolled-past.ts';

/** The header turns white with a shadow once the page is scrolled more than this (spec §9). */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

interface SiteHeaderProps {
  currentPath: string;
  /** On the home page the header starts transparent over the hero. */
  transparentAtTop: boolean;
  wordmark: string;
  companyName: string;
  /** The page names hidden when the site was built: their links are left out. */
  hiddenPages: readonly string[];
}

export default function SiteHeader({
  currentPath,
  transparentAtTop,
  wordmark,
  companyName,
  hiddenPages,
}: SiteHeaderProps) {
  const nav = headerNavigation(new Set(hiddenPages));
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const transparent = transparentAtTop && !scrolled && !menuOpen;
  const surface = transparent
    ? 'bg-transparent'
    : `bg-white ${scrolled ? 'shadow-md' : transparentAtTop ? '' : 'border-b border-ink-100'}`;

  return (
    <header
      data-state={transparent ? 'transparent' : 'solid'}
      data-scrolled={scrolled}
      className={`${transparentAtTop ? 'fixed' : 'sticky'} inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${surface}`}
    >
      <div className="relative mx-auto flex h-[4.5rem] max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Logo wordmark={wordmark} companyName={companyName} inverted={transparent} />
        <DesktopNav nav={nav} currentPath={currentPath} inverted={transparent} />
        <div className="flex items-center gap-2">
          {nav.cta && (
            <a
              href={nav.cta.path}
              data-cta="header"
              className={`hidden rounded-full px-5 py-2.5 text-sm font-bold transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:inline-flex ${transparent ? 'bg-accent-300 text-ink-950 hover:bg-accent-400' : 'bg-brand-700 text-white hover:bg-brand-800'}`}
            >
              {nav.cta.label}
            </a>
          )}
          <MobileMenu
            nav={nav}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            currentPath={currentPath}
            inverted={transparent}
          />
        </div>
      </div>
    </header>
  );
}
