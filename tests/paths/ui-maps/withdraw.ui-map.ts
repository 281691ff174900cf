/**
 * How the Chromium path runner sees and drives the withdraw chart: /member/withdraw signed in as
 * member01 (member type 0) or agent41 (type 41, not allowed to withdraw). The flow's step is the page's
 * data-step (data-busy while its call runs), the records' phase their data-phase. Every outcome is
 * the chart's own data answered by a route override (the load's four calls, the fee, the order,
 * a refusal by its platform code), so a path's records and accounts are what its model says;
 * failures of the reads come from the control endpoint. A lost answer is the submit's connection
 * dropped; the outcome notice (data-outcome) says the withdrawal is being checked or is still
 * unknown (with "check again"); the check's readings are the records' first page, answered against
 * the order numbers the page kept at the send (sessionStorage pending:withdraw): a new order of the
 * amount (made), only those orders (not made), or a refusal each time (unreadable: still unknown).
 * The runner moves the page's clock through the readings' delays (browser-runner.ts,
 * clockedInvocations).
 *
 * LANGUAGE is the side menu's language select, in the page (language-ui.ts): the settings are read
 * again in the new language (answered here with the model's English note), so the labels the steps
 * click are matched in both languages. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { WithdrawData, WithdrawIntent } from '../../../machines/withdraw/withdraw.machine';
import { withdrawalOrder } from '../../fixtures/withdrawals';
import { visibleMovingClock } from '../fake-clock';
import { answer, answerNext, refusedWith, settlesOf, value } from '../held-answers';
import type { UiContext, UiMap } from '../ui-map';
import { switchLanguage } from './language-ui';
import { uiText } from '../locale-text';

const relay = (name: string) => (url: URL) => url.pathname.endsWith(`/${name}`);
const SETTINGS = relay('MCSFE_getWithdrawSettings');
const ACCOUNTS_CALL = relay('MCSFE_getWithdrawBankCards');
const TURNOVER = relay('getTurnoverInfo');
const RECORDS = relay('MCSFE_getWithdrawRecords');
const SET_PASSWORD = relay('MCSFE_setPaymentPassword');
const BIND = relay('MCSFE_bindWithdrawBankCard');
const FEE = relay('MCSFE_getWithdrawFee');
const SUBMIT = relay('MCSFE_withdraw');
const CANCEL = relay('MCSFE_cancelWithdraw');

/** The platform's code for each refusal the model names (src/api/errors.ts maps them back). */
const CODE_OF_KEY: Readonly<Record<string, string>> = {
  'errors:paymentPasswordExists': 'payment.password.exists',
  'errors:bankCardExists': 'bank.card.exists',
  'errors:withdrawLimitReached': 'withdraw.limit.reached',
  'errors:paymentPasswordInvalid': 'invalid.payment.pw',
  'errors:paymentPasswordMissing': 'not.exists.payment.password',
  'errors:bankCardFrozen': 'bank_card_is_frozen',
  'errors:withdrawNotCancellable': 'withdraw.not.cancellable',
};

const refusal = (event: EventObject) => {
  const key = (event as { error?: { messageKey?: string } }).error?.messageKey ?? '';
  const code = CODE_OF_KEY[key];
  if (!code) throw new Error(`the withdraw UI map has no platform code for ${key}`);
  return refusedWith(code);
};
const page1 = (list: unknown[]) => ({ list, pageNum: 1, totalPages: list.length > 0 ? 1 : 0, totalCount: list.length });

