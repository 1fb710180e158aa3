/**
 * `npm run bench:lighthouse`: builds the site and the admin against a local stack with the demo
 * content, serves them as the product does, and measures five pages (home, a service page, a blog
 * post, a form and the admin sign-in): gzipped JS, CSS and HTML, and Lighthouse's mobile scores with
 * LCP, TBT and CLS, each against its target. Also gives the full site-size and admin-size tables,
 * measured on the same build.
 */
import path from 'node:path';
import { adminHtmlAndCss, adminSizeMarkdown, adminSizePasses, measureAdmin } from './admin-pages.ts';
import { lighthouseMedians } from './lighthouse-run.ts';
import { isEntryModule } from './main.ts';
import { loadAverage, machineDescription } from './machine.ts';
import { buildAndServeProduct } from './product-site.ts';
import { type BenchSection, reportSection, RESULTS_DIR } from './results.ts';
import { measurePage, PAGES, siteSizeMarkdown, siteSizePasses } from './site-pages.ts';
import { pagePasses, type PageFigures, pagesTable } from './targets.ts';

/** The five pages of the table: one per kind, with the JavaScript budget of each. */
export const MEASURED_PAGES = [
  { page: 'Home', path: '/', jsBudgetKb: 90 },
  { page: 'Service page', path: '/services/digital-marketing/seo', jsBudgetKb: 90 },
  { page: 'Blog post', path: '/blog/ai-lead-scoring-sales-trust', jsBudgetKb: 90 },
  { page: 'Form (contact)', path: '/contact', jsBudgetKb: 130 },
  { page: 'Admin sign-in', path: '/admin/login', jsBudgetKb: 200 },
] as const;

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export async function benchPages(): Promise<BenchSection[]> {
  const product = await buildAndServeProduct();
  try {
    const machine = machineDescription();
    const siteSizes = await Promise.all(PAGES.map((page) => measurePage(product.dist, page)));
    const admin = await measureAdmin(path.join(product.dist, 'admin'));
    const adminLogin = admin.pages.find((p) => p.path === '/admin/login');
    if (!adminLogin) throw new Error('The admin sizes have no sign-in page');
    const adminFiles = await adminHtmlAndCss(product.dist);

    console.log(`Lighthouse, ${RUNS} runs per page, on ${product.siteUrl}…`);
    const lighthouse = await lighthouseMedians(
      MEASURED_PAGES.map((p) => `${product.siteUrl}${p.path}`),
      { runs: RUNS, reportsDir: path.join(RESULTS_DIR, 'lighthouse'), log: (line) => console.log(line) },
    );
    const pages: PageFigures[] = MEASURED_PAGES.map((measured, i) => {
      const figures = lighthouse.pages[i];
      if (!figures) throw new Error(`No Lighthouse figures for ${measured.path}`);
      if (measured.path === '/admin/login')
        return {
          ...measured,
          jsKb: adminLogin.jsKb,
          jsBytes: adminLogin.jsBytes,
          ...adminFiles,
          lighthouse: figures,
        };
      const size = siteSizes.find((s) => s.path === measured.path);
      if (!size) throw new Error(`No size for ${measured.path}`);
      const { jsKb, jsBytes, cssKb, htmlKb } = size;
      return { ...measured, jsKb, jsBytes, cssKb, htmlKb, lighthouse: figures };
    });
    const loads = lighthouse.loadAverages;
    const markdown = [
      `Pages: gzipped KB (JS = everything the page can load) and Lighthouse ${lighthouse.lighthouseVersion} mobile preset (simulated slow 4G, 4× CPU slowdown; median of ${RUNS} runs per page, each figure on its own), Debian Chromium, site served by the local site server on 127.0.0.1. Machine: ${machine}; load average ${Math.min(...loads)}–${Math.max(...loads)} during the Lighthouse runs (${loadAverage()} at the end). LCP and TBT are shown against the "good" thresholds of Web Vitals/Lighthouse as a guide; the targets are the scores, CLS and the JS budgets.`,
      '',
      pagesTable(pages),
    ].join('\n');
    return [
      {
        name: 'pages',
        title: 'Pages (size and Lighthouse)',
        data: {
          machine,
          lighthouseVersion: lighthouse.lighthouseVersion,
          runs: RUNS,
          loadAverages: loads,
          pages,
        },
        markdown,
        passed: pages.every((p) => pagePasses(p)),
      },
      {
        name: 'site-size',
        title: 'Site size (every page type)',
        data: { machine, buildSeconds: product.siteBuildSeconds, pages: siteSizes },
        markdown: siteSizeMarkdown(siteSizes, product.siteBuildSeconds, machine),
        passed: siteSizePasses(siteSizes),
      },
      {
        name: 'admin-size',
        title: 'Admin size',
        data: { machine, buildSeconds: product.adminBuildSeconds, allKb: admin.allKb, pages: admin.pages },
        markdown: adminSizeMarkdown(admin.pages, admin.allKb, product.adminBuildSeconds, machine),
        passed: adminSizePasses(admin.pages),
      },
    ];
  } finally {
    await product.stop();
  }
}

if (isEntryModule(import.meta.url)) {
  for (const section of await benchPages()) await reportSection(section);
}
