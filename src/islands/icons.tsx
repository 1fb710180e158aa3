import { ChevronDown as chevronDown, Menu as menu, MessageCircle as messageCircle, X as x } from 'lucide';
import type { IconNode } from 'lucide';
import type { SVGProps } from 'react';

/**
 * The icons the islands of every page draw, from the `lucide` package's icon data (plain arrays)
 * with Lucide's default attributes: lucide-react's icon runtime would add about 2 KB to what each
 * page can load. The pages' other icons still come from lucide-react.
 */
function lucideIcon(name: string, node: IconNode) {
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
        {node.map(([Tag, attributes]) => (
          <Tag key={String(attributes.d)} {...attributes} />
        ))}
      </svg>
    );
  };
}

export const X = lucideIcon('x', x);
export const Menu = lucideIcon('menu', menu);
export const ChevronDown = lucideIcon('chevron-down', chevronDown);
export const MessageCircle = lucideIcon('message-circle', messageCircle);
