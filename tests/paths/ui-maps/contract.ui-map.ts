/**
 * How the Chromium path runner sees and drives the contract chart: agent01 signed in through the
 * platform on /agentHome, where the contract dialog (the after-sign-in check) opens over the agent
 * centre. Every answer is the chart's own data, given by a route override and held until the step
 * that settles it: the consolidated info (the model's three waiting rows, in the wire's shape keyed
 * by game type) and the answer calls of the four kinds. The dialog's holder (`contract-offers`)
 * carries the chart's status, busy, answering, consent and failure, also while the dialog is not
 * shown. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { ContractInfo, ContractRow } from '../../../machines/contract.machine';
import { answerNext, refusedWith, settlesOf, value } from '../held-answers';
import type { UiContext, UiMap } from '../ui-map';
import es from '../../../locales/es/contracts.json' with { type: 'json' };

const CONSOLIDATED = (url: URL) => url.pathname.endsWith('/wps/member/info/funds/consolidated');
/** Any kind's answer (the dialog's page reads no contract list of its own). */
const ANSWER = (url: URL) => /\/MCSFE_process(ContractDividend|DailySalaryContract|ContractHourSalary|RealTimeSalaryContract)$/.test(url.pathname);

const WAITING_FIELD = { DIVIDEND: 'divtypereq', DAILY_SALARY: 'dailysalreqtype', HOURLY_SALARY: 'contracthoursalreq', REALTIME_SALARY: 'realtimesalreqtype' } as const;
const HELD_FIELD = { DIVIDEND: 'divtypeinfo', DAILY_SALARY: 'dailysalinfotype', HOURLY_SALARY: 'contracthoursalinfo', REALTIME_SALARY: 'realtimesalinfotype' } as const;

/** A row as the platform spells it: the flag as "Y"/"N". */
const wireRow = (row: ContractRow) => ({ ...row, downlineHigherRate: row.downlineHigherRate ? 'Y' : 'N' });

/** The consolidated funds answer carrying the info, keyed by the kinds' fields and game types. */
function consolidatedOf(info: ContractInfo | undefined) {
  const funds: Record<string, Record<string, unknown[]>> = {};
  const put = (field: string, row: ContractRow) => ((funds[field] ??= {})[row.gameType] ??= []).push(wireRow(row));
  for (const row of info?.waiting ?? []) put(WAITING_FIELD[row.kind], row);
  for (const row of info?.held ?? []) put(HELD_FIELD[row.kind], row);
  return value({ totalBalance: 0, ...funds });
}
const infoOf = (event: EventObject) => (event as { output?: ContractInfo }).output;
const refusal = (event: EventObject) => refusedWith((event as { error?: { errorCode?: string } }).error?.errorCode ?? 'system.busy');

const holder = (page: Page) => page.getByTestId('contract-offers');
const dialog = (page: Page) => page.locator('#contract-dialog');
const failure = (page: Page) => dialog(page).getByTestId('contract-failure');

/** The holder's attributes: the chart's status and the flags a state sets (absent when off). */
const shows =
  (status: string, flags: { busy?: boolean; answering?: boolean; consent?: boolean; failed?: boolean } = {}) =>
  async ({ page, timeout }: UiContext) => {
    const at = holder(page);
    await expect(at).toHaveAttribute('data-status', status, { timeout });
    const check = async (name: string, on: boolean | undefined, valueWhenOn: string) => {
      if (on) await expect(at).toHaveAttribute(name, valueWhenOn, { timeout });
      else await expect(at).not.toHaveAttribute(name, /.*/, { timeout });
    };
    await check('data-busy', flags.busy, 'true');
    await check('data-answering', flags.answering, 'true');
    await check('data-consent', flags.consent, 'asked');
    await check('data-failed', flags.failed, 'true');
  };

