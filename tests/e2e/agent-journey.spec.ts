/**
 * The agent site walked in one go as a new agent would, in Spanish on the 390 px phone
 * (one language per test: fixtures.ts, presetLanguage): agent01 signs in on the agent site,
 * sees the clock tick, walks every menu page through the menu (each with real figures: the team
 * overview's levels add up to the team, a one-page report's totals row to its rows), drills from
 * the team into one downline agent's own team, exports a report, registers a downline agent and an
 * affiliate link, and offers agent02 a contract. agent02 signs in (its own tab) and gets the
 * dialog: it accepts that offer, and accepting agent01's lower-rate offer asks for consent first
 * and ends agent02's higher-rate contract with agent41. agent41's real-time salary pays a period
 * once the control endpoint has moved the platform's clock 5 minutes on. Menu entries come and
 * go with their whitelabel flags and with the contract setting.
 *
 * Titled "(es)", it runs on the 390 px phone (the English texts stay in TEXT; locales.test.ts
 * keeps both languages' keys); the pages' own specs walk both widths, and agent-centre.spec checks that no
 * Spanish menu name is cut off at either width.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { AGENT_PAGES, type AgentPageName } from '../../machines/agent/agentShell.machine';
import { pickRange } from '../paths/ui-maps/ledger-ui';
import { daysAgo } from '../today';
import { ACCOUNTS, loginForm, settle, startSignedIn, submitLogin } from './auth-helpers';
import { expectFiguresAddUp, expectTotalsAddUp, ready } from './agent-helpers';
import { expect, presetLanguage, test } from './fixtures';
import agentEs from '../../locales/es/agent.json' with { type: 'json' };
import agentEn from '../../locales/en/agent.json' with { type: 'json' };
import contractsEs from '../../locales/es/contracts.json' with { type: 'json' };
import contractsEn from '../../locales/en/contracts.json' with { type: 'json' };
import teamEs from '../../locales/es/team.json' with { type: 'json' };
import teamEn from '../../locales/en/team.json' with { type: 'json' };
import centreEs from '../../locales/es/registerCentre.json' with { type: 'json' };
import centreEn from '../../locales/en/registerCentre.json' with { type: 'json' };

const TEXT = {
  es: { agent: agentEs, contracts: contractsEs, team: teamEs, centre: centreEs },
  en: { agent: agentEn, contracts: contractsEn, team: teamEn, centre: centreEn },
} as const;
type Lang = keyof typeof TEXT;

const AGENT02 = { username: 'agent02', password: 'Agent2024' };
const AGENT41 = { username: 'agent41', password: 'Agent2024' };

const menu = (page: Page) => page.getByTestId('agent-menu');
const entry = (page: Page, name: AgentPageName) => menu(page).locator(`a[data-page="${name}"]`);

/** Opens a page from the menu, as a user does, and waits until it is the one shown. */
async function openFromMenu(page: Page, name: AgentPageName): Promise<void> {
  await entry(page, name).click();
  await expect(entry(page, name)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('agent-page')).toHaveAttribute('data-page', name);
}

/** What each page shows once its figures are in: never a failure, and real rows or figures. */
async function expectPageWithFigures(page: Page, name: AgentPageName): Promise<void> {
  switch (name) {
    case 'agentAnnouncement':
      await expect(page.getByTestId('agent-announcements')).toHaveAttribute('data-status', 'ready');
      await expect(page.getByTestId('announcement-item').first()).toBeVisible();
      return;
    case 'agentTeamOverview':
      await expectFiguresAddUp(page);
      return;
    case 'registerCenter':
      await expect(page.getByTestId('downline-register')).toHaveAttribute('data-status', 'editing');
      await expect(page.getByTestId('affiliate-links')).toHaveAttribute('data-status', /ready|empty/);
      return;
    case 'downlineManagmentView':
      await expect(page.getByTestId('downline-management')).toHaveAttribute('data-status', 'ready');
      await expect(page.getByTestId('downline-name').first()).toBeVisible();
      return;
    case 'personalHistoryCopy':
    case 'palStatementsAgentCopy':
    case 'agentDownlineTransactionDetailsCopy':
      await ready(page);
      return;
    case 'agentRevenueReport':
      // the operator pays agent01 (contract-8, contract-9): its income adds up on one page per game type
      await ready(page);
      await page.getByTestId('report-game-type').selectOption('RNG');
      await expect(page).toHaveURL(/game=RNG/);
      await ready(page);
      await expectTotalsAddUp(page, 'income');
      return;
    case 'agentDividendRecordCopy2':
    case 'agentDailyWages2':
    case 'agentHourSalary':
    case 'agentRealtimeSalary':
      await expect(page.getByTestId('my-contract')).toHaveAttribute('data-status', 'ready');
      return;
    case 'depositv2':
      await expect(page.getByTestId('deposit-page')).toBeVisible();
      return;
    case 'withdraw':
      await expect(page.getByTestId('withdraw-page')).toBeVisible();
      return;
    case 'messageV2':
      // the member centre's messages page, the agent's own inbox
      await expect(page.getByTestId('inbox')).toHaveAttribute('data-status', 'ready');
      return;
    case 'customerService':
      await expect(page.getByTestId('agent-page').getByRole('heading').first()).toBeVisible();
      return;
  }
}

