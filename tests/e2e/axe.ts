/**
 * axe-core's WCAG 2.1 A and AA rules and WCAG 2.2 AA's (target size) over the page or one layer of it, as one readable line per
 * problem (rule, where, axe's explanation). Every browser test that scans uses this.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until every animation that ends has ended. A dialog fades in: scanned mid-fade, its
 * colours are partly transparent and axe reports a contrast the reader never sees. Endless ones
 * (the notice marquee, skeleton shimmer, spinners) are left running.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until the page's layout holds still: the document's height, the scroll position and the
 * number of busy regions read the same twice, 150 ms apart. axe's target-size rule measures each
 * control against what overlaps it, so a scan while sections above the viewport still grow (the
 * home's category sections load as they come near, and scroll anchoring moves the page) found a
 * link half under the sticky header that the reader never sees there (CI on e49ba87, desktop).
 */
export async function layoutSettled(page: Page): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => `${document.documentElement.scrollHeight} ${window.scrollY} ${document.querySelectorAll('[aria-busy="true"]').length}`);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [150], message: "the page's layout holds still before the scan" },
    )
    .toBe(true);
}

/**
 * axe runs in the page itself (legacy mode): its default run opens a blank page after every scan
 * and injects axe-core (half a megabyte of script) into it a second time to merge the frames'
 * results, which cost a fifth of the accessibility tests' browser CPU. The frames the app shows
 * (lottery, chat, support, a game) are scanned either way when they are same-origin, as the
 * embedded platform's are; legacy mode cannot reach into a cross-origin frame.
 */
export async function axeViolations(page: Page, options: { layer?: string; exclude?: string } = {}): Promise<string[]> {
  await animationsSettled(page);
  await layoutSettled(page);
  let builder = new AxeBuilder({ page }).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (options.exclude) builder = builder.exclude(options.exclude);
  if (options.layer) builder = builder.include(options.layer);
  const result = await builder.analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
  );
}
