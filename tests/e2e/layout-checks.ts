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

/**
 * Every column of a wide table is seen in its box: the table does not scroll sideways, each header
 * lies inside the box, and each of `cells` lies inside it and clear of a column held at the end
 * (a cell half under the sticky actions is half hidden).
 */
export async function expectEveryColumnShown(table: Locator, cells: Locator, what: string): Promise<void> {
  await expectWhole(table, what);
  const outer = await table.boundingBox();
  expect(outer, `${what} is on screen`).toBeTruthy();
  if (!outer) return;
  const heldAt = await table.evaluate((element) => element.querySelector('thead [data-pin="end"]')?.getBoundingClientRect().left ?? null);
  const end = heldAt ?? outer.x + outer.width;
  const boxes = [
    ...(await table.locator('thead th').all()).map(async (header) => ({ name: `the header "${(await header.innerText()).replace(/\s+/g, ' ')}"`, held: (await header.getAttribute('data-pin')) !== null, box: await header.boundingBox() })),
    ...(await cells.all()).map(async (cell) => ({ name: `the cell "${(await cell.innerText()).replace(/\s+/g, ' ')}"`, held: false, box: await cell.boundingBox() })),
  ];
  for (const { name, held, box } of await Promise.all(boxes)) {
    expect(box, `${name} of ${what} is on screen`).toBeTruthy();
    if (!box) continue;
    expect(box.x, `${name} of ${what} starts inside its box`).toBeGreaterThanOrEqual(outer.x - 1);
    expect(box.x + box.width, `${name} of ${what} ends ${held ? 'inside its box' : 'before the held actions'}`).toBeLessThanOrEqual((held ? outer.x + outer.width : end) + 1);
  }
}