for (const lang of ['es', 'en'] as const satisfies readonly Lang[]) {
  const T = TEXT[lang];

  if (lang === 'es') test(`agent01's day in the agent centre; agent02 answers its offers; a real-time salary is paid (${lang})`, async ({ page, control }) => {
    test.setTimeout(240_000);
    await presetLanguage(page, lang);

    // ── agent01 signs in on the agent site and lands in the centre
    await page.goto('/agent');
    await expect(loginForm(page)).toBeVisible();
    await settle(page);
    await submitLogin(page, ACCOUNTS.agent);
    await expect(page).toHaveURL(/\/agentHome$/);
    await expect(page.getByTestId('agent-nickname')).toHaveText('Top Agent');

    // ── the clock ticks
    const time = page.getByTestId('agent-time');
    await expect(time).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const shown = (await time.textContent()) ?? '';
    await expect(time).not.toHaveText(shown);

    // ── every page of the menu, in SPEC.md's order, opened from the menu
    await expect(menu(page).locator('a[data-page]')).toHaveText(AGENT_PAGES.map((name) => T.agent.pages[name]));
    for (const name of AGENT_PAGES) {
      await openFromMenu(page, name);
      await expectPageWithFigures(page, name);
      await expect(page.getByTestId('agent-coming-soon')).toHaveCount(0);
    }

    // ── from the team's figures into one downline agent's own team, and back
    await openFromMenu(page, 'downlineManagmentView');
    const list = page.getByTestId('downline-management');
    await page.getByTestId('downline-sort').selectOption('teamSize');
    await expect(page).toHaveURL(/sort=teamSize/);
    await expect(list).toHaveAttribute('data-status', 'ready');
    const biggest = (await page.getByTestId('downline-name').first().textContent()) ?? '';
    await page.getByTestId('downline-open-team').first().click();
    await expect(list).toHaveAttribute('data-agent', biggest);
    await expect(list).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('downline-breadcrumb').getByTestId('breadcrumb-current')).toHaveText(biggest);
    await expect(page.getByTestId('downline-name').first()).toBeVisible();
    await page.getByTestId('downline-breadcrumb').getByRole('button', { name: T.team.downlines.myTeam }).click();
    await expect(list).toHaveAttribute('data-agent', '');

    // ── a report exported: the file is every row of the query (all its pages), with its header and totals row
    await openFromMenu(page, 'palStatementsAgentCopy');
    await ready(page);
    // a past week: today's bets may still be coming (the platform's day runs on), so the count
    // read before the export could miss a row the export then has
    await pickRange(page, page.getByTestId('report-range'), daysAgo(7), daysAgo(1), 10_000);
    await expect(page).toHaveURL(new RegExp(`from=${daysAgo(7)}&to=${daysAgo(1)}`));
    await ready(page);
    const rowsInAll = Number(await page.getByTestId('report-count').getAttribute('data-value'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export').click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).split('\r\n').filter((line) => line !== '');
    expect(csv).toHaveLength(rowsInAll + 2);

    // ── a downline agent registered, and an affiliate link made
    await openFromMenu(page, 'registerCenter');
    const form = page.getByTestId('downline-form');
    const account = `jr${lang}agent7`;
    await form.getByTestId('downline-type').selectOption('AGENT');
    await form.getByTestId('downline-username').fill(account);
    await form.getByTestId('downline-password').fill('Clave2024');
    await form.getByTestId('downline-confirm').fill('Clave2024');
    await form.getByTestId('downline-submit').click();
    await expect(page.getByTestId('downline-created')).toContainText(T.centre.downline.created.agent.replace('{{account}}', account));
    expect((await control.account(account))?.upline).toBe('agent01');
    const links = page.getByTestId('affiliate-links');
    await links.getByTestId('link-remark').fill('journey');
    await links.getByTestId('link-create').click();
    await expect(links.getByTestId('link-row').filter({ hasText: 'journey' }).getByTestId('link-url')).toHaveText(/\/register\?affiliateCode=\w+$/);

    // ── a contract offered to agent02: a real-time salary on slots
    await openFromMenu(page, 'agentRealtimeSalary');
    const o = T.contracts.offer;
    await page.getByTestId('contract-page').getByRole('tab', { name: T.contracts.views.downlines }).click();
    const downlines = page.getByTestId('downline-contracts');
    await expect(downlines).toHaveAttribute('data-status', 'ready');
    await downlines.getByRole('button', { name: o.new }).click();
    const offerForm = page.getByTestId('offer-form');
    await offerForm.getByRole('combobox', { name: o.downline, exact: true }).selectOption('agent02');
    await offerForm.getByRole('combobox', { name: o.gameType, exact: true }).selectOption('SPORTS');
    const tier = offerForm.getByTestId('offer-tier').first();
    await tier.getByRole('textbox', { name: T.contracts.tiers.minimumBet, exact: true }).fill('1000');
    await tier.getByRole('textbox', { name: T.contracts.tiers.activeMembers, exact: true }).fill('1');
    await tier.getByRole('textbox', { name: o.rate, exact: true }).fill('0.2');
    await offerForm.getByRole('button', { name: o.submit }).click();
    await expect(downlines.getByTestId('offer-notice')).toHaveText(o.notices.offered);
    const offered = (await control.contracts('agent01')).find((row) => row.kind === 'REALTIME_SALARY' && row.downline === 'agent02' && row.gameType === 'SPORTS');
    expect(offered?.status).toBe('P');
    const offeredId = offered?.id ?? '';

    // ── agent02 signs in (its own tab): the dialog waits with both of agent01's offers
    const agent02 = await page.context().newPage();
    await presetLanguage(agent02, lang);
    await startSignedIn(agent02, AGENT02, '/agentHome');
    const dialog = agent02.getByRole('dialog').filter({ has: agent02.getByTestId('contract-dialog') });
    const mine = dialog.locator(`[data-testid="contract-waiting"][data-contract="${offeredId}"]`);
    await expect(mine).toContainText(T.contracts.kinds.REALTIME_SALARY);
    await mine.getByRole('button', { name: T.contracts.answers.accept, exact: true }).click();
    await expect(mine).toHaveCount(0);
    // the lower-rate offer (contract-2) asks first, and consent ends agent02's contract-6 with agent41
    const lower = dialog.locator('[data-testid="contract-waiting"][data-contract="contract-2"]');
    await lower.getByRole('button', { name: T.contracts.answers.accept, exact: true }).click();
    await dialog.getByTestId('contract-consent').getByRole('button', { name: T.contracts.consent.agree }).click();
    await expect(dialog.getByTestId('contract-all-answered')).toBeVisible();
    const held = await control.contracts('agent02');
    expect(held.find((row) => row.id === offeredId)?.status).toBe('A');
    expect(held.find((row) => row.id === 'contract-2')?.status).toBe('A');
    expect(held.find((row) => row.id === 'contract-6')?.status).toBe('C');
    await agent02.close();

    // agent01 sees the offer accepted
    await page.reload();
    await page.getByTestId('contract-page').getByRole('tab', { name: T.contracts.views.downlines }).click();
    await expect(page.locator(`[data-testid="downline-contract"][data-contract="${offeredId}"]`)).toHaveAttribute('data-status', 'A');

    // ── agent41's real-time salary: a period is paid once the platform's clock has run 5 minutes
    const agent41 = await page.context().newPage();
    await presetLanguage(agent41, lang);
    await startSignedIn(agent41, AGENT41, '/agentHome/agentRealtimeSalary');
    await agent41.getByTestId('contract-page').getByRole('tab', { name: T.contracts.views.payouts }).click();
    const records = agent41.getByTestId('payout-records');
    await expect(records).toHaveAttribute('data-status', 'ready');
    // the running period first, then the paid ones; 5 minutes on, the period that ran is paid (second, by its start) and a new one runs
    const periods = records.getByTestId('payouts-count');
    await expect(periods).toHaveAttribute('data-value', /^\d+$/);
    const before = Number(await periods.getAttribute('data-value'));
    const running = await records.getByTestId('payout-period').first().getAttribute('datetime');
    await expect(records.getByTestId('payout-status').first()).toHaveAttribute('data-status', 'PENDING');
    await control.advanceClock(300);
    await records.getByTestId('payouts-reload').click();
    await expect(periods).toHaveAttribute('data-value', String(before + 1));
    await expect(records.getByTestId('payout-status').first()).toHaveAttribute('data-status', 'PENDING');
    await expect(records.getByTestId('payout-period').nth(1)).toHaveAttribute('datetime', running ?? '');
    await expect(records.getByTestId('payout-status').nth(1)).toHaveAttribute('data-status', 'SETTLED');
    await agent41.close();

    // ── menu entries come and go with their flags, and with the contract setting
    await control.setFlag('DAYSAL', false);
    await control.setContractSetting('agent01', 'HOURLY_SALARY', false);
    await page.reload();
    await expect(entry(page, 'agentTeamOverview')).toBeVisible();
    await expect(entry(page, 'agentDailyWages2')).toHaveCount(0);
    await expect(entry(page, 'agentHourSalary')).toHaveCount(0);
    await control.setFlag('DAYSAL', true);
    await control.setContractSetting('agent01', 'HOURLY_SALARY', true);
    await page.reload();
    await expect(entry(page, 'agentDailyWages2')).toBeVisible();
    await expect(entry(page, 'agentHourSalary')).toBeVisible();
  });
}
