/**
 * Waiting for the page while a path may drive Playwright's fake clock: paused, that clock moves
 * only when told, so the app's boot timers are moved along in slices until the page shows what is
 * awaited; without a fake clock `runFor` throws and the real clock does the work while `expect`
 * waits on the state. Never a fixed sleep.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { EXPECT_TIMEOUT_MS } from '../expect-timeout';

const SLICE_MS = 200;

/** Waits until `target` is visible, moving a paused fake clock along meanwhile. */
export async function visibleMovingClock(page: Page, target: Locator, timeout = EXPECT_TIMEOUT_MS): Promise<void> {
  const deadline = performance.now() + timeout;
  while (!(await target.isVisible()) && performance.now() < deadline) {
    try {
      await page.clock.runFor(SLICE_MS);
    } catch {
      // no fake clock: the real one runs the timers
      break;
    }
  }
  await expect(target).toBeVisible({ timeout });
}
