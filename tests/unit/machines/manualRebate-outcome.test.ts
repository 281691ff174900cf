/**
 * A rebate claim whose answer is lost: the chart reads the rebate and the newest claims
 * instead of saying "failed", tells the truth, and claiming again after "not made" carries the same
 * key. A reload resumes the check, never offering a new claim first.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectManualRebate } from '../../../machines/rewards/manualRebate.connect';
import { outcomeCheckMachine, OUTCOME_CHECK_DELAYS_MS, type OutcomeReading } from '../../../machines/outcome';
import { manualRebateMachine, readRebateClaim, type ManualRebateData, type RebateClaimCall, type RebateClaimIntent } from '../../../machines/rewards/manualRebate.machine';
import type { RebateAvailable, RebateClaim, RebateClaimAnswer } from '../../../src/api/inbox';
import { REBATE, REBATE_CLAIMS } from '../../paths/models/inbox-samples';

/** The platform's rebate for the member: the period's start, what it pays, the claims made (newest first). */
interface Platform {
  rebate: RebateAvailable;
  claims: RebateClaim[];
  mainWallet: number;
}

const lost = (kind: 'network' | 'timeout' | 'http', httpStatus: number | null = null) =>
  Object.assign(new Error('lost'), { kind, httpStatus, messageKey: kind === 'timeout' ? 'errors:timeout' : 'errors:networkAbnormal' });
const refused = () => Object.assign(new Error('refused'), { kind: 'envelope', httpStatus: 200, errorCode: 'rebate.nothing', messageKey: 'errors:rebateNothing' });

/** The platform paying the rebate (what a claim that ran did): a new period begins at the claim. */
const claimOn = (platform: Platform): RebateClaim => {
  const claimedTime = `2025-07-0${platform.claims.length}T10:00:00Z`;
  const claim: RebateClaim = { claimId: `b-${platform.claims.length + 1}`, amount: platform.rebate.total, validBet: 1500, from: platform.rebate.since ?? '', claimedTime };
  platform.claims.unshift(claim);
  platform.mainWallet += platform.rebate.total;
  platform.rebate = { list: platform.rebate.list.map((row) => ({ ...row, validBet: 0, amount: 0 })), total: 0, since: claimedTime };
  return claim;
};

function run(options: { claim?: (call: RebateClaimCall, platform: Platform) => Promise<RebateClaimAnswer>; pendingClaim?: RebateClaimIntent | null } = {}) {
  const platform: Platform = { rebate: REBATE, claims: [...REBATE_CLAIMS.items], mainWallet: 100 };
  const calls: RebateClaimCall[] = [];
  const kept: unknown[] = [];
  let forgotten = 0;
  let pending = options.pendingClaim ?? null;
  const readings: OutcomeReading<unknown>[] = [];
  const load = (): ManualRebateData => {
    // what the tab kept is read by the first load only (the chart forgets it once known)
    const pendingClaim = pending;
    pending = null;
    return { rebate: platform.rebate, claims: { ...REBATE_CLAIMS, items: [...platform.claims], totalCount: platform.claims.length }, pendingClaim };
  };
  const actor = createActor(
    manualRebateMachine.provide({
      actors: {
        load: fromPromise(async () => load()),
        claim: fromPromise(({ input }: { input: RebateClaimCall }) => {
          calls.push(input);
          return (options.claim ?? (async (_, on) => claimOn(on)))(input, platform);
        }),
        checkOutcome: outcomeCheckMachine.provide({
          actors: {
            verify: fromPromise(async ({ input }: { input: unknown }): Promise<OutcomeReading<unknown>> => {
              const reading = readRebateClaim(input as RebateClaimIntent, platform.rebate, platform.claims);
              readings.push(reading);
              return reading;
            }),
          },
        }),
      },
      actions: {
        keepIntent: ({ context }) => void kept.push(context.intent),
        forgetIntent: () => void (forgotten += 1),
      },
    }),
  ).start();
  const view = () => connectManualRebate(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, platform, calls, kept, readings, view, forgotten: () => forgotten };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const allReadings = () => vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) + 100);
const ready = async (view: () => ReturnType<typeof connectManualRebate>) => vi.waitFor(() => expect(view()).toMatchObject({ status: 'ready', busy: false, claiming: false }));

