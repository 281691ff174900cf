// @vitest-environment jsdom
/**
 * Issue 40, "claimed 0": API.md does not describe the answer of a reward claim
 * (MCSFE_claimPromotion) or a promotion's bonus claim (MCSFE_claimPromotionBonus), so a real
 * platform may answer null, `true` or an object without the amount. The bonus was credited; only
 * the answer leaves the amount out. Read as 0, the page said "you claimed … 0,00": the amount is
 * null instead, and the charts and pages say claimed without an amount, in both languages. The
 * same for the manual rebate's claim (MCSFE_claimRebate, ours).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectPromotions, type PromotionsApi } from '../../../machines/promotions.connect';
import { promotionsMachine, type PromotionsContext, type PromotionsData } from '../../../machines/promotions.machine';
import { connectManualRebate, type ManualRebateApi } from '../../../machines/manualRebate.connect';
import { manualRebateMachine } from '../../../machines/manualRebate.machine';
import { connectRewardCentre, type RewardCentreApi } from '../../../machines/rewardCentre.connect';
import { rewardCentreMachine, type RewardCentreData } from '../../../machines/rewardCentre.machine';
import type { RebateClaimAnswer, RewardClaimAnswer } from '../../../src/api/inbox';
import { createPlatformApi } from '../../../src/api/index';
import { changeLanguage, initI18n, loadTexts } from '../../../src/i18n';
import { PROMOTION_SAMPLE } from '../../paths/models/promotions.model';
import { RAFFLES, REBATE, REBATE_CLAIMS, REWARDS, REWARD_CLAIMS } from '../../paths/models/inbox-samples';
import { fakeFetch, json, ok } from '../api/fakePlatform';
import { mountRoot, type MountedRoot } from '../ui/mountRoot';

// The pages read their flows through these hooks; each test puts the chart's view here.
const shown = vi.hoisted(() => ({ centre: null as RewardCentreApi | null, promotions: null as PromotionsApi | null, rebate: null as ManualRebateApi | null }));
vi.mock('../../../src/views/member/rewards/useRewardCentre', () => ({ useRewardCentre: () => shown.centre }));
vi.mock('../../../src/views/promotions/usePromotions', () => ({ usePromotions: () => shown.promotions }));
vi.mock('../../../src/views/member/rewards/useManualRebate', () => ({ useManualRebate: () => shown.rebate }));
vi.mock('../../../src/app/session', () => ({ useSession: () => ({ restoring: false, signedIn: true }) }));

const { RewardCentrePage } = await import('../../../src/views/member/rewards/RewardCentrePage');
const { PromotionsPage } = await import('../../../src/views/promotions/PromotionsPage');
const { ManualRebatePage } = await import('../../../src/views/member/rewards/ManualRebatePage');

/** The envelope of a successful command with `value` as given (undefined: no `value` at all). */
const answered = (value: unknown) => () => json(value === undefined ? { success: true } : { success: true, value });

function apiAnswering(value: unknown) {
  const platform = fakeFetch(value === 'amount 25' ? () => ok({ claimId: 'C-1', amount: '25.50' }) : value === 'amount 0' ? () => ok({ claimId: 'C-1', amount: 0 }) : answered(value));
  return createPlatformApi({ merchantCode: 'RP01', getToken: () => 'tok', getLanguage: () => 'es', getDeviceId: () => 'device-42', onSessionExpired: vi.fn(), fetch: platform.fetch, sleep: async () => {} });
}

describe('the adapter: a claim answered without the amount', () => {
  it.each([null, true, undefined, 'C-1', { claimId: 'C-1' }, { claimId: 'C-1', amount: null }, { claimId: 'C-1', amount: '' }])('a reward claim answered %j: the amount is unknown (null), the reward the request’s', async (value) => {
    expect(await apiAnswering(value).inbox.claimReward('r-1')).toMatchObject({ rewardId: 'r-1', amount: null });
  });

  it.each([null, true, undefined, 'C-1', { claimId: 'C-1' }])('a promotion claim answered %j: the amount is unknown (null)', async (value) => {
    expect(await apiAnswering(value).promotions.claimPromotion('p-issued')).toMatchObject({ promotionId: 'p-issued', amount: null });
  });

  it.each([null, true, undefined, 'C-1', { claimId: 'C-1' }, { claimId: 'C-1', amount: null }, { claimId: 'C-1', amount: '' }])('a rebate claim answered %j: the amount is unknown (null)', async (value) => {
    expect(await apiAnswering(value).inbox.claimRebate()).toMatchObject({ amount: null, validBet: null });
  });

  it('an amount the answer names is read, 0 included', async () => {
    expect(await apiAnswering('amount 25').inbox.claimRebate()).toMatchObject({ amount: 25.5 });
    expect(await apiAnswering('amount 0').inbox.claimRebate()).toMatchObject({ amount: 0 });
    expect(await apiAnswering('amount 25').inbox.claimReward('r-1')).toMatchObject({ amount: 25.5 });
    expect(await apiAnswering('amount 0').inbox.claimReward('r-1')).toMatchObject({ amount: 0 });
    expect(await apiAnswering('amount 25').promotions.claimPromotion('p-issued')).toMatchObject({ amount: 25.5 });
  });
});

