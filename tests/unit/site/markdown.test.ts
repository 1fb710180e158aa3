import { describe, expect, it } from 'vitest';
import { readingMinutes, renderMarkdown as renderWith } from '../../../src/lib/markdown/render.ts';

/** The local stack's address: its storage is served over http. */
const SUPABASE_URL = 'http://127.0.0.1:54321';
const STORAGE = `${SUPABASE_URL}/storage/v1/object/public`;
const renderMarkdown = (markdown: string) => renderWith(markdown, { supabaseUrl: SUPABASE_URL });

describe('renderMarkdown', () => {
  it('drops raw HTML, scripts, event handlers and javascript: links', async () => {
    const { html } = await renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '[click](javascript:alert(3)) and <a href="https://evil.example" onclick="x()">raw</a>',
        '![pixel](http://tracker.example/p.gif)',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img[^>]*http:/i);
    expect(html).toContain('click');
  });

  it('gives headings ids, an anchor link each, and lists them', async () => {
    const { html, headings } = await renderMarkdown('## Why it matters\n\n### Next steps, in order\n');
    expect(html).toContain(
      '<h2 id="why-it-matters">Why it matters<a class="heading-anchor" aria-hidden="true" tabindex="-1" href="#why-it-matters">#</a></h2>',
    );
    expect(headings).toEqual([
      { depth: 2, slug: 'why-it-matters', text: 'Why it matters' },
      { depth: 3, slug: 'next-steps-in-order', text: 'Next steps, in order' },
    ]);
  });

  it('opens other sites in a new tab without opener, leaves own links alone', async () => {
    const { html } = await renderMarkdown('[out](https://example.com/a) and [in](/contact)');
    expect(html).toContain(
      '<a href="https://example.com/a" rel="noopener noreferrer" target="_blank">out</a>',
    );
    expect(html).toContain('<a href="/contact">in</a>');
  });

  it('makes code blocks focusable so they can be scrolled by keyboard', async () => {
    const { html } = await renderMarkdown('```\nconst a = 1;\n```');
    expect(html).toMatch(/^<pre tabindex="0"><code>/);
  });

  it("shows images from the project's own storage whatever its scheme, other hosts over https only", async () => {
    const { html } = await renderMarkdown(
      [
        `![Our chart](${STORAGE}/media/blog/chart.webp)`,
        '![A partner logo](https://cdn.example.com/logo.png)',
        '![A tracker](http://tracker.example/pixel.gif)',
        `![Another port](http://127.0.0.1:9999/storage/v1/object/public/media/x.webp)`,
        `![Not storage](${SUPABASE_URL}/rest/v1/blog_posts)`,
        `![Climbs out](${STORAGE}/../../../rest/v1/blog_posts)`,
        `![Signed](${SUPABASE_URL}/storage/v1/object/sign/media/x.webp)`,
        '![Relative](/og-default.png)',
        '![Protocol relative](//tracker.example/p.gif)',
        '![Script](javascript:alert(1))',
      ].join('\n\n'),
    );
    expect(html).toContain(
      `<img src="${STORAGE}/media/blog/chart.webp" alt="Our chart" loading="lazy" decoding="async">`,
    );
    expect(html).toContain(
      '<img src="https://cdn.example.com/logo.png" alt="A partner logo" loading="lazy" decoding="async">',
    );
    expect(html.match(/<img /g)).toHaveLength(2);
    // Any other image is left as its alt text, so the reader still gets what it said.
    for (const alt of [
      'A tracker',
      'Another port',
      'Not storage',
      'Climbs out',
      'Signed',
      'Relative',
      'Protocol relative',
      'Script',
    ])
      expect(html).toContain(`<p>${alt}</p>`);
    expect(html).not.toMatch(/tracker\.example|9999|rest\/v1|sign\/|og-default|javascript:/);
  });

  it('takes the storage address from the configuration: https storage, an http image elsewhere refused', async () => {
    const { html } = await renderWith(
      '![Chart](https://abc.supabase.co/storage/v1/object/public/media/c.webp)\n\n' +
        `![Local](${STORAGE}/media/c.webp)`,
      { supabaseUrl: 'https://abc.supabase.co' },
    );
    expect(html).toContain('src="https://abc.supabase.co/storage/v1/object/public/media/c.webp"');
    expect(html).toContain('<p>Local</p>');
  });

  it('counts words for the reading time, at least one minute', async () => {
    const { wordCount } = await renderMarkdown(`# Title\n\n${'word '.repeat(450)}\n\n- item`);
    expect(wordCount).toBe(452);
    expect(readingMinutes(wordCount)).toBe(2);
    expect(readingMinutes(0)).toBe(1);
  });
});
