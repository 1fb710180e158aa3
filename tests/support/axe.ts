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

/** Animations started on the page so far (counted from the first check on; the cookie banner may arrive while axe runs). */
function animationStarts(page: Page): Promise<number> {
  return page.evaluate(() => {
    const counted = window as unknown as { axeAnimationStarts?: number };
    if (counted.axeAnimationStarts === undefined) {
      counted.axeAnimationStarts = 0;
      document.addEventListener(
        'animationstart',
        () => (counted.axeAnimationStarts = (counted.axeAnimationStarts ?? 0) + 1),
        true,
      );
    }
    return counted.axeAnimationStarts;
  });
}

/**
 * axe's WCAG 2.1 A and AA violations on the page once it is still, with up to five targets each.
 * A check during which an animation started saw an element part-way in, so it is done again.
 */
export async function axeViolations(page: Page): Promise<AxeProblem[]> {
  let results: AxeResults;
  for (let attempt = 1; ; attempt += 1) {
    await animationsSettled(page);
    const startsBefore = await animationStarts(page);
    results = await runAxe(page);
    if ((await animationStarts(page)) === startsBefore || attempt === 3) break;
  }
  return results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}
