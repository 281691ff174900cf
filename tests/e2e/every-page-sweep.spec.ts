/**
 * Every page, as a visitor, a member (member01) and an agent (agent01), in Spanish at 390 px (the
 * phone project) and in English at 1280 px (the desktop project). Each page is read once it has
 * settled, and the test fails on:
 * - a text of the other language (language-texts.ts: a piece only that language writes), so every
 *   page is read in English against the Spanish-only texts and in Spanish against the English-only;
 * - a text a reader sees cut:
 *   - a text element whose content is wider than its box while its overflow hides the rest
 *     (scrollWidth > clientWidth), unless it ends in an ellipsis on purpose and its full text is in
 *     a title or aria-label; on a phone (no pointer to hover a title) only data may end so (a
 *     user's or a game's name), never a text the product writes (a text of the locales: a label,
 *     a button, a heading, a table header, a menu entry);
 *   - a text that a clipping box cuts partway (part in, part out of an `overflow: hidden` ancestor);
 *   - a text that runs past the viewport's side, or a page wider than the viewport (a sideways
 *     scrollbar);
 *   - a closed select's chosen option wider than the room the select draws it in (a native select
 *     cuts it on one line), unless the select is transparent over a face that shows it whole.
 *   A text inside a box that scrolls sideways (a table's scroller, a chip rail) or moves (the
 *   marquee) is meant to show its rest in turn and is not counted; a visually hidden label (clip or
 *   1 px box) is not seen and not counted.
 *
 * The pages come from the app's own tables, so a page added later is swept without a line here:
 * the route table (src/app/routes.tsx APP_ROUTES, whose member route lists the member centre's
 * pages, MEMBER_PAGES) and the agent menu (machines/agent/agentShell.machine.ts AGENT_PAGES, which
 * the route table's agent centre names). A route is visited at its first address (the others are
 * aliases of the same view). A route whose address takes an item (/blog/<slug>, /news/<slug>) is
 * also visited at the first item its list links to, and the game page (/seamless) at a game of the
 * seeded platform's slots lobby.
 *
 * Left out on purpose, as the same view again: a route's other addresses (/index, /index.html,
 * /home are the home), /member alone (the security centre, its first page) and /agentHome alone
 * (the menu's first page). A route that asks for a session (the lottery rooms, the password change)
 * is the member's; the forms for a reader without a session (VISITOR_ONLY) are the visitor's.
 *
 * One load of the app per test (signed in through the platform, not the form) and client-side
 * navigation between the pages, as the app's links move.
 */
import type { Page, Request } from '@playwright/test';
import { APP_ROUTES, type AppRoute } from '../../src/app/routes';
import { AGENT_PAGES } from '../../machines/agent/agentShell.machine';
import { ACCOUNTS, platformApiFor, startSignedIn } from './auth-helpers';
import { expect, presetLanguage, test } from './fixtures';
import { otherLanguageOn, type Language } from './language-texts';
import { localeTexts } from '../paths/locale-text';

/** A page to read: where it is, and what shows that it is the page on screen. */
interface Stop {
  readonly path: string;
  /** Waits until the page is on screen; false when it sent the reader to sign in instead. */
  readonly shown: (page: Page, language: Language) => Promise<boolean>;
  /** A route whose address also takes an item: its list's first link to one is visited next. */
  readonly items?: string;
}

/**
 * Forms for a reader without a session: a signed-in member has no use for them (the agent's sign-in
 * page and the login, register and password-recovery popups). Swept as a visitor.
 */
const VISITOR_ONLY = new Set(['login', 'register', 'forgotPassword', 'agent']);
/** The centres, which are swept page by page (member) or as the agent. */
const CENTRES = new Set(['member', 'agentHome']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TEXTS = { es: localeTexts('es'), en: localeTexts('en') };
const routeTitle = (id: string, language: Language) => TEXTS[language].get(`layout.routes.${id}.title`) ?? id;

/**
 * The texts the product writes in a language, each a pattern of a whole text with the length of
 * its own words: its locale texts, a `{{value}}` in one standing for any text. A text that is only
 * values (a bare "{{name}}") says nothing of its own and is left out.
 */
function productTexts(language: Language): readonly { pattern: RegExp; own: number }[] {
  const value = /(\{\{[^}]*\}\})/;
  return [...new Set(TEXTS[language].values())]
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .map((text) => ({ text, own: text.replace(new RegExp(value, 'g'), '') }))
    .filter(({ own }) => /\p{L}/u.test(own))
    .map(({ text, own }) => ({ pattern: new RegExp(`^${text.split(value).map((part) => (value.test(part) ? '.+' : escape(part))).join('')}$`, 'u'), own: own.length }));
}
const PRODUCT_TEXTS = { es: productTexts('es'), en: productTexts('en') };
/**
 * Written by the product: a locale text whose own words are at least half of it. A game called
 * "Corona de Rubí" fits "{{offer}} de {{upline}}" and "Sorteo 1 Minuto" fits "Sorteo {{id}}", but
 * they are the platform's names, mostly data.
 */
