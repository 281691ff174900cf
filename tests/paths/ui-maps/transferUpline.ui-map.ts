/**
 * How the Chromium path runner sees and drives the transfers to another account:
 * /member/transferUpline for member01 (data-status on the page), the form, retry and again; the
 * targets and the send answered as each path says. Only tests import this file.
 *
 * The unknown outcomes, as the wallet transfer's map does them: the main balance read
 * just before a send is the balance call, which the header's balance box reads too, so its answer
 * (or refusal) is given to every balance call; a lost send is a dropped connection (aborted once);
 * the check's readings are the balance call again, answered with the main wallet lower by the
 * amount than the balance the page kept at the send (applied), equal to it (not applied) or
 * anything else (still unknown). A send kept by the tab before a reload is in sessionStorage
 * (`pending:transferUpline`) before the page loads. The runner moves the page's clock through the
 * check's delays (browser-runner.ts, clockedInvocations).
 */
import { expect, type Page, type Route } from '@playwright/test';
import { commandOf, type AccountTransferIntent } from '../../../machines/agent/transferUpline.machine';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import { visibleMovingClock } from '../fake-clock';
import type { UiContext, UiMap } from '../ui-map';
import { WALLETS_EMPTY_GAMES } from '../models/ledger-samples';
import { answerNext, refusedWith, settlesOf, value } from '../held-answers';
import { answerOnce, endsWith, holdOnce, refuseOnce } from './ledger-ui';
import { uiText } from '../locale-text';

const TARGETS = '/MCSFE_getTransferTargets';
const TO_UPLINE = '/MCSFE_transferToUpline';
const BALANCE = '/wps/v2/wallets/balance';
/** The balance read before a send, held until its step (its own matcher: answerNext drops only its own routes). */
const BALANCE_BEFORE_SEND = endsWith(BALANCE);
/** Where the page keeps a send whose outcome is unknown, for the tab (src/app/wiring/agent/transferUpline.ts). */
const PENDING_KEYS = ['pending:transferUpline', 'pending:transferDownline'] as const;
const pageOf = (page: Page) => page.getByTestId('transfer-upline');
const outcomeNotice = (page: Page) => page.getByTestId('upline-outcome');
const checkAgain = (page: Page) => outcomeNotice(page).getByRole('button', { name: uiText('common:outcome.checkAgain') });
const isLost = (event: unknown) => (event as { error?: { kind?: string } }).error?.kind === 'network';
/** A dropped connection: the answer is lost whether or not the platform got the command. */
const abortOnce = (page: Page, suffix: string) => page.route(endsWith(suffix), (route) => route.abort('connectionreset'), { times: 1 });
const balanceAnswer = (payload: unknown) => (route: Route) => route.fulfill({ json: { success: true, value: payload, message: null, errorCode: null } });
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(pageOf(page)).toHaveAttribute('data-status', value, { timeout });
};
/** The form held while a send runs, no outcome notice. */
const sending = async (ui: UiContext) => {
  await status('editing')(ui);
  await expect(ui.page.getByTestId('upline-form')).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
  await expect(outcomeNotice(ui.page)).toHaveCount(0, { timeout: ui.timeout });
};
/** The form held under the outcome notice: "checking" (a spinner), or "unknown" with its "check again". */
const outcome = (shown: 'checking' | 'unknown') => async (ui: UiContext) => {
  await status('editing')(ui);
  await expect(outcomeNotice(ui.page)).toHaveAttribute('data-outcome', shown, { timeout: ui.timeout });
  await expect(checkAgain(ui.page)).toHaveCount(shown === 'unknown' ? 1 : 0, { timeout: ui.timeout });
  await expect(ui.page.getByTestId('upline-form')).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
};

/** The send the page kept when it sent it (the main balance then), while its outcome is unknown. */
async function keptSend(page: Page, timeout: number): Promise<AccountTransferIntent> {
  const read = () => page.evaluate((keys) => keys.map((key) => window.sessionStorage.getItem(key)).find((value) => value !== null) ?? null, [...PENDING_KEYS]);
  await expect.poll(read, { timeout, message: `the page keeps ${PENDING_KEYS.join(' or ')} while the outcome is unknown` }).not.toBeNull();
  return JSON.parse((await read()) ?? 'null') as AccountTransferIntent;
}

/** The wallets with this main balance (the rest as the samples have them). */
function walletsWithMain(main: number) {
  const balance = WALLETS_EMPTY_GAMES.balance.map((wallet) => (wallet.accountTypeId === '1' ? { ...wallet, availBalance: main } : wallet));
  const sumBalance = Math.round(balance.reduce((sum, wallet) => sum + wallet.availBalance, 0) * 100) / 100;
  return { ...WALLETS_EMPTY_GAMES, sumBalance, balance };
}

/**
 * The main wallet a reading finds against the balance at the send: lower by the amount (applied),
 * unchanged (not applied), or moved by something else (still unknown).
 */
function mainRead(intent: AccountTransferIntent, verdict: string | undefined): number {
  const before = intent.before ?? WALLETS_EMPTY_GAMES.balance[0]?.availBalance ?? 0;
  const { amount } = intent.request;
  if (verdict === 'applied') return Math.round((before - amount) * 100) / 100;
  if (verdict === 'notApplied') return before;
  return Math.round((before - amount - 7.5) * 100) / 100;
}

