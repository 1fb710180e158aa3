import { SEO_LIMITS } from '@admin/lib/seo/limits';
import { oneLine } from '@lib/seo/text-rules';

/** Cuts text to about `max` characters at a word boundary with "…", as search results do. */
export function truncateLikeGoogle(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:–-]+$/, '')} …`;
}

/** "https://example.com/services/seo" → "example.com › services › seo". */
export function breadcrumbUrl(origin: string, route: string): string {
  const host = new URL(origin).host;
  return [host, ...route.split('/').filter(Boolean)].join(' › ');
}

interface SearchPreviewProps {
  route: string;
  title: string;
  description: string;
}

/** How the page could look in Google's results: title, address and description, truncated alike. */
export function SearchPreview({ route, title, description }: SearchPreviewProps) {
  const shownTitle = oneLine(title);
  const shownDescription = oneLine(description);
  return (
    <figure className="rounded-lg border border-ink-200 bg-white p-4" data-testid="search-preview">
      <figcaption className="mb-2 text-xs font-medium uppercase tracking-wide text-ink-700">
        Search result preview
      </figcaption>
      <p className="truncate text-sm text-ink-800" data-testid="preview-url">
        {breadcrumbUrl(window.location.origin, route)}
      </p>
      <p className="text-lg leading-snug text-[#1a0dab]" data-testid="preview-title">
        {shownTitle
          ? truncateLikeGoogle(shownTitle, SEO_LIMITS.title.recommendedMax)
          : 'The page’s own title'}
      </p>
      <p className="text-sm text-ink-800" data-testid="preview-description">
        {shownDescription
          ? truncateLikeGoogle(shownDescription, SEO_LIMITS.description.recommendedMax)
          : 'The page’s own description'}
      </p>
    </figure>
  );
}
