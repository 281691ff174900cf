// @vitest-environment jsdom
/**
 * "claimed 0": API.md does not describe the answer of a reward claim
 * (MCSFE_claimPromotion) or a promotion's bonus claim (MCSFE_claimPromotionBonus), so a real
 * platform may answer null, `true` or an object without the amount. The bonus was credited; only
 * the answer leaves the amount out. Read as 0, the page said "you claimed … 0,00": the amount is
 * null instead, and the charts and pages say claimed without an amount, in both languages. The
 * same for the manual rebate's claim (MCSFE_claimRebate, ours), a mission's claim (MCSFE_claimMission,
 * ours) and the red envelope's opening (MCSFE_openRedEnvelope, ours: "you won 0" for an envelope
 * credited all the same).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectPromotions, type PromotionsView } from '../../../machines/rewards/promotions.connect';
import { promotionsMachine, type PromotionsContext, type PromotionsData } from '../../../machines/rewards/promotions.machine';
import { connectManualRebate, type ManualRebateView } from '../../../machines/rewards/manualRebate.connect';
import { manualRebateMachine } from '../../../machines/rewards/manualRebate.machine';
import { connectMissionLeaderboard, type MissionBoardView } from '../../../machines/rewards/missionLeaderboard.connect';
import { missionLeaderboardMachine, type MissionBoardData } from '../../../machines/rewards/missionLeaderboard.machine';
import { connectRedEnvelope, type RedEnvelopeView } from '../../../machines/rewards/redEnvelope.connect';
import { redEnvelopeMachine } from '../../../machines/rewards/redEnvelope.machine';
import { connectRewardCentre, type RewardCentreView } from '../../../machines/rewards/rewardCentre.connect';
import { rewardCentreMachine, type RewardCentreData } from '../../../machines/rewards/rewardCentre.machine';
import type { RebateClaimAnswer, RewardClaimAnswer } from '../../../src/api/inbox';
import type { MissionClaim, RedEnvelope, RedEnvelopeOpened } from '../../../src/api/missions';
import { createPlatformApi } from '../api/platform-api';
import { changeLanguage, initI18n, loadTexts } from '../../../src/i18n';
import { PROMOTION_SAMPLE } from '../../paths/models/promotions.model';
import { RAFFLES, REBATE, REBATE_CLAIMS, REWARDS, REWARD_CLAIMS } from '../../paths/models/inbox-samples';
import { ENVELOPE, LEADERBOARD, MISSION_BOARD, MISSIONS } from '../../paths/models/missions-samples';
import { fakeFetch, json, ok } from '../api/fakePlatform';
import { mountRoot, type MountedRoot } from '../ui/mountRoot';

// The pages read their flows through these hooks; each test puts the chart's view here.
const shown = vi.hoisted(() => ({
  centre: null as RewardCentreView | null,
  promotions: null as PromotionsView | null,
  rebate: null as ManualRebateView | null,
  missions: null as MissionBoardView | null,
  envelope: null as RedEnvelopeView | null,
}));
vi.mock('../../../src/views/member/rewards/useRewardCentre', () => ({ useRewardCentre: () => shown.centre }));
vi.mock('../../../src/views/promotions/usePromotions', () => ({ usePromotions: () => shown.promotions }));
vi.mock('../../../src/views/member/rewards/useManualRebate', () => ({ useManualRebate: () => shown.rebate }));
vi.mock('../../../src/views/member/missions/useMissionLeaderboard', () => ({ useMissionLeaderboard: () => shown.missions }));
vi.mock('../../../src/views/envelope/useRedEnvelope', () => ({ useRedEnvelope: () => shown.envelope }));
vi.mock('../../../src/app/session', () => ({ useSession: () => ({ restoring: false, signedIn: true }) }));
// the pages place the platform's pictures on its image hosts (the status call's, read from the root): none here
vi.mock('../../../src/app/system', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../src/app/system')>()), usePermissionInfo: () => null }));
// The wiring's adapter, one over a fake platform in the wired chart tests below.
const wired = vi.hoisted(() => ({ api: null as ReturnType<typeof createPlatformApi> | null }));
vi.mock('../../../src/app/wiring/platform', async (importOriginal) =>
  (await import('../api/swapped-platform')).swappedPlatform(await importOriginal(), () => wired.api ?? undefined),
);

const { RewardCentrePage } = await import('../../../src/views/member/rewards/RewardCentrePage');
const { PromotionsPage } = await import('../../../src/views/promotions/PromotionsPage');
const { ManualRebatePage } = await import('../../../src/views/member/rewards/ManualRebatePage');
const { MissionLeaderboardPage } = await import('../../../src/views/member/missions/MissionLeaderboardPage');
const { default: RedEnvelope } = await import('../../../src/views/envelope/RedEnvelope');
const { missionLeaderboardLogic } = await import('../../../src/app/wiring/rewards/missionLeaderboard');
const { redEnvelopeLogic } = await import('../../../src/app/wiring/rewards/redEnvelope');

/** The envelope of a successful command with `value` as given (undefined: no `value` at all). */
const answered = (value: unknown) => () => json(value === undefined ? { success: true } : { success: true, value });

