import type { BrowserContext, Page } from 'playwright-core';
import { XSS_CALL_NAME } from './xss-payloads.ts';

/** What ran that should not have: payload calls (field @ page) and dialogs (alert, confirm, prompt). */
export interface XssRecord {
  calls: string[];
  dialogs: string[];
}

/**
 * Defines `window.__xss` in every page of the context before any of the page's scripts run, so a
 * payload that executes reports its field to the test (through a binding that outlives the page).
 */
export async function recordXss(context: BrowserContext): Promise<XssRecord> {
  const record: XssRecord = { calls: [], dialogs: [] };
  await context.exposeBinding('__xssReport', ({ page }, id: unknown) => {
    record.calls.push(`${String(id)} ran on ${page.url()}`);
  });
  await context.addInitScript((name) => {
    const report = (window as unknown as { __xssReport: (id: unknown) => Promise<void> }).__xssReport;
    Object.defineProperty(window, name, { value: (id: unknown) => void report(id) });
  }, XSS_CALL_NAME);
  return record;
}

/** Dismisses and records every dialog the page opens (a payload might call alert()). */
export function recordDialogs(page: Page, record: XssRecord): void {
  page.on('dialog', (dialog) => {
    record.dialogs.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
    void dialog.dismiss().catch(() => undefined);
  });
}

export interface PageFindings {
  /** Markup of a payload that became live DOM: a handler, a script, a javascript: URL. */
  live: string[];
  /** JSON-LD blocks that no longer parse (a payload closed the script early). */
  brokenJsonLd: number;
  /** Whether a payload shows as text (or a form value) on the page. */
  showsPayloadText: boolean;
}

/** Looks for payloads that turned into markup in the page's current DOM. */
export function inspectPage(page: Page): Promise<PageFindings> {
  return page.evaluate((name) => {
    const mark = `${name}(`;
    const live: string[] = [];
    const describe = (element: Element) => element.outerHTML.slice(0, 160);
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const value = attribute.value;
        if (!value.includes(mark)) continue;
        if (/^on/i.test(attribute.name)) live.push(`handler: ${describe(element)}`);
        else if (
          /^\s*javascript:/i.test(value) &&
          /^(href|src|action|formaction|xlink:href|data)$/i.test(attribute.name)
        )
          live.push(`javascript: URL: ${describe(element)}`);
        else if (attribute.name === 'srcdoc') live.push(`srcdoc: ${describe(element)}`);
      }
    }
    let brokenJsonLd = 0;
    for (const script of document.querySelectorAll('script')) {
      const text = script.textContent;
      if (script.type === 'application/ld+json') {
        try {
          JSON.parse(text);
        } catch {
          brokenJsonLd += 1;
        }
      } else if (text.includes(mark)) live.push(`script: ${describe(script)}`);
    }
    const values = [...document.querySelectorAll('input, textarea')].map(
      (field) => (field as HTMLInputElement).value,
    );
    // An XML page (the RSS feed) has no body.
    const body = document.body as HTMLElement | null;
    const shown = body ? body.innerText : document.documentElement.innerHTML;
    const text = `${document.title}\n${shown}\n${values.join('\n')}`;
    return { live, brokenJsonLd, showsPayloadText: text.includes(mark) };
  }, XSS_CALL_NAME);
}

/** Waits (up to 15 s) until a payload shows as text or a form value in `scope`; false if it never does. */
export async function showsPayload(page: Page, scope = 'body'): Promise<boolean> {
  return page
    .waitForFunction(
      ([selector, mark]) => {
        const root = document.querySelector<HTMLElement>(selector);
        if (!root) return false;
        const values = [...root.querySelectorAll('input, textarea')].map(
          (f) => (f as HTMLInputElement).value,
        );
        return `${document.title}\n${root.innerText}\n${values.join('\n')}`.includes(mark);
      },
      [scope, `${XSS_CALL_NAME}(`] as const,
      { timeout: 15_000 },
    )
    .then(() => true)
    .catch(() => false);
}

/**
 * Moves the single-page admin to `href` as its own links do (history and popstate, no reload),
 * and waits until the page there has replaced the current one's heading.
 */
export async function navigateInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    document.querySelector('main h1')?.setAttribute('data-left', '');
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
  await page.locator('main h1:not([data-left])').first().waitFor();
}
