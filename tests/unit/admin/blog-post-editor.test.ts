import { describe, expect, it } from 'vitest';
import {
  applyFormat,
  insertAt,
  markdownImage,
} from '../../../admin/src/features/blog-posts/editor/markdown-toolbar.ts';
import { renderMarkdown } from '../../../src/lib/markdown/render.ts';
import { publicationAfter } from '../../../admin/src/lib/publication.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const LIVE = { status: 'published', published_at: '2026-10-01T09:00:00.000Z' } as const;

// The blog's publication rule, now the one model's (publicationAfter without keepDraftDate).
describe('a post’s publication after a save', () => {
  it('keeps the stored state on save, and a new post is a draft', () => {
    expect(publicationAfter({ kind: 'keep' }, LIVE, { now: NOW })).toEqual({
      status: 'published',
      published_at: LIVE.published_at,
    });
    expect(publicationAfter({ kind: 'keep' }, null, { now: NOW })).toEqual({
      status: 'draft',
      published_at: null,
    });
  });

  it('publishes now, schedules at the chosen time and unpublishes to a dateless draft', () => {
    expect(publicationAfter({ kind: 'publish' }, null, { now: NOW })).toEqual({
      status: 'published',
      published_at: NOW.toISOString(),
    });
    expect(
      publicationAfter({ kind: 'schedule', at: '2027-01-01T09:00:00.000Z' }, null, { now: NOW }),
    ).toEqual({
      status: 'scheduled',
      published_at: '2027-01-01T09:00:00.000Z',
    });
    expect(publicationAfter({ kind: 'unpublish' }, LIVE, { now: NOW })).toEqual({
      status: 'draft',
      published_at: null,
    });
  });
});

describe('applyFormat', () => {
  it('wraps the selection, or a placeholder, and selects the wrapped text', () => {
    expect(applyFormat({ value: 'a word here', selectionStart: 2, selectionEnd: 6 }, 'bold')).toEqual({
      value: 'a **word** here',
      selectionStart: 4,
      selectionEnd: 8,
    });
    expect(applyFormat({ value: '', selectionStart: 0, selectionEnd: 0 }, 'link')).toEqual({
      value: '[link text](https://)',
      selectionStart: 1,
      selectionEnd: 10,
    });
  });

  it('prefixes every selected line', () => {
    expect(applyFormat({ value: 'one\ntwo\nthree', selectionStart: 5, selectionEnd: 13 }, 'list')).toEqual({
      value: 'one\n- two\n- three',
      selectionStart: 7,
      selectionEnd: 17,
    });
    expect(applyFormat({ value: 'Title', selectionStart: 2, selectionEnd: 2 }, 'heading').value).toBe(
      '## Title',
    );
  });
});

describe('inserting an image', () => {
  const storage = 'http://127.0.0.1:54321/storage/v1/object/public/media';

  it('puts the image in place of the selection, the cursor after it', () => {
    expect(insertAt({ value: 'Intro.\n\nOld text', selectionStart: 8, selectionEnd: 16 }, '![a](u)')).toEqual(
      {
        value: 'Intro.\n\n![a](u)',
        selectionStart: 15,
        selectionEnd: 15,
      },
    );
  });

  it('writes Markdown that renders to that image and alt text, whatever they contain', async () => {
    const url = `${storage}/library/2026/11/chart (final).webp`;
    const markdown = markdownImage('Spend vs. revenue [Q3] \\ by\nchannel', url);
    expect(markdown).toBe(
      `![Spend vs. revenue \\[Q3\\] \\\\ by channel](${storage}/library/2026/11/chart%20%28final%29.webp)`,
    );
    const { html } = await renderMarkdown(markdown, { supabaseUrl: 'http://127.0.0.1:54321' });
    expect(html).toBe(
      `<p><img src="${storage}/library/2026/11/chart%20%28final%29.webp" alt="Spend vs. revenue [Q3] \\ by channel" loading="lazy" decoding="async"></p>`,
    );
  });
});
