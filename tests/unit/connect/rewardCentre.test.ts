/** connectRewardCentre / connectManualRebate without React, and both charts: a claim sent once, its notice, the reload, refusals, paging. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RebateClaim, RebateClaimAnswer, RewardClaim, RewardClaimAnswer } from '../../../src/api/inbox';
import type { RaffleClaimResult } from '../../../src/api/schemas';
import { connectManualRebate } from '../../../machines/rewards/manualRebate.connect';
import { manualRebateMachine, type ManualRebateData } from '../../../machines/rewards/manualRebate.machine';
import { connectRewardCentre } from '../../../machines/rewards/rewardCentre.connect';
import { rewardCentreMachine, type RewardCentreData } from '../../../machines/rewards/rewardCentre.machine';
import { RAFFLES, REBATE, REBATE_CLAIMS, REBATE_NONE, REWARDS, REWARD_CLAIMS } from '../../paths/models/inbox-samples';

const CENTRE: RewardCentreData = { rewards: REWARDS, claims: REWARD_CLAIMS, raffles: RAFFLES };
const REBATE_DATA: ManualRebateData = { rebate: REBATE, claims: REBATE_CLAIMS };
const CLAIM: RewardClaim = { claimId: 'c-9', rewardId: 'r-1', kind: 'WEEKLY_BONUS', title: 'Bono semanal', amount: 25, claimedTime: '2025-06-30T10:00:00Z' };
const REBATE_CLAIM: RebateClaim = { claimId: 'b-9', amount: 11, validBet: 1500, from: '2025-06-20T00:00:00Z', claimedTime: '2025-06-30T00:00:00Z' };

describe('the reward centre', () => {
  function run(loads: (RewardCentreData | Error)[], claim: () => Promise<RewardClaimAnswer> = async () => CLAIM) {
    const calls = { load: [] as number[], claim: [] as string[], raffle: [] as string[] };
    let releaseClaim: () => void = () => undefined;
    const actor = createActor(
      rewardCentreMachine.provide({
        actors: {
          loadRewards: fromPromise(async ({ input }: { input: { claimsPage: number } }) => {
            calls.load.push(input.claimsPage);
            const answer = loads.shift() ?? CENTRE;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
          claimReward: fromPromise(async ({ input }: { input: { rewardId: string; idempotencyKey: string } }): Promise<RewardClaimAnswer> => {
            calls.claim.push(input.rewardId);
            await new Promise<void>((resolve) => (releaseClaim = resolve));
            return claim();
          }),
          claimRaffle: fromPromise(async ({ input }: { input: { raffleId: string; idempotencyKey: string } }): Promise<RaffleClaimResult> => {
            calls.raffle.push(input.raffleId);
            return { raffleId: input.raffleId, prize: 42.5 };
          }),
        },
      }),
    ).start();
    const api = () => connectRewardCentre(actor.getSnapshot(), (event) => actor.send(event));
    return { actor, api, calls, release: () => releaseClaim() };
  }
  const idle = (actor: ReturnType<typeof run>['actor']) => waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));

  it('says loading until the first answer, then lists the rewards, raffles and claims', async () => {
    const { actor, api } = run([CENTRE]);
    expect(api().status).toBe('loading');
    await idle(actor);
    expect(api()).toMatchObject({ status: 'ready', busy: false, claiming: false, claimsPage: 1, claimsTotalPages: 1 });
    expect(api().rewards).toHaveLength(2);
    expect(api().raffles).toHaveLength(2);
  });

  it('claims a reward once however often pressed, shows it and loads again', async () => {
    const { actor, api, calls, release } = run([CENTRE, { ...CENTRE, rewards: REWARDS.slice(1) }]);
    await idle(actor);
    api().claim('r-1');
    api().claim('r-1');
    api().claim('r-2');
    expect(calls.claim).toEqual(['r-1']);
    expect(api()).toMatchObject({ claiming: true, claimingId: 'r-1' });
    release();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.claimed !== null);
    expect(calls.load).toEqual([1, 1]);
    expect(api().claimed).toEqual(CLAIM);
    expect(api().rewards).toHaveLength(1);
  });

  it('a refused claim says why and keeps the rewards', async () => {
    const { actor, api, release } = run([CENTRE], async () => Promise.reject({ messageKey: 'errors:raffleClaimed' }));
    await idle(actor);
    api().claim('r-1');
    release();
    await waitFor(actor, () => api().actionFailureKey !== null);
    expect(api()).toMatchObject({ status: 'ready', claiming: false, actionFailureKey: 'errors:raffleClaimed' });
    expect(api().rewards).toHaveLength(2);
  });

  it('claims a waiting raffle and shows its prize; a claimed one is not claimed again', async () => {
    const { actor, api, calls } = run([CENTRE, CENTRE]);
    await idle(actor);
    api().claimRaffle('raffle-2025-05');
    expect(calls.raffle).toEqual([]);
    api().claimRaffle('raffle-2025-06');
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.raffleWon !== null);
    expect(api().raffleWon).toEqual({ raffleId: 'raffle-2025-06', prize: 42.5 });
    expect(calls.raffle).toEqual(['raffle-2025-06']);
  });

  it('a failed load is retried', async () => {
    const { actor, api } = run([new Error('down'), CENTRE]);
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(api()).toMatchObject({ status: 'failed', rewards: [] });
    api().retry();
    await idle(actor);
    expect(api().status).toBe('ready');
  });

  it('pages the claims within 1…totalPages', async () => {
    const twoPages = { ...CENTRE, claims: { ...REWARD_CLAIMS, totalPages: 2 } };
    const { actor, api, calls } = run([twoPages, { ...twoPages, claims: { ...twoPages.claims, pageNum: 2 } }]);
    await idle(actor);
    api().setClaimsPage(3);
    api().setClaimsPage(2);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.claimsPage === 2);
    expect(calls.load).toEqual([1, 2]);
  });
});

describe('the manual rebate', () => {
  function run(loads: (ManualRebateData | Error)[], claim: () => Promise<RebateClaimAnswer> = async () => REBATE_CLAIM) {
    const calls = { load: 0, claim: 0 };
    const actor = createActor(
      manualRebateMachine.provide({
        actors: {
          load: fromPromise(async () => {
            calls.load += 1;
            const answer = loads.shift() ?? REBATE_DATA;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
          claim: fromPromise(async () => {
            calls.claim += 1;
            return claim();
          }),
        },
      }),
    ).start();
    const api = () => connectManualRebate(actor.getSnapshot(), (event) => actor.send(event));
    return { actor, api, calls };
  }

  it('shows the rebate per game type and claims it once, then shows nothing left', async () => {
    const { actor, api, calls } = run([REBATE_DATA, { rebate: REBATE_NONE, claims: REBATE_CLAIMS }]);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    expect(api()).toMatchObject({ status: 'ready', total: 11, canClaim: true });
    api().claim();
    api().claim();
    expect(calls.claim).toBe(1);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.claimed !== null);
    expect(api()).toMatchObject({ total: 0, canClaim: false, claimed: REBATE_CLAIM });
    api().claim();
    expect(calls.claim).toBe(1);
  });

  it('a refused claim says why', async () => {
    const { actor, api } = run([REBATE_DATA], async () => Promise.reject({ messageKey: 'errors:rebateNothing' }));
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    api().claim();
    await waitFor(actor, () => api().actionFailureKey !== null);
    expect(api()).toMatchObject({ actionFailureKey: 'errors:rebateNothing', claiming: false, canClaim: true });
  });

  it('a failed load is retried', async () => {
    const { actor, api } = run([new Error('down'), REBATE_DATA]);
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(api()).toMatchObject({ status: 'failed', rows: [], canClaim: false });
    api().retry();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  });

  it('sends its intents', () => {
    const send = vi.fn();
    const api = connectManualRebate(manualRebateMachine.resolveState({ value: { ready: 'idle' }, context: { claimsPage: 1, loadedAt: 0, now: 0, data: REBATE_DATA, claimed: null, failureKey: null, failureText: null, actionFailureKey: null, intent: null, retryable: null, lostAnswer: null } }), send);
    api.claim();
    api.setClaimsPage(2);
    api.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'CLAIM' }, { type: 'CLAIMS_PAGE', page: 2 }, { type: 'RETRY' }]);
  });
});
