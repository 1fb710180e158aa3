/**
 * Click-to-LCP of a second page: in Debian's Chromium (Playwright), on Lighthouse's mobile
 * conditions applied for real (slow 4G with Lighthouse's DevTools-throttling figures, 4× CPU
 * slowdown, a 412 × 823 phone viewport), a visitor opens the home page, waits until it is idle
 * (load and 500 ms without network requests), hovers an internal link for HOVER_MS (what lets a
 * hover prefetch start), and clicks it. Measured:
 *
 *   click-to-LCP = (new page's navigation start − click) + new page's LCP,
 *
 * where "click" is the click event's time on the home page, "navigation start" is the new page's
 * `performance.timeOrigin`, and its LCP is the last `largest-contentful-paint` entry's startTime
 * (relative to that navigation start), read once the new page has loaded and stayed 1 s. Both
 * times are on the same clock (timeOrigin + a high-resolution timestamp). Each run uses a fresh
 * browser context (empty cache), as a first visit does.
 */
import { type Browser, chromium } from 'playwright-core';
import { COOKIES_ACCEPTED_KEY } from '../../src/lib/tracking/consent.ts';
import { median } from './targets.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How long the pointer rests on the link before the click. */
export const HOVER_MS = 300;

/** Lighthouse's mobile "slow 4G" as DevTools throttling applies it (its constants' devtools variant). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

export interface SecondPageRun {
  /** From the click on the home page to the new page's navigation start. */
  clickToNavigationMs: number;
  /** The new page's LCP, from its navigation start. */
  navigationToLcpMs: number;
  clickToLcpMs: number;
}

export interface SecondPageFigures {
  from: string;
  to: string;
  hoverMs: number;
  runs: SecondPageRun[];
  /** The median of each figure on its own. */
  median: SecondPageRun;
}

/** Kept in every document the context opens: its LCP entries, and the time of a click on it. */
function recordTimings(): void {
  const w = window as unknown as { __benchLcp: number[] };
  w.__benchLcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__benchLcp.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  addEventListener(
    'click',
    (event) => sessionStorage.setItem('benchClickAt', String(performance.timeOrigin + event.timeStamp)),
    { capture: true },
  );
}

async function oneRun(browser: Browser, siteUrl: string, from: string, to: string): Promise<SecondPageRun> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    // A returning visitor who accepted cookies: no banner over the link. The sandbox has no
    // internet, so the tag manager gets an empty script at once.
    await context.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await context.addInitScript(([key]) => localStorage.setItem(key, 'true'), [
      COOKIES_ACCEPTED_KEY,
    ] as const);
    await context.addInitScript(recordTimings);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(`${siteUrl}${from}`, { waitUntil: 'networkidle', timeout: 120_000 });
    const link = page.locator(`main a[href="${to}"]`).first();
    await link.hover();
    await page.waitForTimeout(HOVER_MS);
    await Promise.all([
      page.waitForURL(`${siteUrl}${to}`, { waitUntil: 'load', timeout: 120_000 }),
      link.click(),
    ]);
    await page.waitForTimeout(1000);
    const timings = await page.evaluate(() => ({
      clickAt: Number(sessionStorage.getItem('benchClickAt')),
      timeOrigin: performance.timeOrigin,
      lcp: (window as unknown as { __benchLcp: number[] }).__benchLcp.at(-1),
    }));
    if (!timings.clickAt) throw new Error(`The click on ${to} was not recorded`);
    if (timings.lcp === undefined) throw new Error(`${to} reported no largest contentful paint`);
    const clickToNavigationMs = timings.timeOrigin - timings.clickAt;
    return {
      clickToNavigationMs,
      navigationToLcpMs: timings.lcp,
      clickToLcpMs: clickToNavigationMs + timings.lcp,
    };
  } finally {
    await context.close();
  }
}

/** `runs` measurements of click-to-LCP from `from` to the page `to` (a link in `from`'s main content). */
export async function secondPageClickToLcp(
  siteUrl: string,
  options: { from: string; to: string; runs: number; log?: (line: string) => void },
): Promise<SecondPageFigures> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const runs: SecondPageRun[] = [];
    for (let run = 1; run <= options.runs; run++) {
      const result = await oneRun(browser, siteUrl, options.from, options.to);
      runs.push(result);
      options.log?.(
        `${options.from} → ${options.to} run ${run}: click-to-LCP ${Math.round(result.clickToLcpMs)} ms (click → navigation ${Math.round(result.clickToNavigationMs)} ms, LCP ${Math.round(result.navigationToLcpMs)} ms)`,
      );
    }
    const pick = (figure: (run: SecondPageRun) => number) => median(runs.map(figure));
    return {
      from: options.from,
      to: options.to,
      hoverMs: HOVER_MS,
      runs,
      median: {
        clickToNavigationMs: pick((r) => r.clickToNavigationMs),
        navigationToLcpMs: pick((r) => r.navigationToLcpMs),
        clickToLcpMs: pick((r) => r.clickToLcpMs),
      },
    };
  } finally {
    await browser.close();
  }
}

/** The second-page line of the report. */
export function secondPageLine(figures: SecondPageFigures): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const { median: m } = figures;
  return `Second page (click-to-LCP, \`${figures.from}\` → \`${figures.to}\`, hover ${figures.hoverMs} ms then click, slow 4G and 4× CPU applied for real): **${ms(m.clickToLcpMs)}** median of ${figures.runs.length} runs (click → navigation start ${ms(m.clickToNavigationMs)}, navigation start → LCP ${ms(m.navigationToLcpMs)}; runs: ${figures.runs.map((r) => ms(r.clickToLcpMs)).join(', ')}).`;
}
