/**
 * `npm run bench:lighthouse`: builds the site and the admin against a local stack with the demo
 * content, serves them as the product does, and measures five pages (home, a service page, a blog
 * post, a form and the admin sign-in): gzipped JS, CSS and HTML, and Lighthouse's mobile scores with
 * LCP, TBT, CLS and the JavaScript each run transferred; for the four site pages also the LCP of
 * their physical floor (floor-variant.ts, served by floor-server.ts) in the same runs; and the
 * click-to-LCP of a second page (second-page.ts). Each figure against its target. Also gives the
 * full site-size and admin-size tables, measured on the same build.
 */
import path from 'node:path';
import { adminHtmlAndCss, adminSizeMarkdown, adminSizePasses, measureAdmin } from './admin-pages.ts';
import { serveFloor } from './floor-server.ts';
import { type LighthouseMedians, lighthouseMedians } from './lighthouse-run.ts';
import { isEntryModule } from './main.ts';
import { loadAverage, machineDescription } from './machine.ts';
import { buildAndServeProduct } from './product-site.ts';
import { type BenchSection, reportSection, RESULTS_DIR } from './results.ts';
import { secondPageClickToLcp, secondPageLine } from './second-page.ts';
import { measurePage, PAGES, siteSizeMarkdown, siteSizePasses } from './site-pages.ts';
import { PAGE_TARGETS, type PageKind, pagePasses, type PageFigures, pagesTable } from './targets.ts';

/** The five pages of the table, each with the kind whose targets it has (PAGE_TARGETS). */
export const MEASURED_PAGES: readonly { page: string; path: string; kind: PageKind }[] = [
  { page: 'Home', path: '/', kind: 'content' },
  { page: 'Service page', path: '/services/digital-marketing/seo', kind: 'content' },
  { page: 'Blog post', path: '/blog/ai-lead-scoring-sales-trust', kind: 'content' },
  { page: 'Form (contact)', path: '/contact', kind: 'form' },
  { page: 'Admin sign-in', path: '/admin/login', kind: 'admin' },
];

/** The second page view measured: from home, a click on a link to the service page of the table. */
const SECOND_PAGE = { from: '/', to: '/services/digital-marketing/seo' };

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The site pages measured against their floor: every page whose targets have a floor ratio. */
const withFloor = MEASURED_PAGES.filter((p) => PAGE_TARGETS[p.kind].floorRatio !== undefined);
const reportName = (pagePath: string) => pagePath.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';

/**
 * Lighthouse's medians for every measured page, then for the floor of each page of `withFloor`,
 * all in the same runs; the floors served (floor-server.ts) only while they are measured.
 */
async function lighthouseWithFloors(dist: string, siteUrl: string): Promise<LighthouseMedians> {
  const floor = await serveFloor(
    dist,
    siteUrl,
    withFloor.map((p) => p.path),
  );
  try {
    console.log(`Lighthouse, ${RUNS} runs per page and per floor, on ${siteUrl} and ${floor.url}…`);
    return await lighthouseMedians(
      [...MEASURED_PAGES.map((p) => `${siteUrl}${p.path}`), ...withFloor.map((p) => `${floor.url}${p.path}`)],
      {
        runs: RUNS,
        reportsDir: path.join(RESULTS_DIR, 'lighthouse'),
        reportNames: [
          ...MEASURED_PAGES.map((p) => reportName(p.path)),
          ...withFloor.map((p) => `floor-${reportName(p.path)}`),
        ],
        log: (line) => console.log(line),
      },
    );
  } finally {
    await floor.stop();
  }
}

export async function benchPages(): Promise<BenchSection[]> {
  const product = await buildAndServeProduct();
  try {
    const machine = machineDescription();
    const siteSizes = await Promise.all(PAGES.map((page) => measurePage(product.dist, page)));
    const admin = await measureAdmin(path.join(product.dist, 'admin'));
    const adminLogin = admin.pages.find((p) => p.path === '/admin/login');
    if (!adminLogin) throw new Error('The admin sizes have no sign-in page');
    const adminFiles = await adminHtmlAndCss(product.dist);

    const lighthouse = await lighthouseWithFloors(product.dist, product.siteUrl);
    console.log(`Second page, ${RUNS} runs…`);
    const secondPage = await secondPageClickToLcp(product.siteUrl, {
      ...SECOND_PAGE,
      runs: RUNS,
      log: (line) => console.log(line),
    });
    const floorLcpOf = (pagePath: string) => {
      const index = withFloor.findIndex((p) => p.path === pagePath);
      return index < 0 ? undefined : lighthouse.pages[MEASURED_PAGES.length + index]?.lcpMs;
    };
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
      const floorLcpMs = floorLcpOf(measured.path);
      return {
        ...measured,
        jsKb,
        jsBytes,
        cssKb,
        htmlKb,
        lighthouse: figures,
        ...(floorLcpMs === undefined ? {} : { floorLcpMs }),
      };
    });
    const loads = lighthouse.loadAverages;
    const markdown = [
      `Pages: gzipped KB (JS "can load" = every script the page can load, whenever; JS "transferred" = the scripts in the Lighthouse run's own network records) and Lighthouse ${lighthouse.lighthouseVersion} mobile preset (simulated slow 4G, 4× CPU slowdown; median of ${RUNS} runs per page, each figure on its own), Debian Chromium, site served by the local site server on 127.0.0.1. Floor = the same page with every script removed and its CSS inlined, served by the same server from a copy of the build, measured in the same runs (interleaved); LCP ÷ floor is our median LCP over the floor's. Machine: ${machine}; load average ${Math.min(...loads)}–${Math.max(...loads)} during the Lighthouse runs (${loadAverage()} at the end). The admin sign-in keeps its own targets (performance ≥ 95, JS ≤ 200 KB); its LCP and TBT are shown against Web Vitals' "good" thresholds as a guide.`,
      '',
      pagesTable(pages),
      '',
      secondPageLine(secondPage),
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
          floors: withFloor.map((p, i) => ({
            path: p.path,
            lighthouse: lighthouse.pages[MEASURED_PAGES.length + i],
          })),
          secondPage,
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
