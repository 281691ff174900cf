/**
 * The agent centre shell (SPEC.md §2 "Agent centre pages", §6): /agentHome without the
 * site's header and footer, the GMT offset and a clock that moves every second, the agent's
 * nickname, the menu in SPEC.md's order with a deep link per page (the money pages are the member
 * centre's own, the rest say they are coming soon), entries that come and go with their
 * whitelabel flags, sign-out to /agent, and the gate (non-agents go to /agent).
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, loginForm, startSignedIn } from './auth-helpers';
import { axeViolations } from './axe';
import { expect, lookAt, presetLanguage, test, watchRequestOrder } from './fixtures';
import { AGENT_MENU } from '../../machines/agent/agentShell.machine';
import { agentAnnouncementsAsOf } from '../../schema/seed/agent-announcements';
import { today } from '../today';
import es from '../../locales/es/agent.json' with { type: 'json' };
import en from '../../locales/en/agent.json' with { type: 'json' };

const LANGS = [
  { lang: 'es', texts: es, signOut: 'Cerrar sesión' },
  { lang: 'en', texts: en, signOut: 'Sign out' },
] as const;

const shell = (page: Page) => page.getByTestId('agent-centre');
const entryOf = (page: Page, name: string) => shell(page).getByTestId('agent-menu').locator(`a[data-page="${name}"]`);
const ALL_PAGES = AGENT_MENU.map((entry) => entry.page);
/** Pages built so far (agent-team.spec.ts and agent-contracts.spec.ts try them); each opens with its heading. */
const BUILT_PAGES: ReadonlySet<string> = new Set(['agentAnnouncement', 'registerCenter', 'agentTeamOverview', 'downlineManagmentView', 'agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary', 'personalHistoryCopy', 'palStatementsAgentCopy', 'agentRevenueReport', 'agentDownlineTransactionDetailsCopy']);

/** The seeded announcements for agents on their second page (9 a page): their titles in each language. */
const SECOND_PAGE_NEWS = agentAnnouncementsAsOf(0).slice(9).map((item) => item.title);

/** 04:05:06 GMT of the run's day (tests/today.ts): 12:05:06 in Shanghai (GMT+08:00, no daylight saving), the same day. */
const DAY = today();
const START = Date.parse(`${DAY}T04:05:06Z`);