describe('a rebate claim whose answer is lost', () => {
  it.each([
    ['a dropped connection', lost('network')],
    ['a timeout', lost('timeout')],
    ['a 503 from a gateway', lost('http', 503)],
  ])('after %s that the platform applied, says it is claimed, claimed once', async (_, error) => {
    const { calls, view, kept, forgotten, platform } = run({
      claim: async (_call, on) => {
        claimOn(on);
        throw error;
      },
    });
    await ready(view);
    view().claim();
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ claiming: true, canClaim: false, unconfirmedAmount: 11, actionFailureKey: null, claimed: null });
    // the button holds: a second press and another page do nothing
    view().claim();
    view().setClaimsPage(2);
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, claiming: false, actionFailureKey: null, claimed: { claimId: 'b-2', amount: 11 }, total: 0, canClaim: false });
    expect(view().claims[0]?.claimId).toBe('b-2');
    expect(calls).toHaveLength(1);
    expect(platform.mainWallet).toBe(111);
    expect(kept).toEqual([expect.objectContaining({ key: calls[0]?.idempotencyKey, request: { amount: 11 }, before: { since: REBATE.since } })]);
    expect(forgotten()).toBe(1);
  });

  it('not made (read twice): shows the failure, and claiming again carries the same key and claims once', async () => {
    let attempt = 0;
    const { calls, view, readings, platform } = run({
      claim: async (_call, on) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 500);
        return claimOn(on);
      },
    });
    await ready(view);
    view().claim();
    await allReadings();
    expect(readings.map((reading) => reading.kind)).toEqual(['notApplied', 'notApplied']);
    expect(view()).toMatchObject({ outcome: null, claiming: false, canClaim: true, actionFailureKey: 'errors:networkAbnormal', claimed: null });
    view().claim();
    await vi.waitFor(() => expect(view().claimed).toMatchObject({ claimId: 'b-2' }));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
    expect(platform.mainWallet).toBe(111);
  });

  it('a refusal the platform answered is a failure at once, with no check, and the next claim gets a new key', async () => {
    let attempt = 0;
    const { calls, view, readings, forgotten } = run({
      claim: async (_call, on) => {
        attempt += 1;
        if (attempt === 1) throw refused();
        return claimOn(on);
      },
    });
    await ready(view);
    view().claim();
    await vi.waitFor(() => expect(view().actionFailureKey).toBe('errors:rebateNothing'));
    expect(view().outcome).toBeNull();
    expect(readings).toEqual([]);
    expect(forgotten()).toBe(1);
    view().claim();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
  });

  it('when the rebate never tells, says so, holds the button and checks again on request', async () => {
    const { calls, view, platform, readings } = run({
      claim: async () => {
        // a new period but no claim listed yet: neither made nor not made
        platform.rebate = { ...platform.rebate, total: 0, since: '2025-07-01T10:00:00Z' };
        throw lost('network');
      },
    });
    await ready(view);
    view().claim();
    await allReadings();
    expect(readings).toHaveLength(OUTCOME_CHECK_DELAYS_MS.length);
    expect(view()).toMatchObject({ outcome: 'unknown', claiming: true, canClaim: false, claimed: null, actionFailureKey: null });
    view().claim();
    expect(calls).toHaveLength(1);
    // the claim shows up after all: checking again finds it
    platform.claims.unshift({ claimId: 'b-2', amount: 11, validBet: 1500, from: REBATE.since ?? '', claimedTime: '2025-07-01T10:00:00Z' });
    view().checkAgain();
    expect(view().outcome).toBe('checking');
    await vi.advanceTimersByTimeAsync((OUTCOME_CHECK_DELAYS_MS[0] ?? 1_000) + 10);
    await vi.waitFor(() => expect(view()).toMatchObject({ outcome: null, claimed: { claimId: 'b-2', amount: 11 } }));
  });

  it('a claim kept from before a reload is checked first, not offered again', async () => {
    const pendingClaim: RebateClaimIntent = { key: 'key-before-reload', request: { amount: 11 }, sentAt: 0, before: { since: REBATE.since ?? null } };
    const { calls, view, platform } = run({ pendingClaim });
    claimOn(platform);
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ claiming: true, canClaim: false, unconfirmedAmount: 11 });
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, claimed: { claimId: 'b-2', amount: 11 }, total: 0 });
    expect(calls).toEqual([]);
  });

  it('a kept claim the check finds not made is claimed again with its key', async () => {
    const pendingClaim: RebateClaimIntent = { key: 'key-before-reload', request: { amount: 11 }, sentAt: 0, before: { since: REBATE.since ?? null } };
    const { calls, view } = run({ pendingClaim });
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, canClaim: true, actionFailureKey: 'errors:networkAbnormal' });
    view().claim();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.idempotencyKey).toBe('key-before-reload');
  });
});

describe('what the rebate and its claims say', () => {
  const intent: RebateClaimIntent = { key: 'k'.repeat(8), request: { amount: 11 }, sentAt: 0, before: { since: REBATE.since ?? null } };
  const newClaim: RebateClaim = { claimId: 'b-2', amount: 11, validBet: 1500, from: REBATE.since ?? '', claimedTime: '2025-07-01T10:00:00Z' };

  it('a new period with its claim on top is made; the same period with the rebate still there is not; anything else is not known', () => {
    expect(readRebateClaim(intent, { ...REBATE, total: 0, since: newClaim.claimedTime }, [newClaim, ...REBATE_CLAIMS.items])).toEqual({ kind: 'applied', result: newClaim });
    expect(readRebateClaim(intent, REBATE, REBATE_CLAIMS.items)).toEqual({ kind: 'notApplied' });
    // more bets since: the rebate only grew, still not claimed
    expect(readRebateClaim(intent, { ...REBATE, total: 12.5 }, REBATE_CLAIMS.items)).toEqual({ kind: 'notApplied' });
    // the same period but less to claim, or a new period with no claim listed: not known
    expect(readRebateClaim(intent, { ...REBATE, total: 3 }, REBATE_CLAIMS.items)).toEqual({ kind: 'unknown' });
    expect(readRebateClaim(intent, { ...REBATE, total: 0, since: newClaim.claimedTime }, [])).toEqual({ kind: 'unknown' });
    // a new period whose newest listed claim is the one before it (the list lags): not known
    expect(readRebateClaim(intent, { ...REBATE, total: 0, since: newClaim.claimedTime }, REBATE_CLAIMS.items)).toEqual({ kind: 'unknown' });
  });
});
