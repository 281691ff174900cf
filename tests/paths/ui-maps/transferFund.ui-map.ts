/**
 * How the Chromium path runner sees and drives the wallet transfers: /member/transferFund for
 * member01 (data-status and aria-busy on the page), the transfer form, all back to main, refresh
 * and retry; the merchant-wallet, balance, transfer and recall calls answered as each path says.
 * A lost answer is a dropped connection; the outcome notice says the transfer is being checked or
 * is still unknown (with "check again"); the check's readings are the balance call, answered with
 * wallets that show the transfer moved, not moved, or neither. The runner moves the page's clock
 * through the readings' delays (browser-runner.ts, clockedInvocations). Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import type { WalletTransferIntent } from '../../../machines/wallet/transferFund.machine';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import { visibleMovingClock } from '../fake-clock';
import type { UiContext, UiMap } from '../ui-map';
import { WALLETS_EMPTY_GAMES } from '../models/ledger-samples';
import { answerOnce, endsWith, holdOnce, refuseOnce } from './ledger-ui';
import { uiText } from '../locale-text';

const BALANCE = '/wps/v2/wallets/balance';
const MERCHANT = '/GCS_merchantWallet';
const TRANSFER = '/GCS_walletTransfer';
const RECALL = '/GCS_walletRecallAll';
/** Where the page keeps a transfer whose outcome is unknown, for the tab (src/config/storage.ts `pending:<command>`, src/app/wiring/wallet/transferFund.ts). */
const PENDING_KEY = 'pending:walletTransfer';
const pageOf = (page: Page) => page.getByTestId('transfer-fund');
const outcomeNotice = (page: Page) => page.getByTestId('transfer-outcome');
/** A dropped connection: the answer is lost whether or not the platform got the command. */
const abortOnce = (page: Page, suffix: string) => page.route(endsWith(suffix), (route) => route.abort('connectionreset'), { times: 1 });
const isLost = (event: unknown) => (event as { error?: { kind?: string } }).error?.kind === 'network';
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(pageOf(page)).toHaveAttribute('data-status', value, { timeout });
};
const held = async (ui: UiContext) => {
  await status('ready')(ui);
  await expect(pageOf(ui.page)).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
  await expect(pageOf(ui.page)).not.toHaveAttribute('data-refreshing', 'true', { timeout: ui.timeout });
};
const busy = async (ui: UiContext) => {
  await held(ui);
  await expect(outcomeNotice(ui.page)).toHaveCount(0, { timeout: ui.timeout });
};
/** The form held under the outcome notice: "checking" (a spinner), or "unknown" with its "check again". */
const outcome = (shown: 'checking' | 'unknown') => async (ui: UiContext) => {
  await held(ui);
  await expect(outcomeNotice(ui.page)).toHaveAttribute('data-outcome', shown, { timeout: ui.timeout });
  await expect(checkAgain(ui.page)).toHaveCount(shown === 'unknown' ? 1 : 0, { timeout: ui.timeout });
  await expect(ui.page.getByTestId('transfer-submit')).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
};
const checkAgain = (page: Page) => outcomeNotice(page).getByRole('button', { name: uiText('common:outcome.checkAgain') });

/** The transfer the page kept when it sent it (its balances then), while its outcome is unknown. */
async function keptTransfer(page: Page, timeout: number): Promise<WalletTransferIntent> {
  const read = () => page.evaluate((key) => window.sessionStorage.getItem(key), PENDING_KEY);
  await expect.poll(read, { timeout, message: `the page keeps ${PENDING_KEY} while the outcome is unknown` }).not.toBeNull();
  return JSON.parse((await read()) ?? 'null') as WalletTransferIntent;
}

/**
 * The wallets a reading finds, against the balances at the send: the amount moved from one to the
 * other (applied), nothing moved (not applied), or it left one and never reached the other
 * (neither: still unknown).
 */
function walletsRead(intent: WalletTransferIntent, verdict: string | undefined) {
  const { from, to, amount } = intent.request;
  const now: Record<string, number> =
    verdict === 'applied'
      ? { [from]: intent.before.from - amount, [to]: intent.before.to + amount }
      : verdict === 'notApplied'
        ? { [from]: intent.before.from, [to]: intent.before.to }
        : { [from]: intent.before.from - amount, [to]: intent.before.to };
  const balance = WALLETS_EMPTY_GAMES.balance.map((wallet) => ({ ...wallet, availBalance: now[wallet.accountTypeId] ?? wallet.availBalance }));
  const sumBalance = Math.round(balance.reduce((sum, wallet) => sum + wallet.availBalance, 0) * 100) / 100;
  return { ...WALLETS_EMPTY_GAMES, sumBalance, balance };
}

