import type { SVGProps } from 'react';

/**
 * The Lucide icons (ISC licence, lucide.dev) that the islands of every page draw, as plain SVG with
 * Lucide's own attributes: lucide-react's icon runtime would add about 2 KB to what each page can
 * load. The pages' other icons still come from lucide-react.
 */
function lucideIcon(name: string, paths: readonly string[]) {
  return function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const X = lucideIcon('x', ['M18 6 6 18', 'm6 6 12 12']);
export const Menu = lucideIcon('menu', ['M4 5h16', 'M4 12h16', 'M4 19h16']);
export const ChevronDown = lucideIcon('chevron-down', ['m6 9 6 6 6-6']);
export const MessageCircle = lucideIcon('message-circle', [
  'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719',
]);
