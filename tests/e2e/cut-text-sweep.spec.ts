/**
 * Nothing cut off, the sweep: a representative page of each kind, as a member and as
 * an agent, in Spanish at 390 px (phone) and in English at 1280 px (desktop), fails on a text a
 * reader sees cut:
 * - a text element whose content is wider than its box while its overflow hides the rest
 *   (scrollWidth > clientWidth), unless it ends in an ellipsis on purpose and its full text is in a
 *   title or aria-label;
 * - a text that a clipping box cuts partway (part in, part out of an `overflow: hidden` ancestor);
 * - a text that runs past the viewport's side, or a page wider than the viewport (a sideways
 *   scrollbar).
 * A text inside a box that scrolls sideways (a table's scroller, a chip rail) or moves (the
 * marquee) is meant to show its rest in turn and is not counted; a visually hidden label (clip or 1 px box) is not seen and not counted.
 *
 * One sign-in through the platform per test and client-side navigation between the pages, so
 * each test loads the app once.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expect, presetLanguage, test } from './fixtures';

interface Stop {
  readonly path: string;
  /** What shows the page is drawn with its data (its root with a settled status). */
  readonly ready: string;
}

const MEMBER_STOPS: readonly Stop[] = [
  { path: '/', ready: '[data-testid="home-ready"]' },
  { path: '/rng', ready: '[data-testid="game-lobby"][data-state="ready"]' },
  { path: '/promotions', ready: '[data-testid="promotions"][data-status="ready"]' },
  { path: '/member/depositv2', ready: '[data-testid="deposit-form"]' },
  { path: '/member/withdraw', ready: '[data-testid="withdraw-flow"]:not([data-busy])' },
  { path: '/member/personalHistoryCopy', ready: '[data-testid="member-records"][data-status="ready"]:not([data-busy])' },
  { path: '/member/vip', ready: '[data-testid="vip"][data-status="ready"]' },
];

const AGENT_STOPS: readonly Stop[] = [
  { path: '/agentHome/downlineManagmentView', ready: '[data-testid="downline-management"][data-status="ready"]' },
  { path: '/agentHome/personalHistoryCopy', ready: '[data-testid="agent-report"][data-status="ready"]:not([data-busy])' },
  { path: '/agentHome/palStatementsAgentCopy', ready: '[data-testid="agent-report"][data-kind="profitLoss"][data-status="ready"]:not([data-busy])' },
  { path: '/agentHome/agentDailyWages2', ready: '[data-testid="contract-page"] [data-testid="my-contract"][data-status="ready"]' },
];

/** Moves in the app as its menus do: the app stays loaded. */
async function go(page: Page, stop: Stop): Promise<void> {
  await page.evaluate((target) => {
    if (window.location.pathname === target) return;
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, stop.path);
  await expect(page.locator(stop.ready).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Every cut text on the page now, described for the failure message. */
function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport + 1) found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in a ${viewport} px viewport`);
    const name = (element: Element) => {
      const id = element.getAttribute('data-testid');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `<${element.tagName.toLowerCase()}${id ? ` data-testid="${id}"` : ''}> "${text}"`;
    };
    const clips = (style: CSSStyleDeclaration) => style.overflowX === 'hidden' || style.overflowX === 'clip';
    const scrolls = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
    /** Not seen: hidden, a screen-reader-only label, or wholly outside the viewport (a closed drawer). */
    const unseen = (element: HTMLElement, style: CSSStyleDeclaration, box: DOMRect) =>
      !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
      style.clip !== 'auto' ||
      style.clipPath !== 'none' ||
      box.width <= 1 ||
      box.height <= 1 ||
      box.right <= 0 ||
      box.left >= viewport;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
      if (!ownText || element.closest('svg, script, style, noscript, option, textarea')) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (unseen(element, style, box)) continue;
      // its own box hides part of its text
      if (clips(style) && element.scrollWidth > element.clientWidth + 1) {
        const full = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
        const labelled = element.closest('[title], [aria-label]');
        const said = `${labelled?.getAttribute('title') ?? ''} ${labelled?.getAttribute('aria-label') ?? ''}`.replace(/\s+/g, ' ');
        if (!(style.textOverflow === 'ellipsis' && said.includes(full))) found.push(`${name(element)} is cut by its own box (${element.scrollWidth} > ${element.clientWidth})${style.textOverflow === 'ellipsis' ? ', an ellipsis without its full text in a title or aria-label' : ''}`);
        continue;
      }
      // a box around it cuts it partway, or it runs past the viewport's side
      let cutBy: string | null = null;
      let meantToScroll = false;
      let hiddenByBox = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const parentStyle = getComputedStyle(parent);
        // a box that scrolls sideways, or moves its text on purpose (a marquee), shows the rest in turn
        if (scrolls(parentStyle) || parent.getAnimations().some((animation) => animation.playState === 'running')) {
          meantToScroll = true;
          break;
        }
        if (!clips(parentStyle)) continue;
        const outer = parent.getBoundingClientRect();
        const partly = (box.left < outer.left - 1 && box.right > outer.left + 1) || (box.right > outer.right + 1 && box.left < outer.right - 1);
        if (partly) cutBy = name(parent);
        // wholly outside its clipping box: not shown at all (a slide or a marquee's text waiting its turn)
        hiddenByBox = box.right <= outer.left + 1 || box.left >= outer.right - 1;
        break;
      }
      if (meantToScroll || hiddenByBox) continue;
      if (cutBy) found.push(`${name(element)} is cut by ${cutBy}`);
      else if (box.right > viewport + 1 || box.left < -1) found.push(`${name(element)} runs past the viewport (${Math.round(box.left)}–${Math.round(box.right)} of ${viewport} px)`);
    }
    return found;
  });
}

/** Visits every stop and fails once, listing every cut text of every page. */
async function sweep(page: Page, stops: readonly Stop[]): Promise<void> {
  const found: string[] = [];
  for (const stop of stops) {
    await test.step(stop.path, async () => {
      await go(page, stop);
      // a page's late parts (pictures, a chart) may still move things: the last reading counts
      let last: string[] = [];
      await expect
        .poll(
          async () => {
            last = await cutTexts(page);
            return last;
          },
          { timeout: 5_000 },
        )
        .toEqual([])
        .catch(() => found.push(...last.map((problem) => `${stop.path}: ${problem}`)));
    });
  }
  expect(found, 'cut text').toEqual([]);
}

for (const lang of ['es', 'en'] as const) {
  test(`a member's pages cut no text: home, a lobby, promotions, deposit, withdraw, records, VIP (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await presetLanguage(page, lang);
    await startSignedIn(page, ACCOUNTS.member, '/');
    await sweep(page, MEMBER_STOPS);
  });

  test(`an agent's pages cut no text: the downline list, reports, contracts (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await presetLanguage(page, lang);
    await startSignedIn(page, ACCOUNTS.agent, AGENT_STOPS[0]?.path ?? '/agentHome');
    await sweep(page, AGENT_STOPS);
  });
}
