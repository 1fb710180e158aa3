import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeProblem {
  id: string;
  targets: string[];
}

/** Waits for running finite animations (a banner fading in) so contrast is judged on what stays on screen. */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core's WCAG 2.1 A and AA rules run in the page. Without frames, axe runs straight in the
 * page: AxeBuilder would inject axe's 1.3 MB source twice more and finish in a new blank tab, for
 * the same violations at several times the cost. Pages with frames keep AxeBuilder, which checks
 * inside each frame.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Passes and incomplete checks keep one node each: only violations are reported.
        resultTypes: ['violations'],
      }),
    WCAG_21_AA,
  );
}

/** axe's WCAG 2.1 A and AA violations on the page as it is now, with up to five targets each. */
export async function axeViolations(page: Page): Promise<AxeProblem[]> {
  await animationsSettled(page);
  const results = await runAxe(page);
  return results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}
