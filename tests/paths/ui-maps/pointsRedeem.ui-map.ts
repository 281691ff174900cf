/**
 * How the Chromium path runner sees and drives the points mall: /pointMall for member01 (the
 * rewards tab: data-status, data-refreshing and aria-busy; the redeem dialog's data-step), the
 * reward buttons, the dialog's fields and buttons, the conversion form and the refresh button;
 * the points, rewards, redeem and convert calls answered as each path says (route overrides with
 * the model's samples).
 * A lost answer is a dropped connection on the convert or redeem call; the outcome
 * notice (`convert-outcome` above the form, `redeem-outcome` in the dialog) says the command is
 * being checked or is still unknown (with "check again"); the check's readings are the points
 * balance (and, for a redeem, the redeem list's newest row), answered with what shows the command
 * applied, not applied or neither, against the points the page kept at the send (sessionStorage
 * `pending:pointsConvert` / `pending:pointsRedeem`). The runner moves the page's clock through the
 * readings' delays (browser-runner.ts, clockedInvocations). A load that resumes a kept conversion
 * or redeem finds it in sessionStorage, written before the page loads. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import type { ConvertIntent, RedeemIntent } from '../../../machines/points/pointsRedeem.machine';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import { visibleMovingClock } from '../fake-clock';
import type { PathStep } from '../generate';
import type { UiContext, UiMap } from '../ui-map';
import { MALL_REWARDS, REDEEM_PAGE } from '../models/points-samples';
import { answerOnce, endsWith, holdOnce, refuseOnce } from './ledger-ui';
import { ROUTES } from '../../../src/api/routes';
import { uiText } from '../locale-text';

// API.md's points mall calls (the route table's paths)
const BALANCE = ROUTES.pointsBalance.path;
const REWARDS = ROUTES.pointsReward.path;
const REDEEM = ROUTES.pointsRedeem.path;
const CONVERT = ROUTES.pointsConvert.path;
const REDEEM_LIST = ROUTES.pointsRedeemList.path;
/** Where the page keeps a conversion or a redeem whose outcome is unknown, for the tab (src/config/storage.ts `pending:<command>`, src/app/wiring/points/pointsRedeem.ts). */
const PENDING_CONVERT_KEY = 'pending:pointsConvert';
const PENDING_REDEEM_KEY = 'pending:pointsRedeem';
const mall = (page: Page) => page.getByTestId('mall-rewards');
const dialog = (page: Page) => page.getByTestId('redeem-dialog');
const envelope = (value: unknown) => ({ json: { success: true, value, message: null, errorCode: null } });
const convertNotice = (page: Page) => page.getByTestId('convert-outcome');
const redeemNotice = (page: Page) => page.getByTestId('redeem-outcome');
const checkAgainIn = (notice: ReturnType<Page['getByTestId']>) => notice.getByRole('button', { name: uiText('common:outcome.checkAgain') });
/** A dropped connection: the answer is lost whether or not the platform got the command. */
const abortOnce = (page: Page, suffix: string) => page.route(endsWith(suffix), (route) => route.abort('connectionreset'), { times: 1 });
const isLost = (event: unknown) => (event as { error?: { kind?: string } }).error?.kind === 'network';

const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(mall(page)).toHaveAttribute('data-status', value, { timeout });
};
const step = (value: string, busy: boolean) => async (ui: UiContext) => {
  await expect(dialog(ui.page)).toHaveAttribute('data-step', value, { timeout: ui.timeout });
  if (busy) await expect(dialog(ui.page)).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
  else await expect(dialog(ui.page)).not.toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
};

/** The mall's loads answer with these points and the samples' rewards (the wallets and the config are the platform's). */
async function serveMall(page: Page, points: number): Promise<void> {
  await page.unroute(endsWith(BALANCE));
  await page.route(endsWith(BALANCE), (route) => route.fulfill(envelope({ points, amount: points / 100, pointsRatio: 100, units: 'pts' })));
  await page.unroute(endsWith(REWARDS));
  await page.route(endsWith(REWARDS), (route) => route.fulfill(envelope({ list: MALL_REWARDS })));
}

async function refuseMall(page: Page): Promise<void> {
  await page.unroute(endsWith(BALANCE));
  await page.route(endsWith(BALANCE), (route) => route.fulfill({ json: { success: false, value: null, message: null, errorCode: '#727' } }));
}

