/**
 * Contracts and the team views against a platform that answers as API.md says and nothing more
 * (the strict profile, schema/strict/contracts.ts). Its consolidated info keys each
 * contract section by game type and the rows under a key do not repeat it (one row object under a
 * key, a list when there are more); a dividend row has no id, an hourly one names itself by
 * `contractId`; no upline, no contract setting. agent02 signs in and the contract dialog shows an
 * offer of each kind, each under its game type; it accepts the dividend (the answer's `type` is
 * the key's game type, no id) and the hourly salary (the answer's `contractId` is the row's), and
 * the platform, which in this profile takes exactly those parameters, makes them active. The agent
 * menu keeps every contract kind (the whitelabel flags decide), and the team overview and the
 * downline list load. In Spanish on the phone (one language per test: fixtures.ts, presetLanguage).
 */
import type { Page, Request } from '@playwright/test';
import { startSignedIn } from './auth-helpers';
import { expect, lookAt, presetLanguage, test } from './fixtures';
import es from '../../locales/es/contracts.json' with { type: 'json' };
import en from '../../locales/en/contracts.json' with { type: 'json' };

const AGENT02 = { username: 'agent02', password: 'Agent2024' };

const LANGS = [
  { lang: 'es', texts: es },
  { lang: 'en', texts: en },
] as const;

const dialog = (page: Page) => page.locator('#contract-dialog');
const waiting = (page: Page) => dialog(page).getByTestId('contract-waiting');

/** The fields of every contract answer the page sent (a read carries no status): the query of a GET, the body of a POST. */
function answersSent(page: Page): { path: string; fields: Record<string, unknown> }[] {
  const sent: { path: string; fields: Record<string, unknown> }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!/\/MCSFE_process(ContractDividend|DailySalaryContract|ContractHourSalary|RealTimeSalaryContract)$/.test(url.pathname)) return;
    const fields: Record<string, unknown> = request.method() === 'GET' ? Object.fromEntries(url.searchParams) : ((request.postDataJSON() as Record<string, unknown> | null) ?? {});
    if (fields.status !== undefined) sent.push({ path: url.pathname, fields });
  });
  return sent;
}

for (const L of LANGS.filter((entry) => entry.lang === 'es')) {
  test.describe(`contracts on a strict platform (${L.lang})`, () => {
    test.beforeEach(async ({ page, control }) => {
      await presetLanguage(page, L.lang);
      await control.setAnswerProfile('STRICT');
    });

    test(`agent02 sees an offer of each kind under its game type, accepts a dividend (type sent) and an hourly salary (contractId sent); the menu and the team views load (${L.lang})`, async ({ page, control }, testInfo) => {
      // offers of each kind: the seeded daily salary (contract-2, RNG), and three from agent01
      await control.offerContract({ upline: 'agent01', downline: 'agent02', kind: 'DIVIDEND', gameType: 'SPORTS', period: 'MONTHLY', tiers: [{ minimumBet: 1000, netLoss: 500, activeMember: 2, rate: 12 }] });
      const hourly = await control.offerContract({ upline: 'agent01', downline: 'agent02', kind: 'HOURLY_SALARY', gameType: 'FISH', tiers: [{ minimumBet: 200, activeMember: 1, rate: 0.2 }] });
      await control.offerContract({ upline: 'agent01', downline: 'agent02', kind: 'REALTIME_SALARY', gameType: 'RNG', tiers: [{ minimumBet: 100, activeMember: 1, rate: 0.1 }] });
      const sent = answersSent(page);

      await startSignedIn(page, AGENT02, '/agentHome');
      await expect(waiting(page)).toHaveCount(4);
      const row = (kind: keyof typeof L.texts.kinds, gameType: keyof typeof L.texts.gameTypes) =>
        waiting(page).filter({ hasText: `${L.texts.kinds[kind]} · ${L.texts.gameTypes[gameType]}` });
      await expect(row('DIVIDEND', 'SPORTS')).toHaveAttribute('data-game-type', 'SPORTS');
      await expect(row('DAILY_SALARY', 'RNG')).toHaveAttribute('data-contract', 'contract-2');
      await expect(row('HOURLY_SALARY', 'FISH')).toHaveAttribute('data-contract', hourly.id);
      await expect(row('REALTIME_SALARY', 'RNG')).toHaveCount(1);
      // the rows name no upline (API.md names none): the request is said without one
      await expect(row('DIVIDEND', 'SPORTS')).toContainText(L.texts.row.offerFromUpline);
      await expect(row('DIVIDEND', 'SPORTS').getByTestId('contract-tiers').locator('tbody tr')).toHaveCount(1);
      // the lower-rate offer warns without naming the contract it ends (API.md names only the flag)
      await expect(row('DAILY_SALARY', 'RNG').getByTestId('contract-lower-rate')).toHaveText(L.texts.consent.warningUnnamed);
      await lookAt(page, testInfo.outputPath(`contracts-strict-${L.lang}.png`));

      // the dividend: answered by its game type (the key), no id
      await row('DIVIDEND', 'SPORTS').getByRole('button', { name: L.texts.answers.accept, exact: true }).click();
      await expect(row('DIVIDEND', 'SPORTS')).toHaveCount(0);
      await expect(dialog(page).getByTestId('contract-answered')).toHaveAttribute('data-answer', 'accept');
      // the hourly salary: answered by its contractId
      await row('HOURLY_SALARY', 'FISH').getByRole('button', { name: L.texts.answers.accept, exact: true }).click();
      await expect(row('HOURLY_SALARY', 'FISH')).toHaveCount(0);
      await expect(waiting(page)).toHaveCount(2);
      expect(sent).toEqual([
        { path: '/wps/relay/MCSFE_processContractDividend', fields: { type: 'SPORTS', status: 'A', idempotencyKey: expect.any(String) } },
        { path: '/wps/relay/MCSFE_processContractHourSalary', fields: { contractId: hourly.id, status: 'A', idempotencyKey: expect.any(String) } },
      ]);
      const rows = await control.contracts('agent02');
      expect(rows.find((one) => one.kind === 'DIVIDEND' && one.gameType === 'SPORTS' && one.downline === 'agent02')?.status).toBe('A');
      expect(rows.find((one) => one.id === hourly.id)?.status).toBe('A');

      // the menu keeps every contract kind (no setting said), and the team views load
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      const menu = page.getByTestId('agent-menu');
      const entry = (name: string) => menu.locator(`a[data-page="${name}"]`);
      for (const name of ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary']) await expect(entry(name)).toHaveCount(1);
      // (through the menu: a reload would open the dialog again for the offers still waiting)
      await entry('agentHourSalary').click();
      await expect(page.getByTestId('my-contract').locator(`[data-testid="contract-held"][data-contract="${hourly.id}"] [data-testid="contract-status"]`)).toHaveText(L.texts.statuses.A);
      await entry('agentTeamOverview').click();
      await expect(page.getByTestId('team-overview')).toHaveAttribute('data-status', 'ready');
      await entry('downlineManagmentView').click();
      await expect(page.getByTestId('downline-management')).toHaveAttribute('data-status', 'ready');
      await expect(page.getByTestId('downline-name').first()).toBeVisible();
    });
  });
}