const AGENT_41 = { username: 'agent41', password: 'Agent2024' };
const flow = (page: Page) => page.getByTestId('withdraw-flow');
const step = (name: string, busy: boolean) => async ({ page, timeout }: UiContext) => {
  await expect(flow(page)).toHaveAttribute('data-step', name, { timeout });
  if (busy) await expect(flow(page)).toHaveAttribute('data-busy', 'true', { timeout });
  else await expect(flow(page)).not.toHaveAttribute('data-busy', /.*/, { timeout });
};
const records = (phase: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId('withdraw-records')).toHaveAttribute('data-phase', phase, { timeout });
};
const cancelDialog = (page: Page) => page.locator('#withdraw-cancel-dialog');
/** Where the page keeps a withdrawal whose outcome is unknown, for the tab (src/config/storage.ts `pending:<command>`, src/app/wiring/withdraw/withdraw.ts). */
const PENDING_KEY = 'pending:withdraw';
const outcomeNotice = (page: Page) => page.getByTestId('withdraw-outcome');
const checkAgain = (page: Page) => outcomeNotice(page).getByRole('button', { name: uiText('common:outcome.checkAgain') });
/** The confirmation held under the outcome notice: "checking" (a spinner), or "unknown" with its "check again". */
const outcome = (shown: 'checking' | 'unknown') => async (ui: UiContext) => {
  await step('askingPaymentPassword', true)(ui);
  await expect(outcomeNotice(ui.page)).toHaveAttribute('data-outcome', shown, { timeout: ui.timeout });
  await expect(checkAgain(ui.page)).toHaveCount(shown === 'unknown' ? 1 : 0, { timeout: ui.timeout });
};
const noOutcome = async ({ page, timeout }: UiContext) => {
  await expect(outcomeNotice(page)).toHaveCount(0, { timeout });
};
/** Whether the notice says the check runs now: only then is a records call one of its readings. */
const checkRuns = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="withdraw-outcome"]')?.getAttribute('data-outcome') === 'checking').catch(() => false);

/** The withdrawal the page kept when it sent it (the orders listed then), while its outcome is unknown. */
async function keptWithdrawal(page: Page, timeout: number): Promise<WithdrawIntent> {
  const read = () => page.evaluate((key) => window.sessionStorage.getItem(key), PENDING_KEY);
  await expect.poll(read, { timeout, message: `the page keeps ${PENDING_KEY} while the outcome is unknown` }).not.toBeNull();
  return JSON.parse((await read()) ?? 'null') as WithdrawIntent;
}

/**
 * What the check's readings of the records answer, against the orders listed at the send: a new
 * order of the amount on top (made), those orders alone (not made), or a refusal (unreadable, so
 * the readings run out: still unknown; a refusal, not a 5xx, which the adapter would retry).
 */
function recordsRead(intent: WithdrawIntent, verdict: string | undefined) {
  const listed = intent.before.map((orderNo) => withdrawalOrder({ orderNo, bankCardId: intent.request.bankCardId }));
  if (verdict === 'applied') {
    let n = intent.before.length + 1;
    while (intent.before.includes(`WD${n}`)) n += 1;
    const made = withdrawalOrder({ orderNo: `WD${n}`, amount: intent.request.amount, bankCardId: intent.request.bankCardId });
    return value(page1([made, ...listed]));
  }
  if (verdict === 'notApplied') return value(page1(listed));
  return answer({ success: false, value: null, message: null, errorCode: 'system.busy' });
}
/** The settings' precaution note, by its heading in either language. */
const precaution = (page: Page) => page.getByRole('heading', { name: uiText('withdraw:form.precaution') });
const submitOf = (form: ReturnType<Page['getByTestId']>) => form.locator('button[type="submit"]');

/** The language the model's page starts in (its input); its LANGUAGE steps switch away from it. */
const MODEL_LANGUAGE = 'es';
/** The language this path's page opened in: Spanish in the path tests, the storyboard's --lang. */
let openedIn = MODEL_LANGUAGE;
/**
 * The language a step's switch goes to in this page: the model's own while the page opened in the
 * model's language, else mirrored (Spanish for its English, English for its Spanish). An English
 * page asked for English would not switch at all, and the settings would not be read again.
 */