async function holdMall(page: Page): Promise<void> {
  await page.unroute(endsWith(BALANCE));
  await page.route(endsWith(BALANCE), () => undefined);
}

/** The conversion under way: the form held, no outcome notice yet. */
const converting = async (ui: UiContext) => {
  await status('ready')(ui);
  await expect(mall(ui.page)).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
  await expect(mall(ui.page)).not.toHaveAttribute('data-refreshing', 'true', { timeout: ui.timeout });
  await expect(ui.page.getByTestId('convert-submit')).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
};

/**
 * A conversion whose answer was lost: the form held under its notice, "checking" (a spinner) or
 * "unknown" with its "check again". The checking one stops holding the moment the check decides.
 */
const convertOutcome = (shown: 'checking' | 'unknown') => async (ui: UiContext) => {
  await converting(ui);
  await expect(convertNotice(ui.page)).toHaveAttribute('data-outcome', shown, { timeout: ui.timeout });
  await expect(checkAgainIn(convertNotice(ui.page))).toHaveCount(shown === 'unknown' ? 1 : 0, { timeout: ui.timeout });
  await expect(dialog(ui.page)).toHaveCount(0, { timeout: ui.timeout });
};

/** A redeem whose answer was lost: the dialog held (its busy step) under its notice, as for a conversion. */
const redeemOutcome = (shown: 'checking' | 'unknown') => async (ui: UiContext) => {
  await step('submitting', true)(ui);
  await expect(redeemNotice(ui.page)).toHaveAttribute('data-outcome', shown, { timeout: ui.timeout });
  await expect(checkAgainIn(redeemNotice(ui.page))).toHaveCount(shown === 'unknown' ? 1 : 0, { timeout: ui.timeout });
};

type KeptIntent = { readonly kind: 'convert'; readonly intent: ConvertIntent } | { readonly kind: 'redeem'; readonly intent: RedeemIntent };

/**
 * The conversion or redeem the page kept when it sent it (its points then), while its outcome is
 * unknown; the notice on the page tells which, should the tab keep both.
 */
async function keptIntent(page: Page, timeout: number): Promise<KeptIntent> {
  const read = () => page.evaluate(([convert, redeem]) => ({ convert: window.sessionStorage.getItem(convert), redeem: window.sessionStorage.getItem(redeem) }), [PENDING_CONVERT_KEY, PENDING_REDEEM_KEY] as const);
  await expect
    .poll(async () => {
      const kept = await read();
      return kept.convert !== null || kept.redeem !== null;
    }, { timeout, message: `the page keeps ${PENDING_CONVERT_KEY} or ${PENDING_REDEEM_KEY} while the outcome is unknown` })
    .toBe(true);
  const kept = await read();
  const redeem = kept.redeem !== null && (kept.convert === null || (await redeemNotice(page).count()) > 0);
  return redeem ? { kind: 'redeem', intent: JSON.parse(kept.redeem ?? 'null') as RedeemIntent } : { kind: 'convert', intent: JSON.parse(kept.convert ?? 'null') as ConvertIntent };
}

/**
 * What the check's readings find, against the points at the send. A conversion: the points down by
 * exactly the points converted (applied), unchanged (not applied), or moved by something else
 * (neither). A redeem: the points down by its cost with the redeem list's newest row that reward
 * in that quantity (applied), unchanged with the list as it was (not applied), or down by its cost
 * with no such row (neither).
 */
function readingsOf(kept: KeptIntent, verdict: string | undefined, redeemId: string): { points: number; rows: readonly unknown[] } {
  const earlier = REDEEM_PAGE.redeems;
  if (kept.kind === 'convert') {
    const { before, request } = kept.intent;
    return { points: verdict === 'applied' ? before.points - request.points : verdict === 'notApplied' ? before.points : before.points - 1, rows: earlier };
  }
  const { before, request, sentAt } = kept.intent;
  if (verdict === 'notApplied') return { points: before.points, rows: earlier };
  const row = {
    id: redeemId,
    itemId: request.itemId,
    itemName: MALL_REWARDS.find((reward) => reward.id === request.itemId)?.name ?? request.itemId,
    quantity: request.quantity,
    points: before.cost,
    status: 'PROCESS',
    receivingAddress: request.receivingAddress ?? null,
    createdTime: new Date(sentAt).toISOString(),
  };
  return { points: before.points - before.cost, rows: verdict === 'applied' ? [row, ...earlier] : earlier };
}

