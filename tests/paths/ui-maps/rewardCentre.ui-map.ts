/**
 * How the Chromium path runner sees and drives the reward centre: /member/rewardCenter for member01
 * (data-status and data-busy on the page), a reward's claim button, the raffle's, the claims'
 * pages, the retry. The load is held on its rewards call (the claims and raffles calls answer the
 * sample at once); the reward and raffle claims are held until the path's step answers them. Only
 * tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { REWARD_CENTRE_SAMPLE } from '../models/rewardCentre.model';
import { AnswerGate, endsWith } from './ledger-ui';

let rewardsGate = new AnswerGate();
let claimGate = new AnswerGate();
let raffleGate = new AnswerGate();

const centre = (page: Page) => page.getByTestId('reward-centre');
const shown = (status: string, busy: boolean) => async ({ page, timeout }: UiContext) => {
  await expect(centre(page)).toHaveAttribute('data-status', status, { timeout });
  await expect(centre(page)).toHaveAttribute('data-busy', busy ? 'true' : 'false', { timeout });
};

export const uiMap: UiMap = {
  machineId: 'rewardCentre',

  async start({ page }) {
    rewardsGate = new AnswerGate();
    claimGate = new AnswerGate();
    raffleGate = new AnswerGate();
    const [rewards, claim, raffle] = [rewardsGate, claimGate, raffleGate];
    await page.route(endsWith('/MCSFE_getAvailablePromotions'), (route) => rewards.request(route));
    await page.route(endsWith('/MCSFE_claimPromotion'), (route) => claim.request(route));
    await page.route(endsWith('/MCSFE_claimRaffle'), (route) => raffle.request(route));
    await page.route(endsWith('/MCS2_getPromotionClaimList'), (route) => {
      const pageNum = Number(new URL(route.request().url()).searchParams.get('pageNo') ?? '1');
      const claims = REWARD_CENTRE_SAMPLE.claims;
      return route.fulfill({ json: { success: true, value: { list: claims.items, pageNum, totalPages: claims.totalPages, totalCount: claims.totalCount }, message: null, errorCode: null } });
    });
    await page.route(endsWith('/MCSFE_getRafflePromotionStatus'), (route) => route.fulfill({ json: { success: true, value: { list: REWARD_CENTRE_SAMPLE.raffles }, message: null, errorCode: null } }));
    await startSignedIn(page, ACCOUNTS.member, '/member/rewardCenter');
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
    },
    'rewardCentre.ready.claiming': async ({ page, timeout }) => {
      await expect(centre(page).locator('[data-testid="reward-item"][data-id="r-1"]').getByTestId('reward-claim')).toHaveAttribute('aria-busy', 'true', { timeout });
    },
    'rewardCentre.ready.drawing': async ({ page, timeout }) => {
      await expect(centre(page).getByTestId('raffle-claim')).toHaveAttribute('aria-busy', 'true', { timeout });
    },
  },

  events: {
    async CLAIM({ page, timeout }, event) {
      const id = (event as { rewardId?: string }).rewardId ?? '';
      await centre(page).locator(`[data-testid="reward-item"][data-id="${id}"]`).getByTestId('reward-claim').click({ timeout });
    },
    async CLAIM_RAFFLE({ page, timeout }, event) {
      const id = (event as { raffleId?: string }).raffleId ?? '';
      await centre(page).locator(`[data-testid="raffle-item"][data-id="${id}"]`).getByTestId('raffle-claim').click({ timeout });
    },
    async CLAIMS_PAGE({ page, timeout }, event) {
      const target = (event as { page?: number }).page ?? 1;
      await page.getByTestId('reward-history-pages').getByRole('button', { name: new RegExp(`^(Página|Page) ${target}$`) }).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('reward-failure').getByRole('button', { name: /^(Reintentar|Try again)$/ }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadRewards'() {},
    async 'xstate.error.actor.loadRewards'() {},
    async 'xstate.done.actor.claimReward'() {},
    async 'xstate.error.actor.claimReward'() {},
    async 'xstate.done.actor.claimRaffle'() {},
    async 'xstate.error.actor.claimRaffle'() {},
  },

  settles: {
    async 'xstate.done.actor.loadRewards'(_ui, event) {
      const output = (event as { output?: { rewards: unknown[] } }).output;
      await rewardsGate.answer({ list: output?.rewards ?? [] });
    },
    async 'xstate.error.actor.loadRewards'() {
      await rewardsGate.refuse();
    },
    async 'xstate.done.actor.claimReward'(_ui, event) {
      await claimGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.claimReward'() {
      await claimGate.refuse();
    },
    async 'xstate.done.actor.claimRaffle'(_ui, event) {
      await raffleGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.claimRaffle'() {
      await raffleGate.refuse();
    },
  },

  holds: {
    async loadRewards() {},
    async claimReward() {},
    async claimRaffle() {},
  },
};
