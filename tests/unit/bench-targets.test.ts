// Runtime: < 50 ms (pure functions).
import { describe, expect, it } from 'vitest';
import {
  type LighthouseFigures,
  median,
  medianOfRuns,
  type PageFigures,
  pagePasses,
  pagesTable,
  pageVerdicts,
  ratioCell,
} from '../bench/targets.ts';

function figures(overrides: Partial<LighthouseFigures> = {}): LighthouseFigures {
  return {
    scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 1800,
    tbtMs: 40,
    cls: 0,
    scriptTransferBytes: 40_960,
    failingAudits: { performance: [], accessibility: [], 'best-practices': [], seo: [] },
    ...overrides,
  };
}

/** Figures that meet every target of a content page. */
const good = (overrides: Partial<LighthouseFigures> = {}) =>
  figures({
    scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 1200,
    ...overrides,
  });

function page(overrides: Partial<PageFigures> = {}): PageFigures {
  return {
    page: 'Home',
    path: '/',
    kind: 'content',
    jsKb: 88.8,
    jsBytes: 90_931,
    cssKb: 11,
    htmlKb: 15.9,
    lighthouse: good(),
    floorLcpMs: 1100,
    ...overrides,
  };
}

const noIndex = { id: 'is-crawlable', title: 'Page is blocked from indexing' };
function withoutFloor(figures: PageFigures): PageFigures {
  const { floorLcpMs: _, ...rest } = figures;
  return rest;
}

const adminSeo = (failing = [noIndex]) =>
  withoutFloor(
    page({
      page: 'Admin sign-in',
      path: '/admin/login',
      kind: 'admin',
      jsKb: 199.9,
      jsBytes: 204_744,
      lighthouse: figures({
        lcpMs: 3100,
        tbtMs: 65,
        scriptTransferBytes: 210_000,
        scores: { performance: 96, accessibility: 100, 'best-practices': 100, seo: 66 },
        failingAudits: { performance: [], accessibility: [], 'best-practices': [], seo: failing },
      }),
    }),
  );

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('takes each figure on its own and keeps every audit that failed in any run', () => {
    const contrast = { id: 'color-contrast', title: 'Contrast' };
    const runs = [
      figures({ lcpMs: 3000, cls: 0.1 }),
      figures({
        lcpMs: 1000,
        scores: { performance: 80, accessibility: 95, 'best-practices': 100, seo: 100 },
      }),
      figures({
        lcpMs: 2000,
        failingAudits: { performance: [], accessibility: [contrast], 'best-practices': [], seo: [] },
      }),
    ];
    const result = medianOfRuns(runs);
    expect(result.lcpMs).toBe(2000);
    expect(result.cls).toBe(0);
    expect(result.scores.performance).toBe(98);
    expect(result.scores.accessibility).toBe(100);
    expect(result.failingAudits.accessibility).toEqual([contrast]);
  });
});

describe('targets', () => {
  it('passes a content page that meets every target, at the exact limits', () => {
    const exact = page({
      jsKb: 90,
      jsBytes: 92_160,
      lighthouse: good({ lcpMs: 1300, tbtMs: 50, scriptTransferBytes: 61_440 }),
      floorLcpMs: 1300 / 1.15,
    });
    expect(pagePasses(exact)).toBe(true);
  });

  it('gives form pages their own limits: 130 KB can load, 100 KB transferred, LCP 1.5 s', () => {
    const form = page({
      path: '/contact',
      kind: 'form',
      jsKb: 130,
      jsBytes: 133_120,
      lighthouse: good({ lcpMs: 1500, scriptTransferBytes: 102_400 }),
      floorLcpMs: 1400,
    });
    expect(pagePasses(form)).toBe(true);
    expect(pagePasses({ ...form, kind: 'content' })).toBe(false);
    expect(pageVerdicts({ ...form, lighthouse: good({ lcpMs: 1501 }) }).lcp).toBe('fail');
  });

  it('fails each figure that misses its target (JS on exact bytes: 92,161 shows as 90.0 but is over 90 KB)', () => {
    const missed = page({
      jsKb: 90,
      jsBytes: 92_161,
      lighthouse: figures({
        scores: { performance: 98, accessibility: 99, 'best-practices': 96, seo: 92 },
        lcpMs: 1301,
        tbtMs: 51,
        cls: 0.002,
        scriptTransferBytes: 61_441,
      }),
      floorLcpMs: 1301 / 1.16,
    });
    expect(pageVerdicts(missed)).toEqual({
      js: 'fail',
      jsTransferred: 'fail',
      performance: 'fail',
      accessibility: 'fail',
      'best-practices': 'fail',
      seo: 'fail',
      lcp: 'fail',
      tbt: 'fail',
      cls: 'fail',
      floorRatio: 'fail',
    });
    expect(pagePasses(missed)).toBe(false);
  });

  it('fails a site page whose floor was not measured', () => {
    expect(pageVerdicts(withoutFloor(page())).floorRatio).toBe('fail');
    expect(pagePasses(withoutFloor(page()))).toBe(false);
  });

  it('counts a CLS that Lighthouse shows as 0 (below 0.0005) as 0', () => {
    expect(pageVerdicts(page({ lighthouse: good({ cls: 0.0004 }) })).cls).toBe('pass');
  });

  it('keeps the admin sign-in on its own targets: performance 95, 200 KB, LCP and TBT as a guide, no floor', () => {
    const verdicts = pageVerdicts(adminSeo());
    expect(verdicts.performance).toBe('pass');
    expect(verdicts.js).toBe('pass');
    expect(verdicts).not.toHaveProperty('lcp');
    expect(verdicts).not.toHaveProperty('tbt');
    expect(verdicts).not.toHaveProperty('jsTransferred');
    expect(verdicts).not.toHaveProperty('floorRatio');
    expect(pageVerdicts({ ...adminSeo(), jsBytes: 204_801 }).js).toBe('fail');
  });

  it('accepts the admin sign-in SEO gap only when noindex is the one failing audit', () => {
    expect(pageVerdicts(adminSeo()).seo).toBe('exception');
    expect(pagePasses(adminSeo())).toBe(true);
    const more = adminSeo([noIndex, { id: 'document-title', title: 'No title' }]);
    expect(pageVerdicts(more).seo).toBe('fail');
    expect(pageVerdicts(page({ ...adminSeo(), path: '/' })).seo).toBe('fail');
  });
});