const NO_AMOUNT: RewardClaimAnswer = { claimId: '', rewardId: 'r-1', kind: '', title: '', amount: null, claimedTime: '' };
const CENTRE: RewardCentreData = { rewards: REWARDS, claims: REWARD_CLAIMS, raffles: RAFFLES };

/** The reward centre's chart with r-1 claimed by an answer as given; its view once the notice is up. */
async function rewardClaimedWith(answer: RewardClaimAnswer): Promise<RewardCentreApi> {
  const actor = createActor(
    rewardCentreMachine.provide({
      actors: {
        loadRewards: fromPromise(async () => CENTRE),
        claimReward: fromPromise(async (): Promise<RewardClaimAnswer> => answer),
      },
    }),
  ).start();
  await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  actor.send({ type: 'CLAIM', rewardId: 'r-1' });
  await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.claimed !== null);
  const view = connectRewardCentre(actor.getSnapshot(), (event) => actor.send(event));
  actor.stop();
  return view;
}

const member: PromotionsData = { ...PROMOTION_SAMPLE, signedIn: true };

const REBATE_NO_AMOUNT: RebateClaimAnswer = { claimId: '', amount: null, validBet: null, from: '', claimedTime: '' };

/** The manual rebate's chart with the rebate claimed by an answer as given; its view once the page is read again. */
async function rebateClaimedWith(answer: RebateClaimAnswer): Promise<ManualRebateApi> {
  const actor = createActor(
    manualRebateMachine.provide({
      actors: {
        loadRebate: fromPromise(async () => ({ rebate: REBATE, claims: REBATE_CLAIMS })),
        claimRebate: fromPromise(async (): Promise<RebateClaimAnswer> => answer),
      },
      actions: { keepIntent: () => {}, forgetIntent: () => {} },
    }),
  ).start();
  await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  actor.send({ type: 'CLAIM' });
  await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.claimed !== null);
  const view = connectManualRebate(actor.getSnapshot(), (event) => actor.send(event));
  actor.stop();
  return view;
}

/** The promotions chart with p-issued's bonus claimed by an answer whose amount is as given; its view with the notice. */
async function promotionClaimedWith(amount: number | null): Promise<PromotionsApi> {
  const actor = createActor(
    promotionsMachine.provide({
      actors: {
        loadPromotions: fromPromise(async () => member),
        claimPromotion: fromPromise(async (): Promise<{ amount: number | null }> => ({ amount })),
      },
    }),
  ).start();
  await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'browsing' }));
  actor.send({ type: 'OPEN', promotionId: 'p-issued' });
  actor.send({ type: 'CLAIM' });
  await waitFor(actor, (snapshot) => (snapshot.context as PromotionsContext).notice !== null);
  const view = connectPromotions(actor.getSnapshot(), (event) => actor.send(event));
  actor.stop();
  return view;
}

