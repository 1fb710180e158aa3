import { NavLink } from 'react-router-dom';
import { AREA_GROUPS, type Area, areaPath, areasFor, type StaffRole } from '@admin/config/areas';
import { cn } from '@admin/lib/cn';
import { AREA_ICONS, FALLBACK_ICON } from './area-icons';

function AreaLink({ area, onNavigate }: { area: Area; onNavigate: (() => void) | undefined }) {
  const Icon = AREA_ICONS[area.slug] ?? FALLBACK_ICON;
  return (
    <li>
      <NavLink
        to={areaPath(area)}
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
  const areas = areasFor(role);
  return (
    <nav aria-label="Admin" className="space-y-6 px-3 py-4">
      <ul className="space-y-1">
        {areas
          .filter((area) => area.group === null)
          .map((area) => (
            <AreaLink key={area.slug} area={area} onNavigate={onNavigate} />
          ))}
      </ul>
      {AREA_GROUPS.map((group) => {
        const items = areas.filter((area) => area.group === group);
        if (items.length === 0) return null;
        const id = `nav-group-${group.toLowerCase()}`;
        return (
          <div key={group}>
            <p id={id} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-ink-600">
              {group}
            </p>
            <ul aria-labelledby={id} className="space-y-1" data-testid={`nav-group-${group}`}>
              {items.map((area) => (
                <AreaLink key={area.slug} area={area} onNavigate={onNavigate} />
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