export const uiMap: UiMap = {
  machineId: 'contract',

  async start({ page }) {
    await startSignedIn(page, ACCOUNTS.agent, '/agentHome');
  },

  states: {
    'contract.loading': shows('loading', { busy: true }),
    'contract.loadFailed': async (ui) => {
      await shows('failed', { failed: true })(ui);
      await expect(failure(ui.page)).toBeVisible({ timeout: ui.timeout });
    },
    'contract.ready': async (ui) => {
      await shows('ready')(ui);
      await expect(dialog(ui.page).getByTestId('contract-waiting')).toHaveCount(3, { timeout: ui.timeout });
    },
    'contract.askingConsent': async (ui) => {
      await shows('ready', { consent: true })(ui);
      await expect(dialog(ui.page).getByTestId('contract-consent')).toBeVisible({ timeout: ui.timeout });
    },
    'contract.answering': shows('ready', { busy: true, answering: true }),
    'contract.answerFailed': async (ui) => {
      await shows('ready', { failed: true })(ui);
      // the refused answer is kept: retry or cancel it
      await expect(failure(ui.page).getByRole('button', { name: es.consent.cancel, exact: true })).toBeVisible({ timeout: ui.timeout });
    },
    'contract.reloading': shows('ready', { busy: true }),
    'contract.reloadFailed': async (ui) => {
      await shows('ready', { failed: true })(ui);
      await expect(failure(ui.page).getByRole('button', { name: es.consent.cancel, exact: true })).toHaveCount(0, { timeout: ui.timeout });
    },
    'contract.closed': async ({ page, timeout }) => {
      await expect(holder(page)).toHaveAttribute('data-status', 'closed', { timeout });
      await expect(dialog(page)).toHaveCount(0, { timeout });
    },
  },

  events: {
    async ANSWER({ page, timeout }, event) {
      const { contractId, answer } = event as { type: 'ANSWER'; contractId: string; answer: keyof typeof es.answers };
      await dialog(page).locator(`[data-testid="contract-waiting"][data-contract="${contractId}"]`).getByRole('button', { name: es.answers[answer], exact: true }).click({ timeout });
    },
    async CONSENT({ page, timeout }) {
      await dialog(page).getByTestId('contract-consent').getByRole('button', { name: es.consent.agree, exact: true }).click({ timeout });
    },
    async CANCEL({ page, timeout }) {
      // the consent question's cancel, or a refused answer's (only one shows at a time)
      await dialog(page).getByRole('button', { name: es.consent.cancel, exact: true }).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await failure(page).getByRole('button', { name: es.retry, exact: true }).click({ timeout });
    },
    async DISMISS({ page, timeout }) {
      await dialog(page).getByRole('button', { name: 'Cerrar', exact: true }).first().click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadContracts'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.loadContracts', CONSOLIDATED, consolidatedOf(infoOf(event)));
    },
    async 'xstate.error.actor.loadContracts'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.loadContracts', CONSOLIDATED, refusal(event));
    },
    async 'xstate.done.actor.reloadContracts'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.reloadContracts', CONSOLIDATED, consolidatedOf(infoOf(event)));
    },
    async 'xstate.error.actor.reloadContracts'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.reloadContracts', CONSOLIDATED, refusal(event));
    },
    async 'xstate.done.actor.answerContract'({ page }) {
      await answerNext(page, 'xstate.done.actor.answerContract', ANSWER, value({ kind: null, asUpline: [], asDownline: [], pendingRequests: [] }));
    },
    async 'xstate.error.actor.answerContract'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.answerContract', ANSWER, refusal(event));
    },
  },

  settles: settlesOf(
    'xstate.done.actor.loadContracts',
    'xstate.error.actor.loadContracts',
    'xstate.done.actor.reloadContracts',
    'xstate.error.actor.reloadContracts',
    'xstate.done.actor.answerContract',
    'xstate.error.actor.answerContract',
  ),

  holds: {
    async loadContracts({ page }) {
      await page.route(CONSOLIDATED, () => undefined);
    },
    async reloadContracts({ page }) {
      await page.route(CONSOLIDATED, () => undefined);
    },
    async answerContract({ page }) {
      await page.route(ANSWER, () => undefined);
    },
  },
};
