/**
 * Waiting for the page while a path may drive Playwright's fake clock: paused, that clock moves
 * only when told, so the app's boot timers are moved along, no faster than real time, until the
 * page shows what is awaited; without a fake clock `runFor` throws and the real clock does the
 * work while `expect` waits on the state. Never a fixed sleep.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { EXPECT_TIMEOUT_MS } from '../expect-timeout';

/** The longest real wait between two moves of the clock. */
const LOOK_MS = 200;

/**
 * Waits until `target` is visible, moving a paused fake clock along meanwhile: by as much as the
 * real clock moved, never ahead of it. Why: a call in flight keeps its own timeout on the page's
 * clock (the adapter gives a request up after 15 s); jumping 200 ms per look, a few looks a real
 * millisecond apart, passed those 15 s in about a second of real time, so on a busy machine the
 * app gave up its own slow answers (a CI flake: a tour's session restore "aborted" twice, the
 * member sent home). The boot's short timers (a debounce, the adapter's retry backoff) still run.
 */
export async function visibleMovingClock(page: Page, target: Locator, timeout = EXPECT_TIMEOUT_MS): Promise<void> {
  const deadline = performance.now() + timeout;
  let movedTo = performance.now();
  while (performance.now() < deadline) {
    try {
      await target.waitFor({ state: 'visible', timeout: LOOK_MS });
      return;
    } catch {
      // not yet: the page's clock catches up with the real one
    }
    const now = performance.now();
    try {
      await page.clock.runFor(Math.max(1, Math.round(now - movedTo)));
    } catch {
      // no fake clock: the real one runs the timers
      break;
    }
    movedTo = now;
  }
  await expect(target).toBeVisible({ timeout });
}