const isProductText = (text: string, language: Language) => PRODUCT_TEXTS[language].some(({ pattern, own }) => own * 2 >= text.length && pattern.test(text));
/** A phone's width: no pointer there to hover a title. */
const PHONE_WIDTH = 600;

/**
 * A route is on screen once the document has its title (App.tsx useDocumentTitle). A page that
 * sends a reader without a session to sign in (the account games, the game page) shows the login's
 * title instead: as a visitor that page is read by the member's walk (and the login at its own
 * stop); a member sent there fails.
 */
function routeStop(route: AppRoute, reader: 'visitor' | 'member'): Stop {
  const path = route.paths[0] ?? '/';
  return {
    path,
    ...(route.pattern.test(`${path}/item`) ? { items: `${path}/` } : {}),
    shown: async (page, language) => {
      const own =
        route.id === 'home' ? ` · ${escape(TEXTS[language].get('layout.brandTagline') ?? '')}$` : `^${escape(routeTitle(route.id, language))} · `;
      const signIn = reader === 'visitor' ? `|^${escape(routeTitle('login', language))} · ` : '';
      await expect(page).toHaveTitle(new RegExp(`${own}${signIn}`));
      return route.id === 'login' || !/^\/login\/?$/i.test(new URL(page.url()).pathname);
    },
  };
}

const routesFor = (keep: (route: AppRoute) => boolean) => APP_ROUTES.filter((route) => keep(route) && !CENTRES.has(route.id));

/** Every public page, for a reader without a session: the routes that ask for none. */
const VISITOR_STOPS: readonly Stop[] = routesFor((route) => !route.requiresToken).map((route) => routeStop(route, 'visitor'));

/** The member centre's pages (the member route's addresses), then every other route but the visitor's forms. */
const MEMBER_STOPS: readonly Stop[] = [
  ...(APP_ROUTES.find((route) => route.id === 'member')?.paths ?? [])
    .filter((path) => path.split('/').length === 3)
    .map((path): Stop => {
      const name = path.split('/')[2] ?? '';
      return { path, shown: (page) => expect(page.locator(`[data-testid="member-page"][data-page="${name}"]`)).toBeVisible().then(() => true) };
    }),
  ...routesFor((route) => !VISITOR_ONLY.has(route.id)).map((route) => routeStop(route, 'member')),
];

/** The agent centre's pages, every page its menu can offer. */
const AGENT_STOPS: readonly Stop[] = AGENT_PAGES.map((name) => ({
  path: `/agentHome/${name}`,
  shown: (page: Page) => expect(page.locator(`[data-testid="agent-page"][data-page="${name}"]`)).toBeVisible().then(() => true),
}));

/** The game page names its game in the query: a slots game of the seeded platform, not under maintenance. */
async function withGame(page: Page, stops: readonly Stop[]): Promise<Stop[]> {
  const list = await platformApiFor(page, null).games.getGameList({ gameType: 'RNG' });
  const game = list.games.find((one) => !one.maintenance && one.gameCode);
  expect(game, 'a slots game to open on the game page').toBeDefined();
  const query = `?gameCode=${encodeURIComponent(game?.gameCode ?? '')}&vassalage=${encodeURIComponent(game?.vassalage ?? '')}&gameType=RNG`;
  return stops.map((stop) => (stop.path === '/seamless' ? { ...stop, path: `/seamless${query}` } : stop));
}

/**
 * The page's own loads: its code, texts and platform calls still under way (main frame only: a
 * game's frame loads its own world), and what it draws while they are (a busy region, a list still
 * loading).
 */
