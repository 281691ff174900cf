/**
 * How the Chromium path runner sees and drives the contract chart: agent01 signed in through the
 * platform on /agentHome, where the contract dialog (the after-sign-in check) opens over the agent
 * centre. Every answer is the chart's own data, given by a route override and held until the step
 * that settles it: the consolidated info (the model's three waiting rows, in the wire's shape keyed
 * by game type) and the answer calls of the four kinds. The dialog's holder (`contract-offers`)
 * carries the chart's status, busy, answering, consent, failure and a lost answer's outcome, also
 * while the dialog is not shown.
 *
 * A lost answer is a dropped connection (the held answer call aborted at its step). The check's
 * readings are the consolidated info again, answered by a lasting route of their own while the
 * dialog's outcome notice says it is checking: the answered row gone from the waiting rows (and held
 * active when the answer was A: applied), the rows as they were (not applied), or a refusal every
 * time (unreadable, so the readings run out: still unknown), as many readings as the verdict takes
 * and kept above the load's and reload's held answers, against the answer the page kept in
 * sessionStorage `pending:contractAnswer`. An answer kept from before a reload is written there
 * before the page loads. The runner moves the paused clock through the readings (clockedInvocations),
 * and through the boot at start. Only tests import this file.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import { contractAnswerCommand, type ContractAnswerIntent, type ContractInfo, type ContractRow } from '../../../machines/contracts/contract.machine';
import { OUTCOME_CHECK_DELAYS_MS } from '../../../machines/outcome';
import { CONTRACT_INFO } from '../models/contract.model';
import { visibleMovingClock } from '../fake-clock';
import { answerNext, refusedWith, settlesOf, value } from '../held-answers';
import type { UiContext, UiMap } from '../ui-map';
import { uiText } from '../locale-text';

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
const outcomeNotice = (page: Page) => dialog(page).getByTestId('contract-outcome');
const checkAgain = (page: Page) => outcomeNotice(page).getByRole('button', { name: uiText('common:outcome.checkAgain') });

/** Where the dialog (every kind) keeps an answer whose outcome is unknown, for the tab (src/app/wiring/contracts/contract.ts). */
const PENDING_KEY = `pending:${contractAnswerCommand(['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'])}`;

/** The holder's attributes: the chart's status and the flags a state sets (absent when off). */
const shows =
  (status: string, flags: { busy?: boolean; answering?: boolean; consent?: boolean; failed?: boolean; outcome?: 'checking' | 'unknown' } = {}) =>
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
    await check('data-outcome', flags.outcome !== undefined, flags.outcome ?? '');
  };

/** The dialog's answers held under the outcome notice: "checking" (a spinner), or "unknown" with its "check again". */
const outcome = (shown: 'checking' | 'unknown') => async (ui: UiContext) => {
  await shows('ready', { busy: true, outcome: shown })(ui);
  await expect(outcomeNotice(ui.page)).toHaveAttribute('data-outcome', shown, { timeout: ui.timeout });
  await expect(checkAgain(ui.page)).toHaveCount(shown === 'unknown' ? 1 : 0, { timeout: ui.timeout });
  await expect(dialog(ui.page).getByTestId('contract-waiting').first().getByRole('button').first()).toBeDisabled({ timeout: ui.timeout });
};

/** Whether the dialog says the check runs now: only then is a consolidated-info call one of its readings. */
const checkRuns = (page: Page) => page.evaluate(() => document.querySelector('[data-testid="contract-offers"]')?.getAttribute('data-outcome') === 'checking').catch(() => false);

/** The answer the page kept when it sent it, while its outcome is unknown (null: none kept). */
async function keptAnswer(page: Page): Promise<ContractAnswerIntent | null> {
  const text = await page.evaluate((key) => window.sessionStorage.getItem(key), PENDING_KEY).catch(() => null);
  return text ? (JSON.parse(text) as ContractAnswerIntent) : null;
}

/** The check's route of each page, kept above the load's and the reload's held answers (see onTop). */
const checkRoutes = new WeakMap<Page, { readonly url: (url: URL) => boolean; readonly handler: (route: Route) => Promise<void> }>();

/**
 * Puts the check's route back above the held answers of the consolidated info (Playwright asks the
 * newest route first): a reload's answer arranged while the check still runs must not take its
 * readings.
 */
async function onTop(page: Page) {
  const check = checkRoutes.get(page);
  if (!check) return;
  await page.unroute(check.url, check.handler);
  await page.route(check.url, check.handler);
}

/** How many readings a verdict takes (machines/outcome.ts): applied at once, not applied twice running, unknown when all ran out. */
const READINGS: Readonly<Record<string, number>> = { applied: 1, notApplied: 2, unknown: OUTCOME_CHECK_DELAYS_MS.length };

/**
 * What a reading of the info finds for the kept answer: the row answered (gone from the waiting
 * rows; held active after an A), the model's rows as they were, or a refusal.
 */
function infoRead(intent: ContractAnswerIntent | null, verdict: string | undefined): (route: Route) => Promise<void> {
  if (verdict === 'unknown' || !intent) return refusedWith('system.busy');
  if (verdict !== 'applied') return consolidatedOf(CONTRACT_INFO);
  const { row, status } = intent.request;
  const other = (candidate: ContractRow) => candidate.id !== row.id || candidate.kind !== row.kind;
  const held = CONTRACT_INFO.held.filter(other);
  return consolidatedOf({ waiting: CONTRACT_INFO.waiting.filter(other), held: status === 'A' ? [...held, { ...row, status: 'A' }] : held });
}

