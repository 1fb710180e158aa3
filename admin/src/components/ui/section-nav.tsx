import { NavLink } from 'react-router-dom';
import { cn } from '@admin/lib/cn';

/** Links between the pages of one area (Settings: General, Notifications); the current one is marked. */
export function SectionNav({
  label,
  items,
}: {
  label: string;
  items: readonly { to: string; label: string }[];
}) {
  return (
    <nav aria-label={label} className="mb-6 border-b border-ink-200">
      <ul className="-mb-px flex gap-4">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-block border-b-2 px-1 pb-2 text-sm font-medium',
                  isActive
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-ink-700 hover:border-ink-300 hover:text-ink-950',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The pages of Settings. */
export const SETTINGS_SECTIONS = [
  { to: '/settings', label: 'General' },
  { to: '/settings/notifications', label: 'Notifications' },
] as const;
