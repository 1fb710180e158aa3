import type { APIRoute } from 'astro';

/** Crawlers may read the site, not the back office; the sitemap is at /sitemap.xml. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap.xml', site ?? 'http://localhost:4321').href;
  return new Response(
    ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${sitemap}`, ''].join('\n'),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
};
