import { describe, expect, it } from 'vitest';
import { readingMinutes, renderMarkdown } from '../../../src/lib/markdown/render.ts';

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

  it('counts words for the reading time, at least one minute', async () => {
    const { wordCount } = await renderMarkdown(`# Title\n\n${'word '.repeat(450)}\n\n- item`);
    expect(wordCount).toBe(452);
    expect(readingMinutes(wordCount)).toBe(2);
    expect(readingMinutes(0)).toBe(1);
  });
});
