/**
 * How the Chromium path runner sees and drives the reward centre: /member/rewardCenter for member01
 * (data-status and data-busy on the page), a reward's claim button, the raffle's, the claims'
 * pages, the retry. The load is held on its rewards call (the claims and raffles calls answer the
 * sample at once); the reward and raffle claims are held until the path's step answers them.
 * A lost answer is a dropped connection on the claim call (aborted once, arranged before
 * the press); the outcome notice (`claim-outcome`) says the claim is being checked or is still
 * unknown (with "check again"). The check's readings are the rewards waiting and the claims made
 * (a reward's claim) or the raffles (a raffle's), answered with what shows the claim made, not made
 * or neither by routes over the held rewards call that answer only while the page keeps that claim
 * (sessionStorage `pending:rewardClaim` / `pending:raffleClaim`, dropped once the check decides, so
 * the loads after it reach the held call again). A load that resumes a kept claim finds it there,
 * written before the page loads (or before the load's held answer goes). The runner moves the
 * page's clock through the readings' delays (browser-runner.ts, clockedInvocations). Only tests
 * import this file.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { RaffleClaimIntent, RewardClaimIntent } from '../../../machines/rewards/rewardCentre.machine';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import { visibleMovingClock } from '../fake-clock';
import type { UiContext, UiMap } from '../ui-map';
import { RAFFLE_WON_SAMPLE, REWARD_CENTRE_SAMPLE, REWARD_CLAIM_SAMPLE } from '../models/rewardCentre.model';
import { AnswerGate, endsWith } from './ledger-ui';
import { uiText } from '../locale-text';

const REWARDS = '/MCSFE_getAvailablePromotions';
const CLAIM = '/MCSFE_claimPromotion';
const RAFFLE = '/MCSFE_claimRafflePromotion';
const CLAIMS = '/MCS2_getPromotionClaimList';
const RAFFLES = '/MCSFE_getRafflePromotionStatus';
/** Where the page keeps a claim whose outcome is unknown, for the tab (src/app/wiring/rewards/rewardCentre.ts). */
const PENDING_REWARD_KEY = 'pending:rewardClaim';
const PENDING_RAFFLE_KEY = 'pending:raffleClaim';

let rewardsGate = new AnswerGate();
let claimGate = new AnswerGate();
let raffleGate = new AnswerGate();

const envelope = (value: unknown) => ({ json: { success: true, value, message: null, errorCode: null } });
const centre = (page: Page) => page.getByTestId('reward-centre');
const notice = (page: Page) => page.getByTestId('claim-outcome');
const checkAgain = (page: Page) => notice(page).getByRole('button', { name: uiText('common:outcome.checkAgain') });
const rewardButton = (page: Page, id: string) => centre(page).locator(`[data-testid="reward-item"][data-id="${id}"]`).getByTestId('reward-claim');
const raffleButton = (page: Page, id: string) => centre(page).locator(`[data-testid="raffle-item"][data-id="${id}"]`).getByTestId('raffle-claim');
/** A dropped connection: the answer is lost whether or not the platform got the claim. */
const abortOnce = (page: Page, suffix: string) => page.route(endsWith(suffix), (route) => route.abort('connectionreset'), { times: 1 });
const isLost = (event: unknown) => (event as { error?: { kind?: string } }).error?.kind === 'network';
const shown = (status: string, busy: boolean) => async ({ page, timeout }: UiContext) => {
  await expect(centre(page)).toHaveAttribute('data-status', status, { timeout });
  await expect(centre(page)).toHaveAttribute('data-busy', busy ? 'true' : 'false', { timeout });
};

/**
 * A claim whose answer was lost: its button held under the notice, "checking" (a spinner, no check
 * again) or "unknown" with its "check again". The checking one stops holding the moment the check decides.
 */
const outcome = (button: (page: Page) => ReturnType<Page['locator']>, state: 'checking' | 'unknown') => async (ui: UiContext) => {
  await shown('ready', false)(ui);
  await expect(notice(ui.page)).toHaveAttribute('data-outcome', state, { timeout: ui.timeout });
  await expect(checkAgain(ui.page)).toHaveCount(state === 'unknown' ? 1 : 0, { timeout: ui.timeout });
  await expect(button(ui.page)).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
};

/** The claim under `key` the page keeps while its outcome is unknown, or null. */
async function kept<T>(page: Page, key: string): Promise<T | null> {
  const value = await page.evaluate((name) => window.sessionStorage.getItem(name), key).catch(() => null);
  return value === null ? null : (JSON.parse(value) as T);
}

/**
 * A route over `suffix` that answers while the page keeps a claim under `key` (its check is
 * reading), with `answer` of that claim; otherwise the call goes on to the routes under it.
 */
async function whileKept<T>(page: Page, suffix: string, key: string, answer: (intent: T) => unknown): Promise<void> {
  await page.route(endsWith(suffix), async (route: Route) => {
    const intent = await kept<T>(page, key);
    return intent === null ? route.fallback() : route.fulfill(envelope(answer(intent)));
  });
}