function watchLoads(page: Page): () => Promise<number> {
  const open = new Set<Request>();
  const kinds = new Set(['fetch', 'xhr', 'script', 'stylesheet']);
  const mine = (request: Request) => {
    try {
      return kinds.has(request.resourceType()) && request.frame() === page.mainFrame();
    } catch {
      return false;
    }
  };
  page.on('request', (request) => {
    if (mine(request)) open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () =>
    open.size +
    (await page.locator('[aria-busy="true"], [data-status="loading"], [data-state="loading"]').filter({ visible: true }).count());
}

/** Moves in the app as its links do: the app stays loaded. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    if (`${window.location.pathname}${window.location.search}` === target) return;
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Every cut text on the page now, described for the failure message. */
async function cutTexts(page: Page, language: Language): Promise<string[]> {
  const { found, ellipsised } = await page.evaluate(() => {
    const found: string[] = [];
    // ended in an ellipsis with the full text in a title or aria-label: whether that is enough
    // depends on the text and the width (cutTexts, below)
    const ellipsised: { text: string; where: string }[] = [];
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
        if (style.textOverflow === 'ellipsis' && said.includes(full)) ellipsised.push({ text: full, where: name(element) });
        else found.push(`${name(element)} is cut by its own box (${element.scrollWidth} > ${element.clientWidth})${style.textOverflow === 'ellipsis' ? ', an ellipsis without its full text in a title or aria-label' : ''}`);
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
    // a closed select draws its chosen option on one line and cuts what is wider than its box: the
    // chosen text must fit there, or the select is a transparent control over a face that shows it
    // whole (src/ui/Field.tsx Select; a face's own text is checked above like any text)
    const measure = document.createElement('canvas').getContext('2d');
    for (const select of document.body.querySelectorAll('select')) {
      if (select.multiple || select.size > 1) continue;
      const style = getComputedStyle(select);
      const box = select.getBoundingClientRect();
      if (!select.checkVisibility({ visibilityProperty: true }) || style.clipPath !== 'none' || box.width <= 1 || box.height <= 1 || box.right <= 0 || box.left >= viewport) continue;
      const chosen = (select.selectedOptions[0]?.text ?? '').replace(/\s+/g, ' ').trim();
      if (chosen === '') continue;
      const what = `<select${select.dataset.testid ? ` data-testid="${select.dataset.testid}"` : ''}> "${chosen.slice(0, 60)}"`;
      if (Number(style.opacity) === 0) {
        const face = [...(select.parentElement?.querySelectorAll<HTMLElement>('*') ?? [])].find(
          (element) => element !== select && !select.contains(element) && (element.textContent ?? '').replace(/\s+/g, ' ').trim() === chosen && element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        );
        if (!face) found.push(`${what} is transparent and nothing beside it shows its chosen text`);
        continue;
      }
      if (!measure) continue;
      measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const width = measure.measureText(chosen).width;
      if (width > room + 1) found.push(`${what} is cut by its closed select (${Math.round(width)} px of text in ${Math.round(room)} px)`);
    }
    return { found, ellipsised };
  });
  if ((page.viewportSize()?.width ?? 0) >= PHONE_WIDTH) return found;
  const written = ellipsised.filter(({ text }) => isProductText(text, language));
  return [...found, ...written.map(({ where }) => `${where} ends in an ellipsis on a phone, where its title cannot be read, and it is a text the product writes`)];
}

/** Visits every stop and fails once, listing every cut or other-language text of every page. */
async function sweep(page: Page, language: Language, stops: readonly Stop[], loads: () => Promise<number>): Promise<void> {
  const found: string[] = [];
  const read = async (stop: Stop, path: string) => {
    await test.step(path, async () => {
      await go(page, path);
      // sent to sign in: the login popup is read at its own stop, the page as the member
      if (!(await stop.shown(page, language))) return;
      await expect.poll(loads).toBe(0);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // a page's late parts (pictures, a chart, a list drawn in batches) may still move or change
      // things: the last reading counts
      let last: string[] = [];
      await expect
        .poll(async () => {
          last = [...(await cutTexts(page, language)), ...(await otherLanguageOn(page, language))];
          return last;
        })
        .toEqual([])
        .catch(() => found.push(...last.map((problem) => `${path}: ${problem}`)));
    });
  };
  for (const stop of stops) {
    await read(stop, stop.path);
    if (!stop.items) continue;
    const item = await page.locator(`a[href^="${stop.items}"]`).first().getAttribute('href');
    if (item) await read(stop, item);
    else found.push(`${stop.path}: no item listed to open`);
  }
  expect(found, 'cut or other-language text').toEqual([]);
}

for (const language of ['es', 'en'] as const) {
  test(`a visitor's pages, every route without a session, cut no text and show no text of the other language (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    const loads = watchLoads(page);
    await presetLanguage(page, language);
    await page.goto('/');
    await sweep(page, language, await withGame(page, VISITOR_STOPS), loads);
  });

  test(`a member's pages, the member centre's and every signed-in route, cut no text and show no text of the other language (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    const loads = watchLoads(page);
    await presetLanguage(page, language);
    await startSignedIn(page, ACCOUNTS.member, '/');
    await sweep(page, language, await withGame(page, MEMBER_STOPS), loads);
  });

  test(`an agent's pages, every page of the agent centre, cut no text and show no text of the other language (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    const loads = watchLoads(page);
    await presetLanguage(page, language);
    await startSignedIn(page, ACCOUNTS.agent, AGENT_STOPS[0]?.path ?? '/agentHome');
    await sweep(page, language, AGENT_STOPS, loads);
  });
}