function apiAnswering(value: unknown) {
  const platform = fakeFetch(
    value === 'amount 25'
      ? () => ok({ claimId: 'C-1', amount: '25.50', reward: '25.50' })
      : value === 'amount 0'
        ? () => ok({ claimId: 'C-1', amount: 0, reward: 0 })
        : answered(value),
  );
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

  it.each([null, true, undefined, 'C-1', { claimedTime: '2026-11-24T17:00:00Z' }, { missionId: 'm-streak', reward: null }, { missionId: 'm-streak', reward: '' }])(
    'a mission claim answered %j: the reward is unknown (null), the mission the request’s',
    async (value) => {
      expect(await apiAnswering(value).missions.claimMission('m-streak')).toMatchObject({ missionId: 'm-streak', reward: null });
    },
  );

  it.each([null, true, undefined, 'C-1', { openedTime: '2026-11-24T17:00:00Z' }, { envelopeId: 'ENV-1', amount: null }, { envelopeId: 'ENV-1', amount: '' }])(
    'a red envelope opening answered %j: the amount is unknown (null), the envelope the request’s',
    async (value) => {
      expect(await apiAnswering(value).missions.openRedEnvelope('ENV-1')).toMatchObject({ envelopeId: 'ENV-1', amount: null });
    },
  );

  it('an amount the answer names is read, 0 included', async () => {
    expect(await apiAnswering('amount 25').missions.claimMission('m-streak')).toMatchObject({ missionId: 'm-streak', reward: 25.5 });
    expect(await apiAnswering('amount 0').missions.claimMission('m-streak')).toMatchObject({ reward: 0 });
    expect(await apiAnswering('amount 25').missions.openRedEnvelope('ENV-1')).toMatchObject({ envelopeId: 'ENV-1', amount: 25.5 });
    expect(await apiAnswering('amount 0').missions.openRedEnvelope('ENV-1')).toMatchObject({ amount: 0 });
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
async function rewardClaimedWith(answer: RewardClaimAnswer): Promise<RewardCentreView> {
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
async function rebateClaimedWith(answer: RebateClaimAnswer): Promise<ManualRebateView> {
  const actor = createActor(
    manualRebateMachine.provide({
      actors: {
        load: fromPromise(async () => ({ rebate: REBATE, claims: REBATE_CLAIMS })),
        claim: fromPromise(async (): Promise<RebateClaimAnswer> => answer),
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

const MISSION_NO_REWARD: MissionClaim = { missionId: 'm-streak', reward: null, claimedTime: '' };
const AFTER_CLAIM: MissionBoardData = { ...MISSION_BOARD, missions: MISSIONS.map((mission) => (mission.missionId === 'm-streak' ? { ...mission, status: 'CLAIMED' as const } : mission)) };

/** The mission board's chart with m-streak claimed by an answer as given; its view once the board is read again. */
async function missionClaimedWith(answer: MissionClaim): Promise<MissionBoardView> {
  const loads = [MISSION_BOARD, AFTER_CLAIM];
  const actor = createActor(
    missionLeaderboardMachine.provide({
      actors: {
        load: fromPromise(async () => loads.shift() ?? AFTER_CLAIM),
        claim: fromPromise(async (): Promise<MissionClaim> => answer),
      },
    }),
  ).start();
  await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  actor.send({ type: 'CLAIM', missionId: 'm-streak' });
  await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.claimed !== null);
  const view = connectMissionLeaderboard(actor.getSnapshot(), (event) => actor.send(event));
  actor.stop();
  return view;
}

const ENVELOPE_NO_AMOUNT: RedEnvelopeOpened = { envelopeId: 'ENV-1', amount: null, openedTime: '' };

/** The red envelope's chart with ENV-1 opened by an answer as given; its view with the dialog on the opening. */
async function envelopeOpenedWith(answer: RedEnvelopeOpened): Promise<RedEnvelopeView> {
  const actor = createActor(
    redEnvelopeMachine.provide({
      actors: {
        checkEnvelope: fromPromise(async (): Promise<RedEnvelope | null> => ENVELOPE),
        openEnvelope: fromPromise(async (): Promise<RedEnvelopeOpened> => answer),
      },
    }),
  ).start();
  await waitFor(actor, (snapshot) => snapshot.matches('available'));
  actor.send({ type: 'OPEN' });
  await waitFor(actor, (snapshot) => snapshot.matches('opened'));
  const view = connectRedEnvelope(actor.getSnapshot(), (event) => actor.send(event));
  actor.stop();
  return view;
}

/** The promotions chart with p-issued's bonus claimed by an answer whose amount is as given; its view with the notice. */
async function promotionClaimedWith(amount: number | null): Promise<PromotionsView> {
  const actor = createActor(
    promotionsMachine.provide({
      actors: {
        loadPromotions: fromPromise(async () => member),
        claimPromotion: fromPromise(async (): Promise<{ amount: number | null }> => ({ amount })),
      },
    }),
    { input: { language: 'es' } },
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

/**
 * A fake platform for the missions wiring: the missions (m-streak claimable until claimed), the
 * leaderboard, the envelope ENV-1 (waiting until opened); a claim or an opening answers `value` as
 * given (undefined: no `value` at all).
 */
function missionsPlatform(value: unknown) {
  let claimed = false;
  let opened = false;
  const platform = fakeFetch((request) => {
    if (request.method === 'POST') {
      if (request.path.endsWith('/MCSFE_claimMission')) claimed = true;
      if (request.path.endsWith('/MCSFE_openRedEnvelope')) opened = true;
      return answered(value)();
    }
    if (request.path.endsWith('/MCSFE_getMissionList')) return ok(claimed ? MISSIONS.map((mission) => (mission.missionId === 'm-streak' ? { ...mission, status: 'CLAIMED' } : mission)) : MISSIONS);
    if (request.path.endsWith('/MCSFE_getMissionLeaderboard')) return ok(LEADERBOARD);
    if (request.path.endsWith('/MCSFE_getRedEnvelope')) return ok({ envelope: opened ? null : ENVELOPE });
    return new Response('not here', { status: 404 });
  });
  wired.api = createPlatformApi({ merchantCode: 'RP01', getToken: () => 'tok', getLanguage: () => 'es', getDeviceId: () => 'device-42', onSessionExpired: vi.fn(), fetch: platform.fetch, sleep: async () => {} });
  return platform;
}
const posts = (platform: ReturnType<typeof fakeFetch>) => platform.requests.filter((request) => request.method === 'POST').length;

describe('the charts wired to the adapter: claimed or opened, the amount as the answer has it', () => {
  afterEach(() => {
    wired.api = null;
    sessionStorage.clear();
  });

  /** The real mission board wiring, m-streak claimed over a platform answering `value`; its view once read again. */
  async function boardClaiming(value: unknown) {
    const platform = missionsPlatform(value);
    const actor = createActor(missionLeaderboardLogic).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    actor.send({ type: 'CLAIM', missionId: 'm-streak' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }) && (snapshot.context.claimed !== null || snapshot.context.actionFailureKey !== null));
    const view = connectMissionLeaderboard(actor.getSnapshot(), (event) => actor.send(event));
    actor.stop();
    return { view, posts: posts(platform) };
  }

  /** The real red envelope wiring, ENV-1 opened over a platform answering `value`; its view once the dialog settles. */
  async function envelopeOpening(value: unknown) {
    const platform = missionsPlatform(value);
    const actor = createActor(redEnvelopeLogic).start();
    await waitFor(actor, (snapshot) => snapshot.matches('available'));
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('opened') || snapshot.matches('failed') || snapshot.matches('refused'));
    const view = connectRedEnvelope(actor.getSnapshot(), (event) => actor.send(event));
    actor.stop();
    return { view, posts: posts(platform) };
  }

  it.each([null, true, undefined, 'C-1', { claimedTime: '2026-11-24T17:00:00Z' }, { missionId: 'm-streak', reward: null }])(
    'a mission claim answered %j: the board says claimed, the reward unknown (null), not 0',
    async (value) => {
      const { view, posts } = await boardClaiming(value);
      expect(view).toMatchObject({ claimed: { missionId: 'm-streak', reward: null }, actionFailureKey: null, outcome: null });
      expect(posts).toBe(1);
    },
  );

  it.each([
    [{ missionId: 'm-streak', reward: 15 }, 15],
    [{ missionId: 'm-streak', reward: 0 }, 0],
  ])('a mission claim answered %j: the board keeps the reward named', async (value, reward) => {
    expect((await boardClaiming(value)).view.claimed).toMatchObject({ missionId: 'm-streak', reward });
  });

  it.each([null, true, undefined, 'C-1', { openedTime: '2026-11-24T17:00:00Z' }, { envelopeId: 'ENV-1', amount: null }])(
    'an opening answered %j: the envelope is opened, the amount unknown (null), not 0',
    async (value) => {
      const { view, posts } = await envelopeOpening(value);
      expect(view).toMatchObject({ status: 'opened', dialogOpen: true, amount: null, failureKey: null, outcome: null });
      expect(posts).toBe(1);
    },
  );

  it.each([
    [{ envelopeId: 'ENV-1', amount: 8.88 }, 8.88],
    [{ envelopeId: 'ENV-1', amount: 0 }, 0],
  ])('an opening answered %j: the dialog keeps the amount named', async (value, amount) => {
    expect((await envelopeOpening(value)).view).toMatchObject({ status: 'opened', amount });
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
    await loadTexts(['rewards', 'promotions', 'missions', 'errors']);
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

  it.each([
    ['es', 'Recompensa de misión reclamada y abonada en tu billetera de bonos.'],
    ['en', 'Mission reward claimed and paid to your bonus wallet.'],
  ])('the mission board (%s) says the reward was claimed and no amount', async (language, text) => {
    await changeLanguage(language);
    await loadTexts(['missions', 'errors']);
    shown.missions = await missionClaimedWith(MISSION_NO_REWARD);
    render(<MissionLeaderboardPage />);
    await vi.waitFor(() => expect(noticeText('mission-claimed')).toBe(text), { timeout: 10_000 });
  });

  it('the mission board still shows a reward the answer names, 0 included', async () => {
    await changeLanguage('es');
    shown.missions = await missionClaimedWith({ ...MISSION_NO_REWARD, reward: 15 });
    render(<MissionLeaderboardPage />);
    await vi.waitFor(() => expect(noticeText('mission-claimed')).toMatch(/^Recompensa de misión reclamada: .*15/), { timeout: 10_000 });
    mounted?.unmount();
    shown.missions = await missionClaimedWith({ ...MISSION_NO_REWARD, reward: 0 });
    render(<MissionLeaderboardPage />);
    await vi.waitFor(() => expect(noticeText('mission-claimed')).toMatch(/^Recompensa de misión reclamada: .*0/), { timeout: 10_000 });
  });

  it.each([
    ['es', 'Sobre abierto: tu premio ya se sumó a tu billetera.'],
    ['en', 'Envelope opened: your prize has been added to your wallet.'],
  ])('the red envelope (%s) says it was opened and credited and no amount', async (language, text) => {
    await changeLanguage(language);
    await loadTexts(['missions', 'errors']);
    shown.envelope = await envelopeOpenedWith(ENVELOPE_NO_AMOUNT);
    render(<RedEnvelope />);
    await vi.waitFor(() => expect(noticeText('red-envelope-credited')).toBe(text), { timeout: 10_000 });
    expect(document.querySelector('[data-testid="red-envelope-won"]')).toBeNull();
    expect(document.querySelector('[data-testid="red-envelope-close"]')).not.toBeNull();
  });

  it('the red envelope still shows an amount the answer names, 0 included', async () => {
    await changeLanguage('es');
    shown.envelope = await envelopeOpenedWith({ ...ENVELOPE_NO_AMOUNT, amount: 8.88 });
    render(<RedEnvelope />);
    await vi.waitFor(() => expect(noticeText('red-envelope-won')).toMatch(/^Ganaste .*8[.,]88/), { timeout: 10_000 });
    mounted?.unmount();
    shown.envelope = await envelopeOpenedWith({ ...ENVELOPE_NO_AMOUNT, amount: 0 });
    render(<RedEnvelope />);
    await vi.waitFor(() => expect(noticeText('red-envelope-won')).toMatch(/^Ganaste .*0/), { timeout: 10_000 });
    expect(document.querySelector('[data-testid="red-envelope-credited"]')).toBeNull();
  });
});