describe('ratioCell', () => {
  it('shows the ratio to two decimals against its target, and checks the shown figure', () => {
    expect(ratioCell(page(), 'pass')).toBe('1.09× (≤ 1.15) ✓');
    const justOver = page({ lighthouse: good({ lcpMs: 1156 }), floorLcpMs: 1000 });
    expect(ratioCell(justOver, pageVerdicts(justOver).floorRatio)).toBe('1.16× (≤ 1.15) ✗');
    const roundsDown = page({ lighthouse: good({ lcpMs: 1154 }), floorLcpMs: 1000 });
    expect(pageVerdicts(roundsDown).floorRatio).toBe('pass');
  });

  it('says when a floor was not measured, and shows a dash where there is no floor target', () => {
    expect(ratioCell(withoutFloor(page()), 'fail')).toBe('not measured (≤ 1.15) ✗');
    expect(ratioCell(adminSeo(), undefined)).toBe('–');
  });
});

describe('pagesTable', () => {
  it('prints one row per page with marks, the deliberate gap and the failing audits', () => {
    const contrast = { id: 'color-contrast', title: 'Contrast is too low' };
    const table = pagesTable([
      page(),
      page({
        page: 'Contact',
        path: '/contact',
        kind: 'form',
        lighthouse: good({
          scores: { performance: 99, accessibility: 93, 'best-practices': 100, seo: 100 },
          failingAudits: { performance: [], accessibility: [contrast], 'best-practices': [], seo: [] },
        }),
      }),
      adminSeo(),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toBe(
      '| Page | Path | JS KB, can load (budget) | JS KB, transferred | CSS KB | HTML KB | Perf | A11y (100) | BP (100) | SEO (100) | LCP s | Floor LCP s | LCP ÷ floor | TBT ms | CLS (0) | All targets |',
    );
    expect(lines[2]).toBe(
      '| Home | `/` | 88.8 (90) ✓ | 40.0 (≤ 60) ✓ | 11 | 15.9 | 99 (≥ 99) ✓ | 100 ✓ | 100 ✓ | 100 ✓ | 1.20 (≤ 1.3) ✓ | 1.10 | 1.09× (≤ 1.15) ✓ | 40 (≤ 50) ✓ | 0 ✓ | pass |',
    );
    expect(lines[3]).toContain('| 40.0 (≤ 100) ✓ |');
    expect(lines[3]).toContain('| 1.20 (≤ 1.5) ✓ |');
    expect(lines[3]).toContain('| 93 ✗ |');
    expect(lines[3]).toMatch(/\*\*FAIL\*\* \|$/);
    expect(lines[4]).toContain('| 199.9 (200) ✓ | 205.1 |');
    expect(lines[4]).toContain('| 96 (≥ 95) ✓ |');
    expect(lines[4]).toContain('| 66 ✗† |');
    expect(lines[4]).toContain('| 3.10 (≤ 2.5, guide) ✗ | – | – | 65 (≤ 200, guide) ✓ |');
    expect(lines[4]).toMatch(/\| pass \|$/);
    expect(table).toContain('† Deliberate gap on `/admin/login` (seo)');
    expect(table).toContain('✗ `/contact` accessibility: color-contrast (Contrast is too low).');
  });
});