export const uiMap: UiMap = {
  machineId: 'transferUpline',

  async start({ page }) {
    await startSignedIn(page, ACCOUNTS.member, '/member/transferUpline');
    // A path through the outcome check runs on a paused clock, which the page's boot needs moved;
    // the check's state, which a resumed send enters from the load, is then seen with it still.
    await visibleMovingClock(page, pageOf(page));
  },

  states: {
    'transferUpline.loading': status('loading'),
    'transferUpline.loadFailed': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('upline-load-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'transferUpline.needsPaymentPassword': async (ui) => {
      await status('needsPaymentPassword')(ui);
      await expect(ui.page.getByTestId('upline-needs-password').getByRole('link')).toHaveAttribute('href', '/member/securityCenter', { timeout: ui.timeout });
    },
    'transferUpline.noRecipient': async (ui) => {
      await status('noRecipient')(ui);
      await expect(ui.page.getByTestId('upline-no-recipient')).toBeVisible({ timeout: ui.timeout });
    },
    'transferUpline.editing': async (ui) => {
      await status('editing')(ui);
      await expect(ui.page.getByTestId('upline-form')).not.toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
    'transferUpline.sending.measuring': sending,
    'transferUpline.sending.posting': sending,
    'transferUpline.outcomeUnknown.checking': outcome('checking'),
    'transferUpline.outcomeUnknown.stillUnknown': outcome('unknown'),
    'transferUpline.sent': async (ui) => {
      await status('sent')(ui);
      await expect(ui.page.getByTestId('upline-sent')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async SUBMIT({ page, timeout }, event) {
      const request = (event as { request?: { amount: string; password: string } }).request;
      await page.getByTestId('upline-amount').fill(request?.amount ?? '', { timeout });
      await page.getByTestId('upline-password').fill(request?.password ?? '', { timeout });
      await page.getByTestId('upline-submit').click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('upline-load-failure').getByRole('button', { name: uiText('ledger:upline.retry') }).click({ timeout });
    },
    async AGAIN({ page, timeout }) {
      await page.getByTestId('upline-again').click({ timeout });
    },
    async CHECK_AGAIN({ page, timeout }) {
      await checkAgain(page).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadTargets'({ page }, event) {
      const { pending, ...targets } = (event as { output?: { pending?: readonly AccountTransferIntent[] } }).output ?? {};
      // sends of this tab kept before a reload, their outcome still unknown: there when the page loads
      for (const intent of pending ?? []) {
        const key = `pending:${commandOf(intent)}`;
        if (page.url() === 'about:blank') {
          await page.addInitScript(
            ([name, value]) => {
              const preset = `__preset:${name}`;
              if (!window.sessionStorage.getItem(preset)) {
                window.sessionStorage.setItem(name, value);
                window.sessionStorage.setItem(preset, '1');
              }
            },
            [key, JSON.stringify(intent)] as const,
          );
        } else {
          await page.evaluate(([name, value]) => window.sessionStorage.setItem(name, value), [key, JSON.stringify(intent)] as const);
        }
      }
      await answerOnce(page, TARGETS, targets);
    },
    async 'xstate.error.actor.loadTargets'({ page }) {
      await refuseOnce(page, TARGETS);
    },
    async 'xstate.done.actor.send'({ page }, event) {
      await answerOnce(page, TO_UPLINE, (event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.send'({ page }, event) {
      const errorCode = (event as { error?: { errorCode?: string } }).error?.errorCode ?? 'invalid.payment.pw';
      await (isLost(event) ? abortOnce(page, TO_UPLINE) : refuseOnce(page, TO_UPLINE, errorCode));
    },
    /**
     * The balance before the send, held until its step: the send follows it at once, and its
     * outcome is arranged at that step (a lost send's abort must be in place before the call).
     */
    async 'xstate.done.actor.readBalance'({ page }, event) {
      const main = (event as { output?: number | null }).output;
      await answerNext(page, 'xstate.done.actor.readBalance', BALANCE_BEFORE_SEND, value(typeof main === 'number' ? walletsWithMain(main) : WALLETS_EMPTY_GAMES));
    },
    /**
     * Every balance read is refused from here, not just the next: the header's balance box reads
     * the same call (a refresh it kept for the end of its throttle can come at any step), and a
     * once-only refusal it took would leave the flow's own read answered and the send going on.
     * The next arranged read (answerNext, same matcher) replaces this route.
     */
    async 'xstate.error.actor.readBalance'({ page }) {
      await page.route(BALANCE_BEFORE_SEND, refusedWith('#727'));
    },
    /**
     * The check's readings (the balance call, also the header's) find the main wallet the verdict
     * says, against the balance the page kept at the send. Arranged before the step that starts the
     * check; its first reading waits for the runner to move the clock.
     */
    async 'xstate.done.actor.checkOutcome'({ page, timeout }, event) {
      const intent = await keptSend(page, timeout);
      const wallets = walletsWithMain(mainRead(intent, (event as { output?: { kind?: string } }).output?.kind));
      // the newest route answers: no moment without one, when a reading could reach the real platform
      await page.route(endsWith(BALANCE), balanceAnswer(wallets));
    },
  },

  settles: settlesOf('xstate.done.actor.readBalance'),

  holds: {
    async loadTargets({ page }) {
      await holdOnce(page, TARGETS);
    },
    async send({ page }) {
      await holdOnce(page, TO_UPLINE);
    },
    async readBalance({ page }) {
      await holdOnce(page, '/wps/v2/wallets/balance');
    },
  },
};