export const uiMap: UiMap = {
  machineId: 'contract',
  region: (page) => dialog(page),

  async start({ page }) {
    await startSignedIn(page, ACCOUNTS.agent, '/agentHome');
    // A path through the outcome check runs on a paused clock, which the page's boot needs moved.
    await visibleMovingClock(page, page.getByTestId('agent-centre'));
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
      await expect(failure(ui.page).getByRole('button', { name: uiText('contracts:consent.cancel') })).toBeVisible({ timeout: ui.timeout });
    },
    'contract.reloading': shows('ready', { busy: true }),
    'contract.outcomeUnknown.checking': outcome('checking'),
    'contract.outcomeUnknown.stillUnknown': outcome('unknown'),
    'contract.reloadFailed': async (ui) => {
      await shows('ready', { failed: true })(ui);
      await expect(failure(ui.page).getByRole('button', { name: uiText('contracts:consent.cancel') })).toHaveCount(0, { timeout: ui.timeout });
    },
    'contract.closed': async ({ page, timeout }) => {
      await expect(holder(page)).toHaveAttribute('data-status', 'closed', { timeout });
      await expect(dialog(page)).toHaveCount(0, { timeout });
    },
  },

  events: {
    async ANSWER({ page, timeout }, event) {
      const { contractId, answer } = event as { type: 'ANSWER'; contractId: string; answer: string };
      await dialog(page).locator(`[data-testid="contract-waiting"][data-contract="${contractId}"]`).getByRole('button', { name: uiText(`contracts:answers.${answer}`) }).click({ timeout });
    },
    async CONSENT({ page, timeout }) {
      await dialog(page).getByTestId('contract-consent').getByRole('button', { name: uiText('contracts:consent.agree') }).click({ timeout });
    },
    async CANCEL({ page, timeout }) {
      // the consent question's cancel, or a refused answer's (only one shows at a time)
      await dialog(page).getByRole('button', { name: uiText('contracts:consent.cancel') }).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await failure(page).getByRole('button', { name: uiText('contracts:retry') }).click({ timeout });
    },
    async DISMISS({ page, timeout }) {
      await dialog(page).getByRole('button', { name: uiText('common:actions.close') }).first().click({ timeout });
    },
    async CHECK_AGAIN({ page, timeout }) {
      await checkAgain(page).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadContracts'({ page }, event) {
      // an answer the dialog kept before a reload, its outcome still unknown: there when the page loads
      const pending = (event as { output?: { pendingAnswer?: ContractAnswerIntent | null } }).output?.pendingAnswer;
      if (pending) {
        const entry = [PENDING_KEY, JSON.stringify(pending)] as const;
        if (page.url() === 'about:blank') {
          await page.addInitScript(([key, kept]) => {
            if (!window.sessionStorage.getItem('__pending_preset')) {
              window.sessionStorage.setItem(key, kept);
              window.sessionStorage.setItem('__pending_preset', '1');
            }
          }, entry);
        } else {
          await page.evaluate(([key, kept]) => window.sessionStorage.setItem(key, kept), entry);
        }
      }
      await answerNext(page, 'xstate.done.actor.loadContracts', CONSOLIDATED, consolidatedOf(infoOf(event)));
      await onTop(page);
    },
    async 'xstate.error.actor.loadContracts'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.loadContracts', CONSOLIDATED, refusal(event));
      await onTop(page);
    },
    async 'xstate.done.actor.reloadContracts'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.reloadContracts', CONSOLIDATED, consolidatedOf(infoOf(event)));
      await onTop(page);
    },
    async 'xstate.error.actor.reloadContracts'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.reloadContracts', CONSOLIDATED, refusal(event));
      await onTop(page);
    },
    async 'xstate.done.actor.answerContract'({ page }) {
      await answerNext(page, 'xstate.done.actor.answerContract', ANSWER, value({ kind: null, asUpline: [], asDownline: [], pendingRequests: [] }));
    },
    async 'xstate.error.actor.answerContract'({ page }, event) {
      // the answer lost: the connection drops once the step lets the held call go
      const lost = (event as { error?: { kind?: string } }).error?.kind === 'network';
      await answerNext(page, 'xstate.error.actor.answerContract', ANSWER, lost ? (route) => route.abort('connectionreset') : refusal(event));
    },
    /**
     * The check's readings (the consolidated info) find what the verdict says about the answer the
     * page kept. Arranged before the step that starts the check; its first reading waits for the
     * runner to move the clock. A lasting route under its own matcher (answerNext drops the routes
     * registered with CONSOLIDATED itself) that answers only while the dialog says the check runs:
     * the load's and the reload's calls fall back to their held answers.
     */
    async 'xstate.done.actor.checkOutcome'({ page }, event) {
      const verdict = (event as { output?: { kind?: string } }).output?.kind ?? 'unknown';
      const earlier = checkRoutes.get(page);
      if (earlier) await page.unroute(earlier.url, earlier.handler);
      // as many readings as the verdict takes: the reload that follows an applied one is the reload's
      let left = READINGS[verdict] ?? 1;
      const url = (at: URL) => CONSOLIDATED(at);
      const handler = async (route: Route) => {
        if (left > 0 && (await checkRuns(page))) {
          left -= 1;
          await infoRead(await keptAnswer(page), verdict)(route).catch(() => undefined);
        } else await route.fallback();
      };
      checkRoutes.set(page, { url, handler });
      await page.route(url, handler);
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
