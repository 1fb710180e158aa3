import { ChevronDown } from '../icons.tsx';
import { type FocusEvent, type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';
import { type HeaderNavigation, isCurrent } from './nav-model.ts';
import { useDropdownTiming } from './use-dropdown-timing.ts';

interface DesktopNavProps {
  nav: HeaderNavigation;
  currentPath: string;
  inverted: boolean;
}

/**
 * Desktop navigation: Services as a disclosure menu (WAI-ARIA disclosure navigation pattern:
 * a button with aria-expanded controlling a panel of links), opening on hover with the spec's
 * delays or at once by click or keyboard, then the other links.
 */
export function DesktopNav({ nav, currentPath, inverted }: DesktopNavProps) {
  const dropdown = useDropdownTiming();
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const onMouse = (handler: () => void) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handler();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && dropdown.open) {
      dropdown.setOpen(false);
      triggerRef.current?.focus();
    }
  };
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (dropdown.open && !itemRef.current?.contains(event.relatedTarget)) dropdown.setOpen(false);
  };

  const tone = inverted ? 'text-white/90 hover:text-white' : 'text-ink-700 hover:text-ink-950';
  const linkClass = `rounded-md px-3 py-2 text-sm font-semibold transition-colors ${tone}`;
  const currentClass = 'underline decoration-2 underline-offset-8';

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <li
          ref={itemRef}
          className="relative"
          onPointerEnter={onMouse(dropdown.pointerEnter)}
          onPointerLeave={onMouse(dropdown.pointerLeave)}
          onKeyDown={closeOnEscape}
          onBlur={closeWhenFocusLeaves}
        >
          <button
            ref={triggerRef}
            type="button"
            aria-expanded={dropdown.open}
            aria-controls={panelId}
            data-state={dropdown.open ? 'open' : 'closed'}
            onClick={() => {
              dropdown.setOpen(!dropdown.open);
            }}
            className={`group flex items-center gap-1 ${linkClass} ${isCurrent('/services', currentPath) ? currentClass : ''}`}
          >
            Services
            <ChevronDown
              aria-hidden="true"
              className="h-4 w-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </button>
          <div
            id={panelId}
            hidden={!dropdown.open}
            data-testid="services-dropdown"
            className="absolute left-1/2 top-full z-50 w-[min(46rem,calc(100vw-2rem))] -translate-x-1/2 pt-3"
          >
            <div className="animate-fade-in rounded-2xl border border-ink-100 bg-white p-6 text-left shadow-lift">
              {nav.allServices && (
                <a
                  href={nav.allServices.path}
                  aria-current={currentPath === nav.allServices.path ? 'page' : undefined}
                  className="mb-5 inline-flex items-center gap-1 text-sm font-bold text-brand-700 hover:text-brand-800"
                >
                  {nav.allServices.label} <span aria-hidden="true">→</span>
                </a>
              )}
              <div className="grid grid-cols-3 gap-6">
                {nav.groups.map((group) => (
                  <div key={group.label}>
                    {group.path ? (
                      <a
                        href={group.path}
                        aria-current={currentPath === group.path ? 'page' : undefined}
                        className="text-sm font-bold text-ink-950 hover:text-brand-700"
                      >
                        {group.label}
                      </a>
                    ) : (
                      <p className="text-sm font-bold text-ink-950">{group.label}</p>
                    )}
                    <ul className="mt-3 space-y-1.5">
                      {group.services.map((service) => (
                        <li key={service.path}>
                          <a
                            href={service.path}
                            aria-current={currentPath === service.path ? 'page' : undefined}
                            className="-mx-1 block rounded px-1 py-0.5 text-sm text-ink-600 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                          >
                            {service.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </div>
          </div>
        </li>
        {nav.links.map((link) => (
          <li key={link.path}>
            <a
              href={link.path}
              aria-current={currentPath === link.path ? 'page' : undefined}
              className={`${linkClass} ${isCurrent(link.path, currentPath) ? currentClass : ''}`}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