export const uiMap: UiMap = {
  machineId: 'transferFund',

  async start({ page }) {
    await startSignedIn(page, ACCOUNTS.member, '/member/transferFund');
    // A path through the outcome check runs on a paused clock, which the page's boot needs moved;
    // the check's state, which a resumed transfer enters from the load, is then seen with it still.
    await visibleMovingClock(page, pageOf(page));
  },

  states: {
    'transferFund.loading': status('loading'),
    'transferFund.loadFailed': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('transfer-load-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'transferFund.single': async (ui) => {
      await status('single')(ui);
      await expect(ui.page.getByTestId('transfer-single')).toBeVisible({ timeout: ui.timeout });
    },
    'transferFund.ready': async (ui) => {
      await status('ready')(ui);
      await expect(pageOf(ui.page)).not.toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
      await expect(ui.page.getByTestId('transfer-form')).toBeVisible({ timeout: ui.timeout });
      await expect(outcomeNotice(ui.page)).toHaveCount(0, { timeout: ui.timeout });
    },
    'transferFund.refreshing': async (ui) => {
      await status('ready')(ui);
      await expect(pageOf(ui.page)).toHaveAttribute('data-refreshing', 'true', { timeout: ui.timeout });
      await expect(ui.page.getByTestId('transfer-form')).toBeVisible({ timeout: ui.timeout });
    },
    'transferFund.transferring': busy,
    'transferFund.recalling': busy,
    'transferFund.outcomeUnknown.checking': outcome('checking'),
    'transferFund.outcomeUnknown.stillUnknown': outcome('unknown'),
  },

  events: {
    async TRANSFER({ page, timeout }, event) {
      const { to, amount } = event as { to?: string; amount?: string };
      await page.getByTestId('transfer-to').selectOption(to ?? '11', { timeout });
      await page.getByTestId('transfer-amount').fill(amount ?? '', { timeout });
      await page.getByTestId('transfer-submit').click({ timeout });
    },
    async SET_AMOUNT({ page, timeout }, event) {
      const { amount } = event as { amount?: string };
      const field = page.getByTestId('transfer-amount');
      await field.fill(amount ?? '', { timeout });
      await expect(field).toHaveValue(amount ?? '', { timeout });
    },
    async RECALL({ page, timeout }) {
      await page.getByTestId('transfer-recall').click({ timeout });
    },
    async REFRESH({ page, timeout }) {
      await page.getByRole('button', { name: uiText('ledger:transfer.refresh') }).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('transfer-load-failure').getByRole('button', { name: uiText('ledger:transfer.retry') }).click({ timeout });
    },
    async CHECK_AGAIN({ page, timeout }) {
      await checkAgain(page).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadWallets'({ page }, event) {
      const output = (event as { output?: { isSingle: boolean; balance: unknown; pendingTransfer?: WalletTransferIntent | null } }).output;
      // a transfer kept by the tab before a reload, its outcome still unknown: there when the page loads
      const pending = output?.pendingTransfer;
      if (pending) {
        if (page.url() === 'about:blank') {
          await page.addInitScript(
            ([key, value]) => {
              if (!window.sessionStorage.getItem('__pending_preset')) {
                window.sessionStorage.setItem(key, value);
                window.sessionStorage.setItem('__pending_preset', '1');
              }
            },
            [PENDING_KEY, JSON.stringify(pending)] as const,
          );
        } else {
          await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [PENDING_KEY, JSON.stringify(pending)] as const);
        }
      }
      // the merchant's mode is kept for the session once read: each load answers it again (a read from the cache simply skips it)
      await page.unroute(endsWith(MERCHANT));
      await page.route(endsWith(MERCHANT), (route) => route.fulfill({ json: { success: true, value: { isSingle: output?.isSingle ?? false }, message: null, errorCode: null } }));
      // the header's balance box reads the same wallets
      await page.unroute(endsWith(BALANCE));
      await page.route(endsWith(BALANCE), (route) => route.fulfill({ json: { success: true, value: output?.balance, message: null, errorCode: null } }));
    },
    async 'xstate.error.actor.loadWallets'({ page }) {
      await page.unroute(endsWith(BALANCE));
      await page.route(endsWith(BALANCE), (route) => route.fulfill({ json: { success: false, value: null, message: null, errorCode: '#727' } }));
    },
    // the refresh behind the form reads the same calls
    async 'xstate.done.actor.refreshWallets'(ui, event) {
      await uiMap.outcomes['xstate.done.actor.loadWallets']?.(ui, event);
    },
    async 'xstate.error.actor.refreshWallets'(ui, event) {
      await uiMap.outcomes['xstate.error.actor.loadWallets']?.(ui, event);
    },
    async 'xstate.done.actor.transfer'({ page }, event) {
      await answerOnce(page, TRANSFER, (event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.transfer'({ page }, event) {
      await (isLost(event) ? abortOnce(page, TRANSFER) : refuseOnce(page, TRANSFER, 'balance.insufficient'));
    },
    /**
     * The check's readings (the balance call, also the header's) find the wallets the verdict says,
     * against the balances the page kept at the send. Arranged before the step that starts the
     * check; its first reading waits for the runner to move the clock.
     */
    async 'xstate.done.actor.checkOutcome'({ page, timeout }, event) {
      const wallets = walletsRead(await keptTransfer(page, timeout), (event as { output?: { kind?: string } }).output?.kind);
      // the newest route answers: no moment without one, when a reading could reach the real platform
      await page.route(endsWith(BALANCE), (route) => route.fulfill({ json: { success: true, value: wallets, message: null, errorCode: null } }));
    },
    async 'xstate.done.actor.recall'({ page }, event) {
      await answerOnce(page, RECALL, (event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.recall'({ page }, event) {
      await (isLost(event) ? abortOnce(page, RECALL) : refuseOnce(page, RECALL, 'balance.insufficient'));
    },
  },

  holds: {
    async loadWallets({ page }) {
      await page.unroute(endsWith(BALANCE));
      await page.route(endsWith(BALANCE), () => undefined);
    },
    async refreshWallets(ui) {
      await uiMap.holds?.['loadWallets']?.(ui);
    },
    async transfer({ page }) {
      await holdOnce(page, TRANSFER);
    },
    async recall({ page }) {
      await holdOnce(page, RECALL);
    },
  },
};
