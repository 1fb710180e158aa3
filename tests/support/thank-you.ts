import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FormName } from '../../src/lib/forms/messages.ts';

/**
 * The one automatic email the page mentions: the acknowledgement the outbox sends after a contact
 * message or a job application (tests/integration/functions/deliver-messages-email.test.ts). A booked
 * discovery call is confirmed on its own page instead (tests/e2e/book-discovery.test.ts).
 */
const ACKNOWLEDGEMENT = 'A short email confirming we received it is on its way to you';

type ThankedForm = Exclude<FormName, 'discovery_call'>;

/** What /thank-you says happens next after each form that leads there: a person replies, by email. */
const NEXT_STEP: Record<ThankedForm, string> = {
  contact: `Sent a message?\n${ACKNOWLEDGEMENT}, and we reply within one business day.`,
  job_application: `Applied for a role?\n${ACKNOWLEDGEMENT}. Our hiring team reads every application and replies by email within five business days.`,
};

/** Words of any other email the product would have to send by itself (a calendar invitation…). */
const AUTOMATIC_EMAIL =
  /confirmation|calendar|invit|on its way|check your (inbox|email)|(we have|we've) sent/i;

/** The thank-you page a visitor reaches after `form`: its next step, and no promise of an automatic email. */
export async function expectThankYouFor(page: Page, form: ThankedForm): Promise<void> {
  const text = await page.locator('main').innerText();
  expect(text.replaceAll(ACKNOWLEDGEMENT, '')).not.toMatch(AUTOMATIC_EMAIL);
  expect(text).toContain(NEXT_STEP[form]);
}
