import { describe, expect, it } from 'vitest';
import { columnText } from '../../../admin/src/components/content-resource/revisions/revision-fields.ts';
import { highlightParts } from '../../../admin/src/components/content-resource/search/highlight-parts.ts';
import {
  publicationToast,
  trashedToast,
} from '../../../admin/src/components/content-resource/bulk/bulk-messages.ts';

describe('search headlines', () => {
  it('splits the matched words out of the plain text', () => {
    expect(highlightParts('We ⟦grow⟧ brands that ⟦grow⟧.')).toEqual([
      { text: 'We ', matched: false },
      { text: 'grow', matched: true },
      { text: ' brands that ', matched: false },
      { text: 'grow', matched: true },
      { text: '.', matched: false },
    ]);
  });

  it('keeps text without markers, and a marker without its partner, as plain text', () => {
    expect(highlightParts('No match here')).toEqual([{ text: 'No match here', matched: false }]);
    expect(highlightParts('Half ⟦open')).toEqual([{ text: 'Half ⟦open', matched: false }]);
    expect(highlightParts('Stray⟧ end')).toEqual([{ text: 'Stray⟧ end', matched: false }]);
    expect(highlightParts('')).toEqual([]);
  });

  it('leaves markup in the text as text: the component renders it as React text nodes', () => {
    expect(highlightParts('⟦<img src=x onerror=alert(1)>⟧')).toEqual([
      { text: '<img src=x onerror=alert(1)>', matched: true },
    ]);
  });
});

describe('revision field text', () => {
  it('compares lists, objects and empty values as text', () => {
    expect(columnText(['seo', 'ads'])).toBe('seo, ads');
    expect(columnText([{ label: 'Leads', value: '+40%' }])).toBe('{"label":"Leads","value":"+40%"}');
    expect(columnText(null)).toBe('');
    expect(columnText(undefined)).toBe('');
    expect(columnText(42)).toBe('42');
    expect(columnText(false)).toBe('false');
  });
});

describe('bulk action toasts', () => {
  it('say how many changed, how many already were so, and when visitors see it', () => {
    expect(publicationToast('case_studies', 'publish', 2, 3)).toEqual({
      title: 'Published',
      description:
        '2 case studies published. 1 was already published. Visitors see them once the live site is updated (Publish site, in the top bar).',
      variant: 'success',
    });
    expect(publicationToast('jobs', 'unpublish', 1, 1)).toEqual({
      title: 'Closed',
      description:
        '1 job closed. They leave the live site when it is next updated (Publish site, in the top bar).',
      variant: 'success',
    });
    expect(publicationToast('faqs', 'unpublish', 0, 2)).toEqual({
      title: 'Nothing changed',
      description: 'The selected items were not published.',
      variant: 'info',
    });
  });

  it('count what moved to the trash and say for how long it can be restored', () => {
    expect(trashedToast('team_members', 2).description).toBe(
      '2 team members moved to the trash. Restore them from Trash within 30 days.',
    );
    expect(trashedToast('blog_posts', 0).title).toBe('Nothing moved');
  });
});
