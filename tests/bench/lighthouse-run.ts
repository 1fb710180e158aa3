/**
 * Lighthouse (mobile preset: Moto G Power-sized viewport, simulated slow 4G and 4× CPU slowdown)
 * on Debian's Chromium, several runs per page, the median of each figure kept.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadAverage } from './machine.ts';
import {
  CATEGORIES,
  type Category,
  type FailingAudit,
  type LighthouseFigures,
  medianOfRuns,
} from './targets.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function figuresOf(lhr: Result): LighthouseFigures {
  const scores = {} as Record<Category, number>;
  const failingAudits = {} as Record<Category, FailingAudit[]>;
  for (const category of CATEGORIES) {
    const result = lhr.categories[category];
    if (!result) throw new Error(`Lighthouse gave no ${category} score for ${lhr.finalDisplayedUrl}`);
    scores[category] = Math.round((result.score ?? 0) * 100);
    failingAudits[category] = result.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map((audit) => ({ id: audit?.id ?? '', title: audit?.title ?? '' }));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptTransferBytes: scriptTransferBytes(lhr),
    failingAudits,
  };
}

interface NetworkRequestItem {
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
}

/**
 * The bytes of JavaScript the run transferred: every request of the run's own network records
 * (the `network-requests` audit) that is a script, whenever in the trace it loaded.
 */
export function scriptTransferBytes(lhr: Pick<Result, 'audits'>): number {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') throw new Error('Lighthouse gave no network-requests table');
  return (details.items as NetworkRequestItem[])
    .filter((item) => item.resourceType === 'Script' || /javascript/i.test(item.mimeType ?? ''))
    .reduce((bytes, item) => bytes + (item.transferSize ?? 0), 0);
}

export interface LighthouseOptions {
  runs: number;
  /** Where to keep each page's last full report (Lighthouse JSON), to read the audits. */
  reportsDir?: string;
  /** Each URL's report file name (without .json); from the URL's path when not given. */
  reportNames?: string[];
  log?: (line: string) => void;
}

export interface LighthouseMedians {
  lighthouseVersion: string;
  /** The median figures of each URL, in order. */
  pages: LighthouseFigures[];
  /** The machine's 1-minute load average before each round of runs. */
  loadAverages: number[];
}

/**
 * The median figures of `options.runs` Lighthouse runs for each URL. The runs go round the URLs
 * (every URL's first run, then every URL's second…), so a change in the machine's load during the
 * runs falls on every URL alike, and a page and its floor are measured under the same conditions.
 */
export async function lighthouseMedians(
  urls: string[],
  options: LighthouseOptions,
): Promise<LighthouseMedians> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const medians: LighthouseMedians = { lighthouseVersion: '', pages: [], loadAverages: [] };
    const runsOf = urls.map((): LighthouseFigures[] => []);
    for (let run = 1; run <= options.runs; run++) {
      medians.loadAverages.push(loadAverage());
      for (const [i, url] of urls.entries()) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
        medians.lighthouseVersion = result.lhr.lighthouseVersion;
        const figures = figuresOf(result.lhr);
        runsOf[i]?.push(figures);
        options.log?.(
          `${url} run ${run}: ${CATEGORIES.map((c) => `${c} ${figures.scores[c]}`).join(', ')}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, JS transferred ${figures.scriptTransferBytes} B`,
        );
        if (options.reportsDir && run === options.runs) {
          await fs.mkdir(options.reportsDir, { recursive: true });
          const name =
            options.reportNames?.[i] ??
            (new URL(url).pathname.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home');
          await fs.writeFile(path.join(options.reportsDir, `${name}.json`), JSON.stringify(result.lhr));
        }
      }
    }
    medians.pages = runsOf.map((runs) => medianOfRuns(runs));
    return medians;
  } finally {
    chrome.kill();
  }
}
