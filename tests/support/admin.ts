import type { Browser, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../src/lib/supabase/auth-storage.ts';
import { PASSWORD } from './accounts.ts';
import { openPage, type OpenedPage, siteUrl } from './browser.ts';
import type { Member } from './product.ts';
import './provided.ts';

export { PASSWORD };
export { totpCode } from './totp.ts';

/** The URL of an admin page (`/login`, `/settings?tab=x`) on the site under test. */
export const adminUrl = (path = ''): string => siteUrl(`/admin${path}`);

/** The path and query of the page's URL, relative to /admin. */
export const adminPathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname.replace(/^\/admin/, '') || '/'}${url.search}`;
};

/** Signs in through the login form (email and password only). */
export async function submitSignIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A fresh page already signed in as `member` (their session stored where supabase-js keeps it). */
export async function signedInPage(
  browser: Browser,
  member: Member,
  options: { width?: number } = {},
): Promise<OpenedPage> {
  const { data } = await member.client.auth.getSession();
  expect(data.session).not.toBeNull();
  const opened = await openPage(browser, options);
  // Once per tab: a later sign-out must not be undone by the next page load.
  await opened.context.addInitScript(
    ([key, session]) => {
      if (window.sessionStorage.getItem('test-session-seeded')) return;
      window.sessionStorage.setItem('test-session-seeded', '1');
      window.localStorage.setItem(key, session);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(data.session)] as const,
  );
  return opened;
}

/** Waits until the page with this h1 is on screen (the previous page stays while the next one's code loads). */
export async function expectPageHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/** Waits until the shell shows a page (its h1) after the guard let the user in. */
export async function pageHeading(page: Page): Promise<string> {
  const heading = page.locator('main h1');
  await heading.first().waitFor();
  return (await heading.first().textContent()) ?? '';
}

interface OutboxMail {
  to: string;
  kind: string;
  link: string | null;
}

/** The emails the local stack "sent" to `to`, newest first (its outbox, read with the service key). */
export async function outboxFor(to: string): Promise<OutboxMail[]> {
  const key = inject('serviceRoleKey');
  const response = await fetch(`${inject('productUrl')}/_local/outbox?to=${encodeURIComponent(to)}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxMail[];
}

/** The live region of the sortable list that `handle` moves a row of (dnd-kit puts it beside the list). */
const dndLiveRegion = (handle: Locator): Locator =>
  handle.locator('xpath=ancestor::ul[1]/../*[starts-with(@id, "DndLiveRegion-")]');

const POSITION = /position (\d+) of \d+\.$/;
/** The position the lifted row was last announced at. */
const announcedPosition = async (region: Locator): Promise<string | undefined> =>
  POSITION.exec((await region.textContent()) ?? '')?.[1];

/**
 * Moves a sortable row from the keyboard, as a screen-reader user does: Space lifts it, each arrow
 * moves it one place, Space drops it. Each key waits for the list's announcement of the one before,
 * since dnd-kit ignores keys until it has measured the rows.
 */
export async function moveFromKeyboard(
  page: Page,
  handle: Locator,
  arrows: readonly ('ArrowUp' | 'ArrowDown')[],
): Promise<void> {
  const region = dndLiveRegion(handle);
  await handle.focus();
  await page.keyboard.press('Space');
  // Lifted and measured: it is announced over its own place.
  await expect.poll(() => region.textContent()).toMatch(/^Picked up .*, at position \d+ of \d+\.$/);
  // dnd-kit starts listening for the arrows in a zero-delay timer set on lift; one set now runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (const arrow of arrows) {
    const before = await announcedPosition(region);
    await page.keyboard.press(arrow);
    await expect.poll(() => announcedPosition(region)).not.toBe(before);
  }
  await page.keyboard.press('Space');
  await expect.poll(() => region.textContent()).toMatch(/ dropped at position \d+ of \d+\.$/);
}
