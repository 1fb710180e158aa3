import { Link } from 'react-router-dom';
import type { MediaUse } from './api/media-usage';

/** The admin area where each kind of use is edited. */
const USE_KINDS: Record<string, { label: string; area: string }> = {
  blog_post: { label: 'Blog post', area: '/blog-posts' },
  case_study: { label: 'Case study', area: '/case-studies' },
  portfolio_item: { label: 'Portfolio item', area: '/portfolio' },
  team_member: { label: 'Team member', area: '/about-management' },
  page_seo: { label: 'Page SEO', area: '/seo-management' },
  about_content: { label: 'About page', area: '/about-management' },
};

/** The pages using an image, each with a link to where it is edited. */
export function MediaUses({ uses }: { uses: MediaUse[] }) {
  return (
    <ul className="space-y-1 text-sm" aria-label="Where it is used">
      {uses.map((use) => {
        const kind = USE_KINDS[use.kind] ?? { label: use.kind, area: '/' };
        return (
          <li key={`${use.kind}:${use.id}`} className="flex flex-wrap gap-x-2">
            <span className="text-ink-600">{kind.label}:</span>
            <Link
              to={kind.area}
              className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {use.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
