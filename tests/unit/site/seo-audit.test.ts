import { describe, expect, it } from 'vitest';
import {
  auditSeo,
  type SeoAuditInput,
  type SeoRow,
  worstSeverity,
} from '../../../admin/src/lib/seo/audit.ts';
import { descriptionGuidance, titleGuidance } from '../../../admin/src/lib/seo/limits.ts';

const GOOD_DESCRIPTION =
  'Search, paid media and AI automation for growing companies, measured by the revenue they bring in.';

const row = (route: string, values: Partial<SeoRow> = {}): SeoRow => ({
  route,
  title: null,
  description: null,
  og_image_path: null,
  og_image_alt: null,
  noindex: false,
  ...values,
});

const page = (route: string, values: Partial<SeoRow> = {}, extra: Partial<SeoAuditInput> = {}) => ({
  route,
  seo: row(route, { title: `Page ${route}`, description: `${GOOD_DESCRIPTION} ${route}`, ...values }),
  ...extra,
});

/** The issues of each route, as "field code" strings. */
const issuesOf = (pages: SeoAuditInput[]) =>
  Object.fromEntries(
    auditSeo(pages).map((result) => [
      result.route,
      result.issues.map((issue) => `${issue.field} ${issue.code}`),
    ]),
  );

describe('length guidance', () => {
  it('recommends titles up to 60 characters, with 70 the limit', () => {
    expect([0, 1, 60, 61, 70, 71].map(titleGuidance)).toEqual([
      'empty',
      'good',
      'good',
      'long',
      'long',
      'over-limit',
    ]);
  });

  it('recommends descriptions of 70 to 160 characters, with 170 the limit', () => {
    expect([0, 69, 70, 160, 161, 170, 171].map(descriptionGuidance)).toEqual([
      'empty',
      'short',
      'good',
      'good',
      'long',
      'long',
      'over-limit',
    ]);
  });
});

describe('the SEO audit', () => {
  it('finds nothing wrong with distinct texts of good length', () => {
    const results = auditSeo([page('/'), page('/about')]);
    expect(results.map((result) => result.issues)).toEqual([[], []]);
    expect(results.map((result) => worstSeverity(result.issues))).toEqual([null, null]);
  });

  it('uses the page’s own title and description where the row leaves them empty', () => {
    const [withRow, withoutRow, blankRow] = auditSeo([
      page('/a', { title: 'From the row' }, { defaults: { title: 'From the page' } }),
      { route: '/b', defaults: { title: 'From the page', description: GOOD_DESCRIPTION } },
      page('/c', { title: '   ' }, { defaults: { title: '  Page  title ' } }),
    ]);
    expect(withRow?.title).toMatchObject({ value: 'From the row', source: 'page_seo', length: 12 });
    expect(withoutRow?.title).toMatchObject({ value: 'From the page', source: 'page' });
    expect(withoutRow?.description.source).toBe('page');
    expect(blankRow?.title).toMatchObject({ value: 'Page title', source: 'page' });
  });

  it('flags missing titles and descriptions as errors', () => {
    const [result] = auditSeo([{ route: '/new-page', seo: row('/new-page') }]);
    expect(result?.title.source).toBe('none');
    expect(result?.issues).toEqual([
      { field: 'title', code: 'missing', severity: 'error', message: 'Title is missing' },
      { field: 'description', code: 'missing', severity: 'error', message: 'Description is missing' },
    ]);
    expect(worstSeverity(result?.issues ?? [])).toBe('error');
  });

  it('warns about long titles, short or long descriptions, and refuses what is over the limit', () => {
    const results = auditSeo([
      page('/long-title', { title: 'T'.repeat(61) }),
      page('/short-description', { description: 'Too short.' }),
      page('/long-description', { description: 'D'.repeat(161) }),
      { route: '/over', defaults: { title: 'é'.repeat(71), description: 'd'.repeat(171) } },
    ]);
    expect(results.map((result) => result.issues.map((issue) => [issue.code, issue.severity]))).toEqual([
      [['too-long', 'warning']],
      [['too-short', 'warning']],
      [['too-long', 'warning']],
      [
        ['over-limit', 'error'],
        ['over-limit', 'error'],
      ],
    ]);
    expect(results[0]?.issues[0]?.message).toBe(
      'Title is 61 characters: search results usually show about 60',
    );
    expect(results[1]?.issues[0]?.message).toBe('Description is 10 characters: aim for 70 to 160');
    expect(results[3]?.issues[0]?.message).toBe('Title is 71 characters: the limit is 70');
  });

  it('counts characters as the database does: an emoji is one', () => {
    const [result] = auditSeo([page('/emoji', { title: '😀'.repeat(60) })]);
    expect(result?.title.length).toBe(60);
    expect(result?.issues).toEqual([]);
  });

  it('flags titles and descriptions repeated on other indexed pages, ignoring case and spacing', () => {
    const issues = issuesOf([
      page('/a', { title: 'Grow Digital' }),
      page('/b', { title: 'grow  digital ' }),
      page('/c', { title: 'GROW DIGITAL', description: GOOD_DESCRIPTION }),
      page('/d', { description: GOOD_DESCRIPTION }),
      page('/hidden', { title: 'Grow Digital', noindex: true }),
      page('/thank-you', { description: GOOD_DESCRIPTION }, { noindex: true }),
    ]);
    expect(issues).toEqual({
      '/a': ['title duplicate'],
      '/b': ['title duplicate'],
      '/c': ['title duplicate', 'description duplicate'],
      '/d': ['description duplicate'],
      '/hidden': [],
      '/thank-you': [],
    });
    const [first] = auditSeo([
      page('/a', { title: 'Same' }),
      page('/b', { title: 'Same' }),
      page('/c', { title: 'Same' }),
    ]);
    expect(first?.issues).toEqual([
      {
        field: 'title',
        code: 'duplicate',
        severity: 'warning',
        message: 'Same title as /b and /c',
        routes: ['/b', '/c'],
      },
    ]);
  });

  it('flags an Open Graph image without alt text', () => {
    expect(
      issuesOf([
        page('/no-alt', { og_image_path: 'og/home.png' }),
        page('/blank-alt', { og_image_path: 'og/home.png', og_image_alt: '  ' }),
        page('/with-alt', { og_image_path: 'og/home.png', og_image_alt: 'Team at work' }),
        page('/no-image', { og_image_alt: null }),
      ]),
    ).toEqual({
      '/no-alt': ['og_image_alt missing'],
      '/blank-alt': ['og_image_alt missing'],
      '/with-alt': [],
      '/no-image': [],
    });
  });
});
