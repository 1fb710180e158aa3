import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { COOKIES_ACCEPTED_KEY } from '../../src/lib/tracking/consent.ts';
import { freshAddress } from './product.ts';
import './provided.ts';

/** Debian's Chromium (apt-get install chromium); never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** Seconds since epoch to start a controllable clock at (installed before the page loads). */
  clock?: boolean;
  /** The visitor declined cookies on an earlier visit (the banner still comes back a second after load). */
  cookieChoiceMade?: boolean;
  /** The visitor accepted cookies on an earlier visit: the banner never shows. */
  cookiesAccepted?: boolean;
  /** The IANA time zone the browser runs in (the machine's when not given). */
  timezoneId?: string;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** The client address this page's requests come from (for per-address rate limits). */
  address: string;
}

/** A fresh browser context (own storage, own client address) and page, with tag-manager requests answered locally. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const address = freshAddress();
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': address },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  // The sandbox has no internet: answer the tag manager with an empty script instead of waiting on DNS.
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  const storedChoice = options.cookiesAccepted ? 'true' : options.cookieChoiceMade ? 'false' : undefined;
  if (storedChoice)
    await context.addInitScript(
      ([key, value]) => {
        window.localStorage.setItem(key, value);
      },
      [COOKIES_ACCEPTED_KEY, storedChoice] as const,
    );
  const page = await context.newPage();
  if (options.clock) await page.clock.install();
  return { page, context, address };
}

/** The URL of a path on the built site under test. */
export const siteUrl = (path: string): string => new URL(path, inject('siteUrl')).href;

/** The public site's React islands, by component file name. */
export type IslandName =
  | 'SiteHeader'
  | 'CookieBanner'
  | 'ChatWidget'
  | 'Toaster'
  | 'NewsletterForm'
  | 'ContactForm'
  | 'DiscoveryCallForm'
  | 'ManageCall'
  | 'JobApplicationForm';

/**
 * Waits until the page's island of that component has hydrated (Astro removes its ssr attribute
 * then). An island that waits for the visitor (client:interaction) is woken as focus coming into
 * it would: the event alone, nothing focused; sent again until its directive has started to listen.
 */
export async function hydrated(page: Page, component: IslandName): Promise<void> {
  await page.waitForFunction((name) => {
    const island = document.querySelector(`astro-island[component-url*="/${name}."]`);
    if (island === null) return false;
    if (!island.hasAttribute('ssr')) return true;
    if (island.getAttribute('client') === 'interaction')
      island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    return false;
  }, component);
}

/** Whether the page's island of that component is still the server's HTML, not yet hydrated. */
export const dormant = (page: Page, component: IslandName): Promise<boolean> =>
  page.evaluate(
    (name) =>
      document.querySelector(`astro-island[component-url*="/${name}."]`)?.hasAttribute('ssr') ?? false,
    component,
  );

/**
 * Holds the request for the island's component module until released: the island cannot hydrate
 * before, so what a test does meanwhile is what a visitor does before the island's JavaScript arrives.
 */
export async function holdIsland(page: Page, component: IslandName): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${component}\\.[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` with `island`'s JavaScript held back, does `act` there (type, choose, submit) and
 * checks that the island was still the server's HTML and the page did not go anywhere, then lets
 * the island hydrate.
 */
export async function beforeHydration(
  page: Page,
  island: IslandName,
  path: string,
  act: () => Promise<void>,
): Promise<void> {
  const release = await holdIsland(page, island);
  await page.goto(siteUrl(path), { waitUntil: 'domcontentloaded' });
  await act();
  expect(await dormant(page, island)).toBe(true);
  expect(page.url()).toBe(siteUrl(path));
  release();
}

/**
 * Resolves once the page has run the tasks it had queued. React renders a state update in a task
 * of its own (a MessageChannel message), which a paused page clock does not hold: a message posted
 * now arrives after it, and a second one after a render that yielded once. So, after a clock step,
 * "nothing happened yet" is known, not assumed.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let hop = 0; hop < 2; hop++)
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      });
  });
}

/**
 * Every dataLayer event named `event` the page pushes from now on, kept on the test's side: it
 * still holds what a page pushed just before it navigated away (a form going to /thank-you).
 */
export async function recordEvents(page: Page, event: string): Promise<Record<string, unknown>[]> {
  const recorded: Record<string, unknown>[] = [];
  await page.exposeBinding('__recordDataLayerEvent', (_source, entry: Record<string, unknown>) => {
    recorded.push(entry);
  });
  await page.addInitScript((name) => {
    const record = (entry: unknown) =>
      (
        window as unknown as { __recordDataLayerEvent: (entry: unknown) => Promise<void> }
      ).__recordDataLayerEvent(entry);
    const layer = (window.dataLayer ??= []);
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries)
        if (typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === name)
          void record(entry);
      return push(...entries);
    };
  }, event);
  return recorded;
}

/** The page's dataLayer, with Arguments objects (gtag calls) turned into arrays. */
export async function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );
}