const inThisPage = (language: string) => (openedIn === MODEL_LANGUAGE ? language : language === MODEL_LANGUAGE ? openedIn : MODEL_LANGUAGE);

export const uiMap: UiMap = {
  machineId: 'withdraw',

  async start({ page, timeout }) {
    // the chart waits for the session's verdict: the page opens once a SESSION step signs in
    await page.goto('/');
    // a path through the outcome check runs on a paused clock, which the page's boot needs moved
    await visibleMovingClock(page, page.getByRole('banner'), timeout);
    openedIn = (await page.locator('html').getAttribute('lang')) ?? MODEL_LANGUAGE;
  },

  states: {
    'withdraw.waitingForSession': async ({ page }) => {
      await expect(flow(page)).toHaveCount(0);
    },
    'withdraw.notEligible': async ({ page, timeout }) => {
      await expect(page.getByTestId('withdraw-not-eligible')).toBeVisible({ timeout });
    },
    'withdraw.loading': step('loading', true),
    'withdraw.loadFailed': async ({ page, timeout }) => {
      await expect(page.getByTestId('withdraw-load-failed')).toBeVisible({ timeout });
    },
    'withdraw.ready.flow.passwordSetup': step('passwordSetup', false),
    'withdraw.ready.flow.savingPassword': step('passwordSetup', true),
    'withdraw.ready.flow.binding': step('binding', false),
    'withdraw.ready.flow.savingAccount': step('binding', true),
    'withdraw.ready.flow.form': step('form', false),
    'withdraw.ready.flow.previewing': step('form', true),
    'withdraw.ready.flow.askingPaymentPassword': async (ui) => {
      await step('askingPaymentPassword', false)(ui);
      await noOutcome(ui);
    },
    'withdraw.ready.flow.submitting': async (ui) => {
      await step('askingPaymentPassword', true)(ui);
      await noOutcome(ui);
    },
    'withdraw.ready.flow.outcomeUnknown.checking': outcome('checking'),
    'withdraw.ready.flow.outcomeUnknown.stillUnknown': outcome('unknown'),
    'withdraw.ready.flow.submitted': async ({ page, timeout }) => {
      await expect(page.getByTestId('withdraw-submitted')).toBeVisible({ timeout });
    },
    'withdraw.ready.records.idle': records('idle'),
    'withdraw.ready.records.confirmingCancel': async (ui) => {
      await records('confirmingCancel')(ui);
      await expect(cancelDialog(ui.page)).toBeVisible({ timeout: ui.timeout });
    },
    'withdraw.ready.records.cancelling': records('cancelling'),
    'withdraw.ready.records.reloading': records('reloading'),
    // the model's loads carry no note; only the read after its switch to English answers with one
    // (EN_NOTE): a note on screen is that one, under the page the switch went to
    'withdraw.ready.language.current': async ({ page, timeout }) => {
      if (await precaution(page).isVisible()) await expect(page.locator('html')).toHaveAttribute('lang', inThisPage('en'), { timeout });
    },
    // being read again, or not read: no note at all, never the other language's
    'withdraw.ready.language.reading': async ({ page, timeout }) => {
      await expect(precaution(page)).toHaveCount(0, { timeout });
    },
    'withdraw.ready.language.failed': async ({ page, timeout }) => {
      await expect(precaution(page)).toHaveCount(0, { timeout });
    },
  },

  events: {
    async SESSION({ page }, event) {
      const { memberType } = event as { type: 'SESSION'; memberType: number };
      // type 41, an agent, may open the member centre but not withdraw (a trial account never gets
      // past the member centre's gate: withdraw.spec checks that it makes no withdraw call)
      await startSignedIn(page, memberType === 41 ? AGENT_41 : ACCOUNTS.member, '/member/withdraw');
      // on a paused clock (a path through the outcome check) the member centre's boot needs it moved;
      // the load's answers wait for their step, so the flow shows its loading meanwhile
      await visibleMovingClock(page, flow(page));
    },
    async CHECK_AGAIN({ page, timeout }) {
      await checkAgain(page).click({ timeout });
    },
    // the member's main balance changes on the platform and it says so live: the header's balance
    // flow reads it again and the page is told; where the form shows the bound, it reads the new one
    async BALANCE({ page, control, timeout }, event) {
      const { withdrawable } = event as { type: 'BALANCE'; withdrawable: number };
      await control.setBalance(ACCOUNTS.member.username, withdrawable);
      await expect.poll(() => control.pushAccountEvent(ACCOUNTS.member.username, { kind: 'balanceChanged', balance: withdrawable }), { timeout }).toBeGreaterThan(0);
      const bound = page.getByTestId('withdraw-balance');
      if (await bound.isVisible()) await expect(bound).toContainText(withdrawable.toLocaleString('en-US', { minimumFractionDigits: 2 }), { timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('withdraw-load-failed').getByRole('button').click({ timeout });
    },
    async SET_PASSWORD({ page, timeout }, event) {
      const { request } = event as { type: 'SET_PASSWORD'; request: { paymentPassword: string; confirmPaymentPassword: string } };
      const form = page.getByTestId('withdraw-set-password');
      const fields = form.locator('input[type="password"]');
      await fields.nth(0).fill(request.paymentPassword, { timeout });
      await fields.nth(1).fill(request.confirmPaymentPassword, { timeout });
      await submitOf(form).click({ timeout });
    },
    async BIND({ page, timeout }, event) {
      const { request } = event as { type: 'BIND'; request: { groupType: string; bankCode: string; cardNumber: string; cardHolder: string } };
      const form = page.getByTestId('withdraw-bind');
      const selects = form.getByRole('combobox');
      await selects.nth(0).selectOption(request.groupType, { timeout });
      if (request.bankCode) await selects.nth(1).selectOption(request.bankCode, { timeout });
      const fields = form.getByRole('textbox');
      await fields.nth(0).fill(request.cardNumber, { timeout });
      await fields.nth(1).fill(request.cardHolder, { timeout });
      await submitOf(form).click({ timeout });
    },
    async CANCEL_BIND({ page, timeout }) {
      await page.getByTestId('withdraw-bind').locator('button:not([type="submit"])').click({ timeout });
    },
    async SUBMIT({ page, timeout }, event) {
      const { draft } = event as { type: 'SUBMIT'; draft: { amount: number; bankCardId: string } };
      const form = page.getByTestId('withdraw-form');
      await form.getByRole('combobox').selectOption(draft.bankCardId, { timeout });
      await form.getByRole('textbox').first().fill(String(draft.amount), { timeout });
      await submitOf(form).click({ timeout });
    },
    async ADD_ACCOUNT({ page, timeout }) {
      await page.getByTestId('withdraw-form').getByRole('button', { name: uiText('withdraw:form.addAccount') }).click({ timeout });
    },
    async CONFIRM({ page, timeout }, event) {
      const { password } = event as { type: 'CONFIRM'; password: string };
      await page.getByTestId('withdraw-preview').locator('input[type="password"]').fill(password, { timeout });
      await submitOf(page.getByTestId('withdraw-form')).click({ timeout });
    },
    async BACK({ page, timeout }) {
      await page.getByTestId('withdraw-form').getByRole('button', { name: uiText('withdraw:preview.back') }).click({ timeout });
    },
    async NEW({ page, timeout }) {
      await page.getByTestId('withdraw-submitted').getByRole('button').click({ timeout });
    },
    async CANCEL_ORDER({ page, timeout }, event) {
      const { orderNo } = event as { type: 'CANCEL_ORDER'; orderNo: string };
      await page.locator(`[data-testid="withdraw-record"][data-order="${orderNo}"]`).getByRole('button', { name: uiText('withdraw:records.cancel') }).click({ timeout });
    },
    async CONFIRM_CANCEL({ page, timeout }) {
      await cancelDialog(page).getByRole('button', { name: uiText('withdraw:cancelDialog.confirm') }).click({ timeout });
    },
    async KEEP_ORDER({ page, timeout }) {
      await cancelDialog(page).getByRole('button', { name: uiText('withdraw:cancelDialog.keep') }).click({ timeout });
    },
    async REFRESH_RECORDS({ page, timeout }) {
      await page.getByTestId('withdraw-records').getByRole('button', { name: uiText('withdraw:records.refresh') }).click({ timeout });
    },
    // in the page, as a reader switches: the flow is the same one and hears it (a reload would start a new one)
    async LANGUAGE({ page, timeout }, event) {
      await switchLanguage(page, inThisPage((event as { language?: string }).language ?? MODEL_LANGUAGE), timeout);
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadWithdraw'({ page }, event) {
      const data = (event as { output?: WithdrawData }).output;
      if (!data) throw new Error('loadWithdraw done without its data');
      const type = 'xstate.done.actor.loadWithdraw';
      // a withdrawal the tab kept before a reload, its outcome still unknown: there when the load reads it
      const pending = data.pendingWithdrawal;
      if (pending) {
        const entry = [PENDING_KEY, JSON.stringify(pending)] as const;
        if (page.url() === 'about:blank') {
          await page.addInitScript(([key, value]) => {
            if (!window.sessionStorage.getItem('__pending_preset')) {
              window.sessionStorage.setItem(key, value);
              window.sessionStorage.setItem('__pending_preset', '1');
            }
          }, entry);
        } else {
          await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), entry);
        }
      }
      await answerNext(page, type, SETTINGS, value(data.settings));
      await answerNext(page, type, ACCOUNTS_CALL, value({ groups: data.groups }));
      await answerNext(page, type, TURNOVER, value(data.turnover));
      await answerNext(page, type, RECORDS, value(page1([...data.records])));
    },
    async 'xstate.error.actor.loadWithdraw'({ page, control }) {
      for (const url of [SETTINGS, ACCOUNTS_CALL, TURNOVER, RECORDS]) await page.unroute(url);
      // a 5xx: the adapter's one retry meets it too
      await control.failNext('withdrawSettings', 2, { httpStatus: 500 });
    },
    async 'xstate.done.actor.setPaymentPassword'({ page }) {
      await answerNext(page, 'xstate.done.actor.setPaymentPassword', SET_PASSWORD, value({ paymentPasswordSet: true }));
    },
    async 'xstate.error.actor.setPaymentPassword'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.setPaymentPassword', SET_PASSWORD, refusal(event));
    },
    async 'xstate.done.actor.bindAccount'({ page }, event) {
      // the account, or null: a bind answered without it (the page then loads again, the next step's load)
      await answerNext(page, 'xstate.done.actor.bindAccount', BIND, value((event as { output?: unknown }).output));
    },
    async 'xstate.error.actor.bindAccount'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.bindAccount', BIND, refusal(event));
    },
    async 'xstate.done.actor.previewFee'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.previewFee', FEE, value((event as { output?: unknown }).output));
    },
    async 'xstate.error.actor.previewFee'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.previewFee', FEE, refusal(event));
    },
    async 'xstate.done.actor.submitWithdrawal'({ page }, event) {
      // the order, or null: an answer naming no order (the page then reads the records for it)
      await answerNext(page, 'xstate.done.actor.submitWithdrawal', SUBMIT, value((event as { output?: unknown }).output));
    },
    async 'xstate.error.actor.submitWithdrawal'({ page }, event) {
      // the answer lost: the connection drops once the step lets the held call go
      const lost = (event as { error?: { kind?: string } }).error?.kind === 'network';
      await answerNext(page, 'xstate.error.actor.submitWithdrawal', SUBMIT, lost ? (route) => route.abort('connectionreset') : refusal(event));
    },
    /**
     * The check's readings (the records' first page) find what the verdict says, against the orders
     * the page kept at the send. Arranged before the step that starts the check; its first reading
     * waits for the runner to move the clock. A lasting route under its own matcher (answerNext
     * drops the routes registered with RECORDS itself) that answers only while the notice says the
     * check runs: the resumed load's records call, made before it shows, falls back to the load's
     * held answer; a reload of the records the path makes meanwhile meets its own newer route.
     */
    async 'xstate.done.actor.checkOutcome'({ page, timeout }, event) {
      const reading = recordsRead(await keptWithdrawal(page, timeout), (event as { output?: { kind?: string } }).output?.kind);
      const readings = (url: URL) => RECORDS(url);
      await page.route(readings, async (route) => {
        if (await checkRuns(page)) await reading(route).catch(() => undefined);
        else await route.fallback();
      });
    },
    async 'xstate.done.actor.cancelWithdrawal'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.cancelWithdrawal', CANCEL, value((event as { output?: unknown }).output));
    },
    async 'xstate.error.actor.cancelWithdrawal'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.cancelWithdrawal', CANCEL, refusal(event));
    },
    async 'xstate.done.actor.loadRecords'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.loadRecords', RECORDS, value(page1([...((event as { output?: unknown[] }).output ?? [])])));
    },
    async 'xstate.done.actor.loadSettings'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.loadSettings', SETTINGS, value((event as { output?: unknown }).output));
    },
    async 'xstate.error.actor.loadSettings'({ page }) {
      // a refusal rather than a 5xx: the adapter retries a 5xx, and the answer waits for its step
      await answerNext(page, 'xstate.error.actor.loadSettings', SETTINGS, answer({ success: false, value: null, message: null, errorCode: 'system.busy' }));
    },
    async 'xstate.error.actor.loadRecords'({ page }) {
      // a refusal rather than a 5xx: the adapter retries a 5xx, and the answer waits for its step
      await answerNext(page, 'xstate.error.actor.loadRecords', RECORDS, answer({ success: false, value: null, message: null, errorCode: 'system.busy' }));
    },
  },

  settles: settlesOf(
    'xstate.done.actor.bindAccount',
    'xstate.done.actor.cancelWithdrawal',
    'xstate.done.actor.loadRecords',
    'xstate.done.actor.loadSettings',
    'xstate.done.actor.loadWithdraw',
    'xstate.done.actor.previewFee',
    'xstate.done.actor.setPaymentPassword',
    'xstate.done.actor.submitWithdrawal',
    'xstate.error.actor.bindAccount',
    'xstate.error.actor.cancelWithdrawal',
    'xstate.error.actor.loadRecords',
    'xstate.error.actor.loadSettings',
    'xstate.error.actor.previewFee',
    'xstate.error.actor.setPaymentPassword',
    'xstate.error.actor.submitWithdrawal',
  ),

  holds: {
    async loadWithdraw({ page }) {
      await page.route(SETTINGS, () => undefined);
    },
    async setPaymentPassword({ page }) {
      await page.route(SET_PASSWORD, () => undefined);
    },
    async bindAccount({ page }) {
      await page.route(BIND, () => undefined);
    },
    async previewFee({ page }) {
      await page.route(FEE, () => undefined);
    },
    async submitWithdrawal({ page }) {
      await page.route(SUBMIT, () => undefined);
    },
    async cancelWithdrawal({ page }) {
      await page.route(CANCEL, () => undefined);
    },
    // the settings read again on a switch of language, left unanswered
    async loadSettings({ page }) {
      await page.route(SETTINGS, () => undefined);
    },
    // the one reload the path leaves unanswered: the outcome check's readings, on the same call, still answer
    async loadRecords({ page }) {
      await page.route(RECORDS, () => undefined, { times: 1 });
    },
  },
};