describe('the charts: claimed, the amount unknown', () => {
  it('the reward centre keeps the amount unknown and names the reward as it was listed', async () => {
    const listed = REWARDS.find((reward) => reward.rewardId === 'r-1');
    const centre = await rewardClaimedWith(NO_AMOUNT);
    expect(centre.claimed).toMatchObject({ rewardId: 'r-1', amount: null, title: listed?.title, kind: listed?.kind });
  });

  it('the reward centre keeps what the answer names', async () => {
    const centre = await rewardClaimedWith({ ...NO_AMOUNT, title: 'Named', kind: 'LOYALTY', amount: 12 });
    expect(centre.claimed).toMatchObject({ amount: 12, title: 'Named', kind: 'LOYALTY' });
  });

  it('the manual rebate keeps the amount unknown (null), not 0, and an amount the answer names', async () => {
    expect((await rebateClaimedWith(REBATE_NO_AMOUNT)).claimed).toMatchObject({ amount: null });
    expect((await rebateClaimedWith({ ...REBATE_NO_AMOUNT, amount: 11 })).claimed).toMatchObject({ amount: 11 });
  });

  it('the promotions notice says claimed with the amount unknown (null), not 0', async () => {
    expect((await promotionClaimedWith(null)).notice).toEqual({ kind: 'claimed', promotionId: 'p-issued', amount: null });
    expect((await promotionClaimedWith(50)).notice).toEqual({ kind: 'claimed', promotionId: 'p-issued', amount: 50 });
  });
});

describe('the pages: claimed, no amount', () => {
  let mounted: MountedRoot | null = null;
  const render = (node: React.ReactNode) => {
    mounted = mountRoot();
    mounted.render(node);
  };
  const noticeText = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;

  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    // the pages' texts are loaded on demand: loaded first, a page draws at once instead of suspending
    await loadTexts(['rewards', 'promotions', 'errors']);
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    document.body.innerHTML = '';
  });
  afterAll(async () => {
    await changeLanguage('es');
    localStorage.clear();
  });

  it.each([
    ['es', 'Reclamaste «Bono semanal».'],
    ['en', 'You claimed “Bono semanal”.'],
  ])('the reward centre (%s) says which reward was claimed and no amount', async (language, text) => {
    await changeLanguage(language);
    await loadTexts(['rewards', 'errors']);
    shown.centre = await rewardClaimedWith({ ...NO_AMOUNT, title: 'Bono semanal' });
    render(<RewardCentrePage />);
    await vi.waitFor(() => expect(noticeText('reward-claimed')).toBe(text), { timeout: 10_000 });
  });

  it('the reward centre still shows an amount the answer names', async () => {
    await changeLanguage('es');
    shown.centre = await rewardClaimedWith({ ...NO_AMOUNT, title: 'Bono semanal', amount: 25 });
    render(<RewardCentrePage />);
    await vi.waitFor(() => expect(noticeText('reward-claimed')).toMatch(/^Reclamaste «Bono semanal»: .*25/), { timeout: 10_000 });
  });

  it.each([
    ['es', 'Bono reclamado y acreditado en tu cartera de bonos.'],
    ['en', 'Bonus claimed and credited to your bonus wallet.'],
  ])('the promotion (%s) says the bonus was claimed and no amount', async (language, text) => {
    await changeLanguage(language);
    await loadTexts(['promotions', 'errors']);
    shown.promotions = await promotionClaimedWith(null);
    render(<PromotionsPage />);
    await vi.waitFor(() => expect(noticeText('promotion-done')).toBe(text), { timeout: 10_000 });
    expect(document.querySelector('[data-testid="promotion-claimed-amount"]')).toBeNull();
  });

  it('the promotion still shows an amount the answer names', async () => {
    await changeLanguage('es');
    shown.promotions = await promotionClaimedWith(50);
    render(<PromotionsPage />);
    await vi.waitFor(() => expect(document.querySelector('[data-testid="promotion-claimed-amount"]')?.textContent).toMatch(/50/), { timeout: 10_000 });
  });

  it.each([
    ['es', 'Reembolso reclamado y abonado en tu billetera principal.'],
    ['en', 'Rebate claimed and paid to your main wallet.'],
  ])('the manual rebate (%s) says the rebate was claimed and no amount', async (language, text) => {
    await changeLanguage(language);
    await loadTexts(['rewards', 'errors']);
    shown.rebate = await rebateClaimedWith(REBATE_NO_AMOUNT);
    render(<ManualRebatePage />);
    await vi.waitFor(() => expect(noticeText('rebate-claimed')).toBe(text), { timeout: 10_000 });
  });

  it('the manual rebate still shows an amount the answer names', async () => {
    await changeLanguage('es');
    shown.rebate = await rebateClaimedWith({ ...REBATE_NO_AMOUNT, amount: 11 });
    render(<ManualRebatePage />);
    await vi.waitFor(() => expect(noticeText('rebate-claimed')).toMatch(/^Reembolso reclamado: .*11/), { timeout: 10_000 });
  });
});