/** Keeps `intent` in the tab's sessionStorage under `key`: before the page loads (a reload found it), or now. */
async function keepPending(page: Page, key: string, intent: unknown): Promise<void> {
  const value = JSON.stringify(intent);
  if (page.url() === 'about:blank') {
    await page.addInitScript(
      ([name, kept]) => {
        if (!window.sessionStorage.getItem('__pending_preset')) {
          window.sessionStorage.setItem(name, kept);
          window.sessionStorage.setItem('__pending_preset', '1');
        }
      },
      [key, value] as const,
    );
  } else {
    await page.evaluate(([name, kept]) => window.sessionStorage.setItem(name, kept), [key, value] as const);
  }
}

/** The outcome notice a CHECK_AGAIN is pressed in: the redeem's while its check is the one held. */
const noticeOf = (page: Page, from: PathStep) => (from.stateIds.some((id) => id.startsWith('pointsRedeem.ready.redeemUnknown')) ? redeemNotice(page) : convertNotice(page));

export const uiMap: UiMap = {
  machineId: 'pointsRedeem',

  async start({ page }) {
    await startSignedIn(page, ACCOUNTS.member, '/pointMall');
    // A path through the outcome check runs on a paused clock, which the page's boot needs moved;
    // the check's state, which a resumed conversion or redeem enters from the load, is then seen with it still.
    await visibleMovingClock(page, mall(page));
  },

  states: {
    'pointsRedeem.loading': status('loading'),
    'pointsRedeem.loadFailed': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('mall-load-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'pointsRedeem.ready.browsing': async (ui) => {
      await status('ready')(ui);
      await expect(mall(ui.page)).not.toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
      await expect(dialog(ui.page)).toHaveCount(0, { timeout: ui.timeout });
      await expect(convertNotice(ui.page)).toHaveCount(0, { timeout: ui.timeout });
    },
    'pointsRedeem.ready.refreshing': async (ui) => {
      await status('ready')(ui);
      await expect(mall(ui.page)).toHaveAttribute('data-refreshing', 'true', { timeout: ui.timeout });
    },
    'pointsRedeem.ready.converting': async (ui) => {
      await converting(ui);
      await expect(convertNotice(ui.page)).toHaveCount(0, { timeout: ui.timeout });
    },
    'pointsRedeem.ready.convertUnknown.checking': convertOutcome('checking'),
    'pointsRedeem.ready.convertUnknown.stillUnknown': convertOutcome('unknown'),
    'pointsRedeem.ready.quantity': step('quantity', false),
    'pointsRedeem.ready.address': step('address', false),
    'pointsRedeem.ready.password': step('password', false),
    'pointsRedeem.ready.submitting': async (ui) => {
      await step('submitting', true)(ui);
      await expect(redeemNotice(ui.page)).toHaveCount(0, { timeout: ui.timeout });
    },
    'pointsRedeem.ready.redeemUnknown.checking': redeemOutcome('checking'),
    'pointsRedeem.ready.redeemUnknown.stillUnknown': redeemOutcome('unknown'),
    'pointsRedeem.ready.done': async (ui) => {
      await step('done', false)(ui);
      await expect(ui.page.getByTestId('redeem-done')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async CHOOSE({ page, timeout }, event) {
      const { itemId } = event as { itemId?: string };
      await page.getByTestId(`redeem-${itemId ?? 'reward-1'}`).click({ timeout });
    },
    async SET_QUANTITY({ page, timeout }, event) {
      const { quantity } = event as { quantity?: string };
      const field = page.getByTestId('redeem-quantity');
      await field.fill(quantity ?? '', { timeout });
      await expect(field).toHaveValue(quantity ?? '', { timeout });
    },
    async SET_ADDRESS({ page, timeout }, event) {
      const { address } = event as { address?: string };
      const field = page.getByTestId('redeem-address');
      await field.fill(address ?? '', { timeout });
      await expect(field).toHaveValue(address ?? '', { timeout });
    },
    async NEXT({ page, timeout }) {
      await page.getByTestId('redeem-next').click({ timeout });
    },
    async BACK({ page, timeout }) {
      await page.getByTestId('redeem-back').click({ timeout });
    },
    async SUBMIT({ page, timeout }, event) {
      const { password } = event as { password?: string };
      await page.getByTestId('redeem-password').fill(password ?? '', { timeout });
      await page.getByTestId('redeem-next').click({ timeout });
    },
    async CLOSE({ page, timeout }) {
      const done = page.getByTestId('redeem-close');
      if (await done.isVisible()) await done.click({ timeout });
      else await page.getByRole('dialog').getByRole('button', { name: uiText('points:redeem.close') }).first().click({ timeout });
    },
    async CONVERT({ page, timeout }, event) {
      const { points, password } = event as { points?: string; password?: string };
      await page.getByTestId('convert-points').fill(points ?? '', { timeout });
      await page.getByTestId('convert-password').fill(password ?? '', { timeout });
      await page.getByTestId('convert-submit').click({ timeout });
    },
    async REFRESH({ page, timeout }) {
      await page.getByTestId('mall-refresh').click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('mall-load-failure').getByRole('button', { name: uiText('points:retry') }).click({ timeout });
    },
    async CHECK_AGAIN({ page, timeout }, _event, from) {
      await checkAgainIn(noticeOf(page, from)).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadMall'({ page }, event) {
      const output = (event as { output?: { points?: number; pendingConvert?: ConvertIntent | null; pendingRedeem?: RedeemIntent | null } }).output;
      // a conversion or a redeem kept by the tab before a reload, its outcome still unknown: there when the page loads
      if (output?.pendingConvert) await keepPending(page, PENDING_CONVERT_KEY, output.pendingConvert);
      if (output?.pendingRedeem) await keepPending(page, PENDING_REDEEM_KEY, output.pendingRedeem);
      await serveMall(page, output?.points ?? 12_500);
    },
    async 'xstate.error.actor.loadMall'({ page }) {
      await refuseMall(page);
    },
    async 'xstate.done.actor.refreshMall'(ui, event) {
      await uiMap.outcomes['xstate.done.actor.loadMall']?.(ui, event);
    },
    async 'xstate.error.actor.refreshMall'({ page }) {
      await refuseMall(page);
    },
    async 'xstate.done.actor.redeem'({ page }, event) {
      const output = (event as { output?: { id: string; points: number; remainingPoints: number } }).output;
      await answerOnce(page, REDEEM, { id: output?.id, status: 'PROCESS', points: output?.points, remainingPoints: output?.remainingPoints });
    },
    async 'xstate.error.actor.redeem'({ page }, event) {
      await (isLost(event) ? abortOnce(page, REDEEM) : refuseOnce(page, REDEEM, 'invalid.payment.pw'));
    },
    async 'xstate.done.actor.convert'({ page }, event) {
      const output = (event as { output?: { points: number; amount: number; walletBalance: number } }).output;
      await answerOnce(page, CONVERT, { points: output?.points, amount: output?.amount, sumBalance: output?.walletBalance });
    },
    async 'xstate.error.actor.convert'({ page }, event) {
      await (isLost(event) ? abortOnce(page, CONVERT) : refuseOnce(page, CONVERT, 'invalid.payment.pw'));
    },
    /**
     * The check's readings (the points balance; for a redeem the redeem list too) find what the
     * verdict says, against the points the page kept at the send. Arranged before the step that
     * starts the check; its first reading waits for the runner to move the clock. Lasting routes,
     * added over the mall's (the newest answers; none removed first, so no reading ever finds no
     * route and reaches the real platform): a later load or refresh arranges its own over them.
     */
    async 'xstate.done.actor.checkOutcome'({ page, timeout }, event) {
      const output = (event as { output?: { kind?: string; result?: { id?: string } } }).output;
      const kept = await keptIntent(page, timeout);
      const { points, rows } = readingsOf(kept, output?.kind, output?.result?.id ?? 'redeem-99');
      const ratio = kept.kind === 'convert' ? kept.intent.before.ratio : 100;
      await page.route(endsWith(BALANCE), (route) => route.fulfill(envelope({ points, amount: points / ratio, pointsRatio: ratio, units: 'pts' })));
      if (kept.kind === 'redeem') await page.route(endsWith(REDEEM_LIST), (route) => route.fulfill(envelope({ list: rows, pageNum: 1, totalPages: 1, totalCount: rows.length })));
    },
  },

  holds: {
    async loadMall({ page }) {
      await holdMall(page);
    },
    async refreshMall({ page }) {
      await holdMall(page);
    },
    async redeem({ page }) {
      await holdOnce(page, REDEEM);
    },
    async convert({ page }) {
      await holdOnce(page, CONVERT);
    },
  },
};
