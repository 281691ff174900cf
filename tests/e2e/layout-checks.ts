/**
 * Layout checks a user would notice: a text or a row that is cut off. Measured in the page, on
 * elements already open in a test, so no page is loaded for them alone.
 */
import { expect, type Locator } from '@playwright/test';

/** Nothing inside the element is cut: its content is no wider than its box (it neither scrolls nor clips sideways). */
export async function expectWhole(locator: Locator, what: string): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => element.scrollWidth - element.clientWidth), { message: `${what} is cut off (scrollWidth > clientWidth)` })
    .toBeLessThanOrEqual(0);
}

/** The element's children sit on one line: none wrapped below the first (1, or 1 + how many did). */
export async function expectOneLine(locator: Locator, what: string): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          // one line when every child's middle is level with the first's (a gap "…" is centred, not top-aligned)
          const middles = [...element.children].map((child) => {
            const box = child.getBoundingClientRect();
            return box.top + box.height / 2;
          });
          const first = middles[0] ?? 0;
          return 1 + middles.filter((middle) => Math.abs(middle - first) > 8).length;
        }),
      { message: `${what} wraps onto more than one line` },
    )
    .toBe(1);
}

/** The element is fully inside the box of `within` (not scrolled or pushed out of it). */
export async function expectInside(locator: Locator, within: Locator, what: string): Promise<void> {
  const [box, outer] = await Promise.all([locator.boundingBox(), within.boundingBox()]);
  expect(box && outer, `${what} is on screen`).toBeTruthy();
  if (!box || !outer) return;
  expect(box.x, `${what} starts inside its box`).toBeGreaterThanOrEqual(outer.x - 1);
  expect(box.x + box.width, `${what} ends inside its box`).toBeLessThanOrEqual(outer.x + outer.width + 1);
}