/** A claim kept by the tab before a reload: written before the page loads (its init script), once per tab. */
async function presetPending(page: Page, key: string, intent: unknown): Promise<void> {
  await page.addInitScript(
    ([name, value]) => {
      if (!window.sessionStorage.getItem('__pending_preset')) {
        window.sessionStorage.setItem(name, value);
        window.sessionStorage.setItem('__pending_preset', '1');
      }
    },
    [key, JSON.stringify(intent)] as const,
  );
}

export const uiMap: UiMap = {
  machineId: 'rewardCentre',

  async start({ page }) {
    rewardsGate = new AnswerGate();
    claimGate = new AnswerGate();
    raffleGate = new AnswerGate();
    const [rewards, claim, raffle] = [rewardsGate, claimGate, raffleGate];
    await page.route(endsWith(REWARDS), (route) => rewards.request(route));
    await page.route(endsWith(CLAIM), (route) => claim.request(route));
    await page.route(endsWith(RAFFLE), (route) => raffle.request(route));
    // The first load's claims and raffles answered with the sample: a check's readings, arranged
    // over these routes right after the start, must not catch the load's own calls (a resumed
    // raffle claim would load already claimed, its button gone).
    let answered = { claims: false, raffles: false };
    let loadAnswered = () => {};
    const firstLoad = new Promise<void>((resolve) => (loadAnswered = resolve));
    const answeredOne = (which: keyof typeof answered) => {
      answered = { ...answered, [which]: true };
      if (answered.claims && answered.raffles) loadAnswered();
    };
    await page.route(endsWith(CLAIMS), async (route) => {
      const pageNum = Number(new URL(route.request().url()).searchParams.get('pageNo') ?? '1');
      const claims = REWARD_CENTRE_SAMPLE.claims;
      await route.fulfill(envelope({ list: claims.items, pageNum, totalPages: claims.totalPages, totalCount: claims.totalCount }));
      answeredOne('claims');
    });
    await page.route(endsWith(RAFFLES), async (route) => {
      await route.fulfill(envelope({ list: REWARD_CENTRE_SAMPLE.raffles }));
      answeredOne('raffles');
    });
    await startSignedIn(page, ACCOUNTS.member, '/member/rewardCenter');
    // A path through the outcome check runs on a paused clock, which the page's boot needs moved;
    // the check's state, which a resumed claim enters from the load, is then seen with it still.
    await visibleMovingClock(page, centre(page));
    await firstLoad;
  },

  states: {
    'rewardCentre.loading': async ({ page, timeout }) => {
      await expect(centre(page)).toHaveAttribute('data-busy', 'true', { timeout });
    },
    'rewardCentre.failure': async (ui) => {
      await shown('failed', false)(ui);
      await expect(ui.page.getByTestId('reward-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'rewardCentre.ready.idle': async (ui) => {
      await shown('ready', false)(ui);
      await expect(centre(ui.page).getByTestId('reward-item').first()).toBeVisible({ timeout: ui.timeout });
      await expect(centre(ui.page).locator('[aria-busy="true"]')).toHaveCount(0, { timeout: ui.timeout });
      await expect(notice(ui.page)).toHaveCount(0, { timeout: ui.timeout });
    },
    'rewardCentre.ready.claiming': async ({ page, timeout }) => {
      await expect(rewardButton(page, 'r-1')).toHaveAttribute('aria-busy', 'true', { timeout });
      await expect(notice(page)).toHaveCount(0, { timeout });
    },
    'rewardCentre.ready.claimUnknown.checking': outcome((page) => rewardButton(page, 'r-1'), 'checking'),
    'rewardCentre.ready.claimUnknown.stillUnknown': outcome((page) => rewardButton(page, 'r-1'), 'unknown'),
    'rewardCentre.ready.drawing': async ({ page, timeout }) => {
      await expect(centre(page).getByTestId('raffle-claim')).toHaveAttribute('aria-busy', 'true', { timeout });
      await expect(notice(page)).toHaveCount(0, { timeout });
    },
    'rewardCentre.ready.drawUnknown.checking': outcome((page) => raffleButton(page, 'raffle-2025-06'), 'checking'),
    'rewardCentre.ready.drawUnknown.stillUnknown': outcome((page) => raffleButton(page, 'raffle-2025-06'), 'unknown'),
  },

  events: {
    async CLAIM({ page, timeout }, event) {
      await rewardButton(page, (event as { rewardId?: string }).rewardId ?? '').click({ timeout });
    },
    async CLAIM_RAFFLE({ page, timeout }, event) {
      await raffleButton(page, (event as { raffleId?: string }).raffleId ?? '').click({ timeout });
    },
    async CLAIMS_PAGE({ page, timeout }, event) {
      const target = (event as { page?: number }).page ?? 1;
      await page.getByTestId('reward-history-pages').getByRole('button', { name: uiText('common:ui.pagination.page', { page: target }) }).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('reward-failure').getByRole('button', { name: uiText('rewards:retry') }).click({ timeout });
    },
    async CHECK_AGAIN({ page, timeout }) {
      await checkAgain(page).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadRewards'({ page }, event) {
      const output = (event as { output?: { pendingReward?: RewardClaimIntent | null; pendingRaffle?: RaffleClaimIntent | null } }).output;
      // a claim kept by the tab before a reload, its outcome still unknown: there when the page loads
      // (a later load finds it written just before its held answer goes: see settles)
      if (page.url() !== 'about:blank') return;
      if (output?.pendingReward) await presetPending(page, PENDING_REWARD_KEY, output.pendingReward);
      if (output?.pendingRaffle) await presetPending(page, PENDING_RAFFLE_KEY, output.pendingRaffle);
    },
    async 'xstate.error.actor.loadRewards'() {},
    async 'xstate.done.actor.claimReward'() {},
    async 'xstate.error.actor.claimReward'({ page }, event) {
      if (isLost(event)) await abortOnce(page, CLAIM);
    },
    async 'xstate.done.actor.claimRaffle'() {},
    async 'xstate.error.actor.claimRaffle'({ page }, event) {
      if (isLost(event)) await abortOnce(page, RAFFLE);
    },
    /**
     * The check's readings find what the verdict says: a reward's claim among the claims made and
     * the reward no longer waiting (applied), the reward waiting and no claim (not applied), or the
     * reward gone with no claim (neither); a raffle claimed with its prize, waiting, or not listed.
     * Routes over the held rewards call and the lasting ones, answering only while the claim is
     * kept (the newest answers: a CHECK_AGAIN's check is arranged over the last one). Arranged
     * before the step that starts the check; its first reading waits for the runner to move the clock.
     */
    async 'xstate.done.actor.checkOutcome'({ page }, event) {
      const verdict = (event as { output?: { kind?: string } }).output?.kind;
      await whileKept<RaffleClaimIntent>(page, RAFFLES, PENDING_RAFFLE_KEY, ({ request: { raffleId } }) => ({
        list: REWARD_CENTRE_SAMPLE.raffles
          .filter((raffle) => verdict !== 'unknown' || raffle.raffleId !== raffleId)
          .map((raffle) => (raffle.raffleId === raffleId && verdict === 'applied' ? { ...raffle, claimed: true, prize: RAFFLE_WON_SAMPLE.prize } : raffle)),
      }));
      await whileKept<RewardClaimIntent>(page, REWARDS, PENDING_REWARD_KEY, ({ request: { rewardId } }) => ({
        list: verdict === 'notApplied' ? REWARD_CENTRE_SAMPLE.rewards : REWARD_CENTRE_SAMPLE.rewards.filter((reward) => reward.rewardId !== rewardId),
      }));
      await whileKept<RewardClaimIntent>(page, CLAIMS, PENDING_REWARD_KEY, ({ request: { rewardId } }) => {
        const claims = verdict === 'applied' ? [{ ...REWARD_CLAIM_SAMPLE, rewardId }, ...REWARD_CENTRE_SAMPLE.claims.items] : REWARD_CENTRE_SAMPLE.claims.items;
        return { list: claims, pageNum: 1, totalPages: 1, totalCount: claims.length };
      });
    },
  },

  settles: {
    async 'xstate.done.actor.loadRewards'({ page }, event) {
      const output = (event as { output?: { rewards: unknown[]; pendingReward?: RewardClaimIntent | null; pendingRaffle?: RaffleClaimIntent | null } }).output;
      // the load reads the kept claims once its calls are answered: written before its held answer goes
      const pending: [string, unknown][] = [];
      if (output?.pendingReward) pending.push([PENDING_REWARD_KEY, output.pendingReward]);
      if (output?.pendingRaffle) pending.push([PENDING_RAFFLE_KEY, output.pendingRaffle]);
      for (const [key, intent] of pending) await page.evaluate(([name, value]) => window.sessionStorage.setItem(name, value), [key, JSON.stringify(intent)] as const);
      await rewardsGate.answer({ list: output?.rewards ?? [] });
    },
    async 'xstate.error.actor.loadRewards'() {
      await rewardsGate.refuse();
    },
    async 'xstate.done.actor.claimReward'(_ui, event) {
      await claimGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.claimReward'(_ui, event) {
      // a lost answer was a dropped connection at the press (arranged above): nothing held to answer
      if (!isLost(event)) await claimGate.refuse('reward.unavailable');
    },
    async 'xstate.done.actor.claimRaffle'(_ui, event) {
      await raffleGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.claimRaffle'(_ui, event) {
      if (!isLost(event)) await raffleGate.refuse('raffle.already.claimed');
    },
  },

  holds: {
    async loadRewards() {},
    async claimReward() {},
    async claimRaffle() {},
  },
};