/** "12:05:06" plus `seconds`. */
function secondsLater(time: string, seconds: number): string {
  const [hours = 0, minutes = 0, secs = 0] = time.split(':').map(Number);
  const total = (hours * 3600 + minutes * 60 + secs + seconds) % 86_400;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

// one language per test (fixtures.ts, presetLanguage); the menu's deep links in Spanish, for the phone's scrolling strip
for (const L of LANGS) {
  test.describe(`agent centre (${L.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, L.lang);
    });

    if (L.lang === 'en') test.describe('in Shanghai', () => {
      test.use({ timezoneId: 'Asia/Shanghai' });

      test(`agent01 gets the shell without the site's header and footer, the GMT offset and a clock that ticks every second (${L.lang})`, async ({ page }, testInfo) => {
        await page.clock.setSystemTime(START);
        await startSignedIn(page, ACCOUNTS.agent, '/agentHome');
        await expect(shell(page)).toBeVisible();
        // the site's chrome is gone: no site header (the page's banner), no footer, no account menu
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
        await expect(page.getByTestId('account-menu-button')).toHaveCount(0);
        await expect(page.getByTestId('agent-nickname')).toHaveText('Top Agent');
        await expect(page.getByTestId('agent-gmt')).toHaveText('GMT+08:00');

        // paused a minute on, the clock stands still; each second run moves it on by exactly one
        await page.clock.pauseAt(START + 60_000);
        const time = page.getByTestId('agent-time');
        await expect(time).toHaveText(new RegExp(`^${DAY} 12:06:0[56]$`));
        const shown = ((await time.textContent()) ?? '').slice(-8);
        await page.clock.runFor(400);
        await expect(time).toHaveText(`${DAY} ${shown}`);
        await page.clock.runFor(1_000);
        await expect(time).toHaveText(`${DAY} ${secondsLater(shown, 1)}`);
        await page.clock.runFor(2_000);
        await expect(time).toHaveText(`${DAY} ${secondsLater(shown, 3)}`);

        // /agentHome opens the first page of the menu
        await expect(entryOf(page, 'agentAnnouncement')).toHaveAttribute('aria-current', 'page');
        await expect(page.getByTestId('agent-page')).toHaveAttribute('data-page', 'agentAnnouncement');
        // axe waits on timers: let the clock run again
        await page.clock.resume();
        expect(await axeViolations(page, { layer: '[data-testid="agent-centre"]' })).toEqual([]);
        await lookAt(page, testInfo.outputPath(`agent-shell-${L.lang}.png`));
      });
    });

    if (L.lang === 'es') test(`every menu entry, in SPEC.md's order, has its deep link; deposit, withdrawal and messages are the member pages (${L.lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome');
      const menu = shell(page).getByRole('navigation', { name: L.texts.menu.label });
      // every flag is on in the seeded platform: the whole menu, in order, with its labels
      await expect(menu.getByRole('link')).toHaveText(ALL_PAGES.map((name) => L.texts.pages[name]));
      for (const name of ALL_PAGES) {
        await page.goto(`/agentHome/${name}`);
        await expect(entryOf(page, name)).toHaveAttribute('aria-current', 'page');
        await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
        await expect(page.getByTestId('agent-page')).toHaveAttribute('data-page', name);
        if (name === 'depositv2') await expect(page.getByTestId('deposit-page')).toBeVisible();
        else if (name === 'withdraw') await expect(page.getByTestId('withdraw-page')).toBeVisible();
        // the member centre's messages page: the agent's own inbox
        else if (name === 'messageV2') await expect(page.getByTestId('inbox')).toHaveAttribute('data-status', 'ready');
        else if (name === 'customerService') await expect(page.getByTestId('agent-customer-service').getByRole('heading', { name: L.texts.pages.customerService })).toBeVisible();
        else if (BUILT_PAGES.has(name)) await expect(page.getByTestId('agent-page').getByRole('heading', { level: 1, name: L.texts.pages[name] })).toBeVisible();
        else {
          const soon = page.getByTestId('agent-coming-soon');
          await expect(soon.getByRole('heading', { name: L.texts.pages[name] })).toBeVisible();
          await expect(soon).toContainText(L.texts.comingSoon.title);
        }
        // no site chrome on any page of the centre
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
      }
      // from the menu, by keyboard: an entry takes focus and Enter follows it
      const link = menu.getByRole('link', { name: L.texts.pages.registerCenter });
      await link.focus();
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/agentHome\/registerCenter$/);
      await expect(page.getByTestId('agent-page').getByRole('heading', { level: 1, name: L.texts.pages.registerCenter })).toBeVisible();
      // focus follows to the page opened (a region named after it), not left behind in the menu
      await expect(page.getByRole('region', { name: L.texts.pages.registerCenter })).toBeFocused();
      // and the menu is one Shift+Tab back (its last entry, just before the page)
      await page.keyboard.press('Shift+Tab');
      await expect(entryOf(page, 'customerService')).toBeFocused();
      // the open entry is in sight, also in the phone's scrolling strip
      await page.goto('/agentHome/agentRealtimeSalary');
      await expect(entryOf(page, 'agentRealtimeSalary')).toBeInViewport();
    });

    if (L.lang === 'es') test(`the agent switches to English in the centre's own bar, by keyboard: the menu, the page and the platform's announcements read in English, the page and its place kept (${L.lang})`, async ({ page }, testInfo) => {
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome/agentAnnouncement');
      const news = page.getByTestId('agent-announcements');
      await expect(news).toHaveAttribute('data-status', 'ready');
      await news.getByTestId('announcements-pages').getByRole('button', { name: 'Página 2' }).click();
      const titles = news.getByTestId('announcement-item').locator('strong');
      await expect(titles).toHaveText(SECOND_PAGE_NEWS.map((title) => title.es));

      // no side menu here: the centre's top bar has the language select, named, in the Tab order beside sign-out
      const select = shell(page).getByRole('combobox', { name: 'Idioma' });
      await expect(select).toBeVisible();
      await select.focus();
      await page.keyboard.press('Tab');
      await expect(shell(page).getByRole('button', { name: L.signOut })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(select).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      // the same page, drawn in English: the select, the menu, the heading, sign-out
      await expect(page).toHaveURL(/\/agentHome\/agentAnnouncement$/);
      await expect(page.getByTestId('agent-page')).toHaveAttribute('data-page', 'agentAnnouncement');
      await expect(shell(page).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
      await expect(shell(page).getByRole('navigation', { name: en.menu.label }).getByRole('link')).toHaveText(ALL_PAGES.map((name) => en.pages[name]));
      await expect(news.getByRole('heading', { level: 1, name: en.pages.agentAnnouncement })).toBeVisible();
      await expect(shell(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
      // the platform's announcements asked again in English, on the page the agent was reading
      await expect(news).toHaveAttribute('data-status', 'ready');
      await expect(news.getByTestId('announcements-pages').getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(titles).toHaveText(SECOND_PAGE_NEWS.map((title) => title.en));
      await lookAt(page, testInfo.outputPath(`agent-shell-switched-${L.lang}.png`));
    });

    if (L.lang === 'en') test(`an entry whose flag is off leaves the menu and comes back with it (${L.lang})`, async ({ page, control }) => {
      await control.setFlag('AGEINFO3', false);
      await control.setFlag('DIVIDEND', false);
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome');
      await expect(shell(page)).toBeVisible();
      await expect(entryOf(page, 'agentAnnouncement')).toHaveCount(0);
      await expect(entryOf(page, 'agentDividendRecordCopy2')).toHaveCount(0);
      await expect(entryOf(page, 'agentDailyWages2')).toBeVisible();
      // the first page the menu still offers opens at /agentHome, and for a deep link to a page it hides
      await expect(entryOf(page, 'agentTeamOverview')).toHaveAttribute('aria-current', 'page');
      await page.goto('/agentHome/agentDividendRecordCopy2');
      await expect(page.getByTestId('agent-page')).toHaveAttribute('data-page', 'agentTeamOverview');
      await expect(page.getByTestId('agent-coming-soon').getByRole('heading', { name: L.texts.pages.agentDividendRecordCopy2 })).toHaveCount(0);

      await control.setFlag('DIVIDEND', true);
      await page.reload();
      await expect(entryOf(page, 'agentDividendRecordCopy2')).toBeVisible();
      await expect(page.getByTestId('agent-page')).toHaveAttribute('data-page', 'agentDividendRecordCopy2');
      await expect(entryOf(page, 'agentAnnouncement')).toHaveCount(0);
    });

    if (L.lang === 'es') test(`a contract page whose kind is not set up for the agent leaves the menu and comes back with it (${L.lang})`, async ({ page, control }) => {
      await control.setContractSetting(ACCOUNTS.agent.username, 'DAILY_SALARY', false);
      await control.setContractSetting(ACCOUNTS.agent.username, 'HOURLY_SALARY', false);
      expect(await control.contractSetting(ACCOUNTS.agent.username)).toEqual(['DIVIDEND', 'REALTIME_SALARY']);
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome/agentDailyWages2');
      await expect(shell(page)).toBeVisible();
      // its flag is on, the setting says no: gone, and its deep link opens the menu's first page
      await expect(entryOf(page, 'agentDailyWages2')).toHaveCount(0);
      await expect(entryOf(page, 'agentHourSalary')).toHaveCount(0);
      await expect(entryOf(page, 'agentDividendRecordCopy2')).toBeVisible();
      await expect(entryOf(page, 'agentRealtimeSalary')).toBeVisible();
      await expect(page.getByTestId('agent-page')).toHaveAttribute('data-page', 'agentAnnouncement');
      await expect(entryOf(page, 'agentAnnouncement')).toHaveAttribute('aria-current', 'page');

      await control.setContractSetting(ACCOUNTS.agent.username, 'DAILY_SALARY', true);
      await page.goto('/agentHome/agentDailyWages2');
      await expect(entryOf(page, 'agentDailyWages2')).toBeVisible();
      await expect(page.getByTestId('agent-page')).toHaveAttribute('data-page', 'agentDailyWages2');
      await expect(entryOf(page, 'agentHourSalary')).toHaveCount(0);
    });

    if (L.lang === 'en') test(`sign-out asks first, then leaves for the agent site (${L.lang})`, async ({ page }) => {
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome/registerCenter');
      await shell(page).getByRole('button', { name: L.signOut }).click();
      await page.getByTestId('logout-confirm').click();
      await expect(page).toHaveURL(/\/agent$/);
      await expect(loginForm(page)).toBeVisible();
      await expect(shell(page)).toHaveCount(0);
      // signed out: the centre sends back to the agent site
      await page.goto('/agentHome/registerCenter');
      await expect(page).toHaveURL(/\/agent$/);
    });

    if (L.lang === 'es') test(`a member or a visitor is sent to the agent site (${L.lang})`, { tag: '@once' }, async ({ page }) => {
      await page.goto('/agentHome/agentTeamOverview');
      await expect(page).toHaveURL(/\/agent$/);
      await expect(loginForm(page)).toBeVisible();
      await startSignedIn(page, ACCOUNTS.member, '/agentHome/agentTeamOverview');
      await expect(page).toHaveURL(/\/agent$/);
      await expect(shell(page)).toHaveCount(0);
    });
  });
}

test('no menu name is cut off in Spanish, the longer language: a long one wraps in the desktop column, the phone strip scrolls', async ({ page }) => {
  await presetLanguage(page, 'es');
  await startSignedIn(page, ACCOUNTS.agent, '/agentHome');
  const links = page.getByTestId('agent-centre').getByRole('navigation').getByRole('link');
  await expect(links.first()).toBeVisible();
  const clipped = await links.evaluateAll((all) => all.filter((link) => link.scrollWidth > link.clientWidth + 1).map((link) => link.textContent));
  expect(clipped).toEqual([]);
});

test('an agent page opened by its address asks for the gate, the shell and the page registry at once, then the page; the signed-in extras only once it is drawn', { tag: '@once' }, async ({ page }) => {
  // chunk name (the build's <name>-<hash>.js) → the order its request went out / came back in
  const events = watchRequestOrder(page, (url) => /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(new URL(url).pathname)?.[1]);
  await startSignedIn(page, ACCOUNTS.agent, '/agentHome/downlineManagmentView');
  await expect(page.getByTestId('downline-management')).toBeVisible();
  // the shell's code and the page registry go out beside the gate's: asked for before the gate's has even arrived
  for (const chunk of ['AgentShell', 'agentPages']) {
    expect(events.indexOf(`asked ${chunk}`), chunk).toBeGreaterThanOrEqual(0);
    expect(events.indexOf(`asked ${chunk}`), chunk).toBeLessThan(events.indexOf('got AgentHomeGate'));
  }
  // the page's code follows the registry's, not a render of the shell
  expect(events.indexOf('asked DownlinePage')).toBeGreaterThan(events.indexOf('got agentPages'));
  // the favourites, live notices and contract offers have no place on the first screen: their code
  // waits until the page is drawn, instead of sharing the connections with the page's own
  await expect.poll(() => events.includes('asked Favourites')).toBe(true);
  const drawn = events.indexOf('got DownlinePage');
  for (const extra of ['Favourites', 'LiveNotices', 'PendingContracts', 'ChatRoom']) {
    const asked = events.indexOf(`asked ${extra}`);
    if (asked >= 0) expect(asked, extra).toBeGreaterThan(drawn);
  }
});
