import { Menu, X } from '../icons.tsx';
import { useEffect, useId, useRef } from 'react';
import { type HeaderNavigation, isCurrent } from './nav-model.ts';

interface MobileMenuProps {
  nav: HeaderNavigation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentPath: string;
  inverted: boolean;
}

/** Small screens: a toggle and the same links as a stacked list. */
export function MobileMenu({ nav, open, onOpenChange, currentPath, inverted }: MobileMenuProps) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onOpenChange(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, onOpenChange]);

  const itemClass = (path: string) =>
    `block rounded-lg px-3 py-2.5 text-base font-semibold ${isCurrent(path, currentPath) ? 'bg-brand-50 text-brand-800' : 'text-ink-800 hover:bg-ink-50'}`;

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          onOpenChange(!open);
        }}
        className={`inline-flex h-11 w-11 items-center justify-center rounded-lg focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 ${inverted && !open ? 'text-white hover:bg-white/10' : 'text-ink-900 hover:bg-ink-100'}`}
      >
        {open ? (
          <X aria-hidden="true" className="h-6 w-6" />
        ) : (
          <Menu aria-hidden="true" className="h-6 w-6" />
        )}
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-ink-100 bg-white px-4 pb-6 pt-3 shadow-lift"
      >
        <ul className="space-y-1">
          <li>
            {nav.allServices ? (
              <a href={nav.allServices.path} className={itemClass(nav.allServices.path)}>
                Services
              </a>
            ) : (
              <p className="px-3 py-2.5 text-base font-semibold text-ink-800">Services</p>
            )}
            <ul className="ml-3 mt-1 space-y-0.5 border-l border-ink-100 pl-3">
              {nav.groups.map(
                (group) =>
                  group.path && (
                    <li key={group.path}>
                      <a
                        href={group.path}
                        className={`block rounded-md px-2 py-2 text-sm font-medium ${isCurrent(group.path, currentPath) ? 'text-brand-800' : 'text-ink-600 hover:text-ink-950'}`}
                      >
                        {group.label}
                      </a>
                    </li>
                  ),
              )}
            </ul>
          </li>
          {nav.links.map((link) => (
            <li key={link.path}>
              <a
                href={link.path}
                className={itemClass(link.path)}
                aria-current={currentPath === link.path ? 'page' : undefined}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {nav.cta && (
          <a
            href={nav.cta.path}
            data-cta="header-mobile"
            className="mt-4 flex w-full items-center justify-center rounded-full bg-brand-700 px-5 py-3 text-base font-bold text-white hover:bg-brand-800"
          >
            {nav.cta.label}
          </a>
        )}
      </nav>
    </div>
  );
}
