import { describe, expect, it } from 'vitest';
import { visibilityDecision } from '../../../src/lib/page-visibility.ts';
import {
  downloadExtension,
  newScrollMarks,
  type ScrollMark,
  scrollDepthPercent,
} from '../../../src/lib/tracking/rules.ts';

describe('page visibility rules (spec §4)', () => {
  it('shows a page without a record, leaves it shown on a query error, and redirects only when is_visible is false', () => {
    expect(visibilityDecision({ data: null, error: null })).toBe('show');
    expect(visibilityDecision({ data: null, error: { message: 'network' } })).toBe('show');
    expect(visibilityDecision({ data: { is_visible: false }, error: { message: 'odd' } })).toBe('show');
    expect(visibilityDecision({ data: { is_visible: true }, error: null })).toBe('show');
    expect(visibilityDecision({ data: { is_visible: false }, error: null })).toBe('redirect');
  });
});

describe('tracking rules', () => {
  it('measures scroll depth as the share of the page seen', () => {
    expect(scrollDepthPercent(0, 800, 800)).toBe(100);
    expect(scrollDepthPercent(0, 800, 3200)).toBe(25);
    expect(scrollDepthPercent(1600, 800, 3200)).toBe(75);
    expect(scrollDepthPercent(5000, 800, 3200)).toBe(100);
  });

  it('reports each mark once, all marks passed at once in order', () => {
    const reported = new Set<ScrollMark>();
    expect(newScrollMarks(24.4, reported)).toEqual([]);
    expect(newScrollMarks(60, reported)).toEqual([25, 50]);
    reported.add(25).add(50);
    expect(newScrollMarks(60, reported)).toEqual([]);
    expect(newScrollMarks(99.6, reported)).toEqual([75, 100]);
  });

  it('recognises download links by the extension of their path', () => {
    const base = 'https://growdigital.example/resources/downloads';
    expect(
      ['a.pdf', 'b.doc', 'c.docx', 'd.xls', 'e.xlsx', 'f.zip', 'g.rar'].map((f) =>
        downloadExtension(`/files/${f}`, base),
      ),
    ).toEqual(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'rar']);
    expect(downloadExtension('https://cdn.example.com/Guide.PDF?version=2#page=3', base)).toBe('pdf');
    expect(downloadExtension('/blog/what-is-a.pdf-viewer', base)).toBeUndefined();
    expect(downloadExtension('/images/cover.png', base)).toBeUndefined();
    expect(downloadExtension('/docs?file=report.pdf', base)).toBeUndefined();
    expect(downloadExtension('http://[bad', base)).toBeUndefined();
  });
});
