import type { BacklinkStatus } from './contract.ts';
import { fetchPage } from './fetch-page.ts';
import { LinkFinder } from './link-finder.ts';
import type { CheckSettings } from './settings.ts';

export interface Backlink {
  id: string;
  source_url: string;
  target_url: string;
  expected_anchor: string | null;
}

export interface LinkCheck {
  status: BacklinkStatus;
  httpStatus: number | null;
  /** Set when the link was found. */
  link: { anchorText: string | null; rel: string | null } | null;
  reason: string | null;
}

const megabytes = (bytes: number) => `${String(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;

/**
 * Checks one backlink: live when the source page links to the target, lost when the page was read
 * but the link is not on it, broken when the page could not be read (HTTP error, timeout, too
 * large, DNS or connection failure, refused address).
 */
export async function checkLink(backlink: Backlink, settings: CheckSettings): Promise<LinkCheck> {
  let finder: LinkFinder | null = null;
  const outcome = await fetchPage(backlink.source_url, settings, (text, pageUrl) => {
    finder ??= new LinkFinder(backlink.target_url, pageUrl);
    finder.write(text);
  });
  switch (outcome.kind) {
    case 'failed':
      return { status: 'broken', httpStatus: null, link: null, reason: outcome.reason };
    case 'http_error':
      return {
        status: 'broken',
        httpStatus: outcome.status,
        link: null,
        reason: `The page answered HTTP ${String(outcome.status)}.`,
      };
    case 'too_large':
      return {
        status: 'broken',
        httpStatus: outcome.status,
        link: null,
        reason: `The page is larger than ${megabytes(settings.maxBytes)}; reading stopped there.`,
      };
    case 'fetched': {
      const reader = finder as LinkFinder | null;
      reader?.end();
      const found = reader?.best(backlink.expected_anchor) ?? null;
      if (found)
        return {
          status: 'live',
          httpStatus: outcome.status,
          link: { anchorText: found.anchorText || null, rel: found.rel },
          reason: null,
        };
      return {
        status: 'lost',
        httpStatus: outcome.status,
        link: null,
        reason: outcome.isHtml
          ? 'The page no longer links to the target.'
          : 'The address is not an HTML page, so it holds no link.',
      };
    }
  }
}
