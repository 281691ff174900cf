/**
 * A promotion applied for or claimed whose answer is lost: the chart reads the promotion
 * list (the promotion's status) instead of saying "failed", tells the truth, and a retry of the
 * same application or claim carries the same key. A reload resumes the check with the promotion
 * open, never offering a new send first.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectPromotions } from '../../../machines/rewards/promotions.connect';
import { outcomeCheckMachine, OUTCOME_CHECK_DELAYS_MS, type OutcomeReading } from '../../../machines/outcome';
import {
  promotionsMachine,
  readApply,
  readClaim,
  type ApplyCall,
  type ApplyIntent,
  type ClaimAnswer,
  type ClaimCall,
  type ClaimIntent,
  type PromotionsData,
} from '../../../machines/rewards/promotions.machine';
import type { Promotion } from '../../../src/api/promotions';
import { PROMOTION_SAMPLE } from '../../paths/models/promotions.model';

/** The platform's promotions for the member (statuses change as a call that ran changes them). */
interface Platform {
  promotions: Promotion[];
  bonusWallet: number;
}

const lost = (kind: 'network' | 'timeout' | 'http', httpStatus: number | null = null) =>
  Object.assign(new Error('lost'), { kind, httpStatus, messageKey: kind === 'timeout' ? 'errors:timeout' : 'errors:networkAbnormal' });
const refused = () => Object.assign(new Error('refused'), { kind: 'envelope', httpStatus: 200, errorCode: 'promotion.not.applicable', messageKey: 'errors:promotionNotApplicable' });

const statusOf = (platform: Platform, promotionId: string) => platform.promotions.find((promotion) => promotion.promotionId === promotionId)?.status;
const setStatus = (platform: Platform, promotionId: string, status: Promotion['status'], comment?: string) => {
  platform.promotions = platform.promotions.map((promotion) => (promotion.promotionId === promotionId ? { ...promotion, status, ...(comment === undefined ? {} : { comment }) } : promotion));
};

/** The platform applying an application or a claim (what a call that ran did). */
const applyOn = (platform: Platform, call: ApplyCall): Promotion => {
  setStatus(platform, call.promotionId, 'applying', call.comment);
  return platform.promotions.find((promotion) => promotion.promotionId === call.promotionId) as Promotion;
};
const claimOn = (platform: Platform, call: ClaimCall): ClaimAnswer => {
  const bonus = platform.promotions.find((promotion) => promotion.promotionId === call.promotionId)?.bonus ?? 0;
  setStatus(platform, call.promotionId, 'claimed');
  platform.bonusWallet += bonus;
  return { amount: bonus };
};

function run(options: {
  apply?: (call: ApplyCall, platform: Platform) => Promise<Promotion>;
  claim?: (call: ClaimCall, platform: Platform) => Promise<ClaimAnswer>;
  pendingApply?: ApplyIntent | null;
  pendingClaim?: ClaimIntent | null;
  signedIn?: boolean;
}) {
  const platform: Platform = { promotions: PROMOTION_SAMPLE.promotions.map((promotion) => ({ ...promotion })), bonusWallet: 0 };
  const applies: ApplyCall[] = [];
  const claims: ClaimCall[] = [];
  const kept: unknown[] = [];
  let forgotten = 0;
  const readings: OutcomeReading<unknown>[] = [];
  const load = (): PromotionsData => ({
    ...PROMOTION_SAMPLE,
    signedIn: options.signedIn ?? true,
    promotions: platform.promotions,
    pendingApply: options.pendingApply ?? null,
    pendingClaim: options.pendingClaim ?? null,
  });
  const actor = createActor(
    promotionsMachine.provide({
      actors: {
        loadPromotions: fromPromise(async () => load()),
        applyPromotion: fromPromise(({ input }: { input: ApplyCall }) => {
          applies.push(input);
          return (options.apply ?? (async (call, on) => applyOn(on, call)))(input, platform);
        }),
        claimPromotion: fromPromise(({ input }: { input: ClaimCall }) => {
          claims.push(input);
          return (options.claim ?? (async (call, on) => claimOn(on, call)))(input, platform);
        }),
        checkOutcome: outcomeCheckMachine.provide({
          actors: {
            verify: fromPromise(async ({ input }: { input: unknown }): Promise<OutcomeReading<unknown>> => {
              const intent = input as ApplyIntent | ClaimIntent;
              const reading = 'comment' in intent.request ? readApply(intent as ApplyIntent, platform.promotions) : readClaim(intent as ClaimIntent, platform.promotions);
              readings.push(reading);
              return reading;
            }),
          },
        }),
      },
      actions: {
        keepApplyIntent: ({ context }) => void kept.push(context.applyIntent),
        keepClaimIntent: ({ context }) => void kept.push(context.claimIntent),
        forgetApplyIntent: () => void (forgotten += 1),
        forgetClaimIntent: () => void (forgotten += 1),
      },
    }),
    { input: { language: 'es' } },
  ).start();
  const view = () => connectPromotions(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, platform, applies, claims, kept, readings, view, forgotten: () => forgotten };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const allReadings = () => vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) + 100);
const ready = async (view: () => ReturnType<typeof connectPromotions>) => vi.waitFor(() => expect(view().status).toBe('ready'));

describe('a claim whose answer is lost', () => {
  it.each([
    ['a dropped connection', lost('network')],
    ['a timeout', lost('timeout')],
    ['a 502 from a gateway', lost('http', 502)],
  ])('after %s that the platform applied, says the bonus is claimed, claimed once', async (_, error) => {
    const { claims, view, kept, forgotten, platform } = run({
      claim: async (call, on) => {
        claimOn(on, call);
        throw error;
      },
    });
    await ready(view);
    view().openDetail('p-issued');
    view().claim();
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ outcomeCommand: 'claim', claiming: true, actionFailureKey: null, notice: null });
    // the detail holds: a second press and a close do nothing
    view().claim();
    view().close();
    expect(view().open?.promotionId).toBe('p-issued');
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, claiming: false, actionFailureKey: null, notice: { kind: 'claimed', promotionId: 'p-issued', amount: 50 } });
    expect(view().open?.status).toBe('claimed');
    expect(claims).toHaveLength(1);
    expect(platform.bonusWallet).toBe(50);
    expect(kept).toEqual([expect.objectContaining({ key: claims[0]?.idempotencyKey, request: { promotionId: 'p-issued' }, before: { bonus: 50 } })]);
    expect(forgotten()).toBe(1);
  });

  it('not applied (read twice): shows the failure, and the same claim again carries the same key and claims once', async () => {
    let attempt = 0;
    const { claims, view, readings, platform } = run({
      claim: async (call, on) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 500);
        return claimOn(on, call);
      },
    });
    await ready(view);
    view().openDetail('p-issued');
    view().claim();
    await allReadings();
    expect(readings.map((reading) => reading.kind)).toEqual(['notApplied', 'notApplied']);
    expect(view()).toMatchObject({ outcome: null, claiming: false, actionFailureKey: 'errors:networkAbnormal', notice: null, openAction: 'claim' });
    view().claim();
    await vi.waitFor(() => expect(view().notice).toMatchObject({ kind: 'claimed', amount: 50 }));
    expect(claims).toHaveLength(2);
    expect(claims[1]?.idempotencyKey).toBe(claims[0]?.idempotencyKey);
    expect(platform.bonusWallet).toBe(50);
  });

  it('a refusal the platform answered is a failure at once, with no check, and the next claim gets a new key', async () => {
    let attempt = 0;
    const { claims, view, readings, forgotten } = run({
      claim: async (call, on) => {
        attempt += 1;
        if (attempt === 1) throw refused();
        return claimOn(on, call);
      },
    });
    await ready(view);
    view().openDetail('p-issued');
    view().claim();
    await vi.waitFor(() => expect(view().actionFailureKey).toBe('errors:promotionNotApplicable'));
    expect(view().outcome).toBeNull();
    expect(readings).toEqual([]);
    expect(forgotten()).toBe(1);
    view().claim();
    await vi.waitFor(() => expect(claims).toHaveLength(2));
    expect(claims[1]?.idempotencyKey).not.toBe(claims[0]?.idempotencyKey);
  });

  it('when the list never tells, says so, holds the detail and checks again on request', async () => {
    const { claims, view, platform, readings } = run({
      claim: async (call, on) => {
        // the platform took the claim but the list says neither issued nor claimed yet
        setStatus(on, call.promotionId, 'process');
        throw lost('network');
      },
    });
    await ready(view);
    view().openDetail('p-issued');
    view().claim();
    await allReadings();
    expect(readings).toHaveLength(OUTCOME_CHECK_DELAYS_MS.length);
    expect(view()).toMatchObject({ outcome: 'unknown', outcomeCommand: 'claim', claiming: true, notice: null, actionFailureKey: null });
    view().claim();
    view().close();
    expect(claims).toHaveLength(1);
    expect(view().open?.promotionId).toBe('p-issued');
    // the claim shows up after all: checking again finds it
    setStatus(platform, 'p-issued', 'claimed');
    view().checkAgain();
    expect(view().outcome).toBe('checking');
    await vi.advanceTimersByTimeAsync((OUTCOME_CHECK_DELAYS_MS[0] ?? 1_000) + 10);
    expect(view()).toMatchObject({ outcome: null, notice: { kind: 'claimed', amount: 50 } });
  });

  it('a claim kept from before a reload opens its promotion and is checked, not offered again', async () => {
    const pendingClaim: ClaimIntent = { key: 'key-before-reload', request: { promotionId: 'p-issued' }, sentAt: 0, before: { bonus: 50 } };
    const { claims, view, platform } = run({ pendingClaim });
    setStatus(platform, 'p-issued', 'claimed');
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ outcomeCommand: 'claim', claiming: true });
    expect(view().open?.promotionId).toBe('p-issued');
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, notice: { kind: 'claimed', promotionId: 'p-issued', amount: 50 } });
    expect(claims).toEqual([]);
  });

  it('a visitor\'s list never resumes a kept claim (it is a member\'s)', async () => {
    const pendingClaim: ClaimIntent = { key: 'key-before-reload', request: { promotionId: 'p-issued' }, sentAt: 0, before: { bonus: 50 } };
    const { view, readings } = run({ pendingClaim, signedIn: false });
    await ready(view);
    expect(view()).toMatchObject({ outcome: null, open: null });
    await allReadings();
    expect(readings).toEqual([]);
  });
});

describe('an application whose answer is lost', () => {
  it('applied, then the connection dropped: checked, said sent with the promotion as listed, applied once', async () => {
    const { applies, view, kept, forgotten } = run({
      apply: async (call, on) => {
        applyOn(on, call);
        throw lost('network');
      },
    });
    await ready(view);
    view().openDetail('p-join');
    view().setComment('Quiero jugar');
    view().apply();
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ outcomeCommand: 'apply', applying: true, comment: 'Quiero jugar' });
    view().apply();
    view().setComment('otra cosa');
    expect(view().comment).toBe('Quiero jugar');
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, applying: false, actionFailureKey: null, comment: '', notice: { kind: 'applied', promotionId: 'p-join' } });
    expect(view().open).toMatchObject({ status: 'applying', comment: 'Quiero jugar' });
    expect(applies).toHaveLength(1);
    expect(kept).toEqual([expect.objectContaining({ key: applies[0]?.idempotencyKey, request: { promotionId: 'p-join', comment: 'Quiero jugar' } })]);
    expect(forgotten()).toBe(1);
  });

  it('refused with a 500 before it was applied: says failed, the comment kept, and the same application again carries the same key', async () => {
    let attempt = 0;
    const { applies, view, platform } = run({
      apply: async (call, on) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 500);
        return applyOn(on, call);
      },
    });
    await ready(view);
    view().openDetail('p-join');
    view().setComment('Quiero jugar');
    view().apply();
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, applying: false, actionFailureKey: 'errors:networkAbnormal', comment: 'Quiero jugar', openAction: 'apply' });
    view().apply();
    await vi.waitFor(() => expect(view().notice).toMatchObject({ kind: 'applied' }));
    expect(applies).toHaveLength(2);
    expect(applies[1]?.idempotencyKey).toBe(applies[0]?.idempotencyKey);
    expect(statusOf(platform, 'p-join')).toBe('applying');
  });

  it('after a check found it not made, a different comment is a new intent with a new key', async () => {
    let attempt = 0;
    const { applies, view } = run({
      apply: async (call, on) => {
        attempt += 1;
        if (attempt === 1) throw lost('timeout');
        return applyOn(on, call);
      },
    });
    await ready(view);
    view().openDetail('p-join');
    view().setComment('Quiero jugar');
    view().apply();
    await allReadings();
    expect(view().actionFailureKey).toBe('errors:timeout');
    view().setComment('Juego cada semana');
    view().apply();
    await vi.waitFor(() => expect(applies).toHaveLength(2));
    expect(applies[1]?.idempotencyKey).not.toBe(applies[0]?.idempotencyKey);
  });

  it('an application kept from before a reload opens its promotion with its comment and is checked', async () => {
    const pendingApply: ApplyIntent = { key: 'key-before-reload', request: { promotionId: 'p-join', comment: 'Antes de recargar' }, sentAt: 0, before: null };
    const { applies, view, platform } = run({ pendingApply });
    await vi.waitFor(() => expect(view().outcome).toBe('checking'));
    expect(view()).toMatchObject({ outcomeCommand: 'apply', applying: true, comment: 'Antes de recargar' });
    // not made: still open to join, read twice
    await allReadings();
    expect(view()).toMatchObject({ outcome: null, actionFailureKey: 'errors:networkAbnormal', comment: 'Antes de recargar', openAction: 'apply' });
    // sent again, it carries the key it was sent with before the reload
    view().apply();
    await vi.waitFor(() => expect(applies).toHaveLength(1));
    expect(applies[0]?.idempotencyKey).toBe('key-before-reload');
    await vi.waitFor(() => expect(statusOf(platform, 'p-join')).toBe('applying'));
  });
});

describe('what the promotion list says', () => {
  const promotions = PROMOTION_SAMPLE.promotions;
  const claim: ClaimIntent = { key: 'k'.repeat(8), request: { promotionId: 'p-issued' }, sentAt: 0, before: { bonus: 50 } };
  const apply: ApplyIntent = { key: 'k'.repeat(8), request: { promotionId: 'p-join', comment: '' }, sentAt: 0, before: null };
  const withStatus = (promotionId: string, status: Promotion['status']) => promotions.map((promotion) => (promotion.promotionId === promotionId ? { ...promotion, status } : promotion));

  it('a claim: claimed is done (the bonus listed), issued is not, anything else or unlisted is not known', () => {
    expect(readClaim(claim, withStatus('p-issued', 'claimed'))).toEqual({ kind: 'applied', result: { amount: 50 } });
    expect(readClaim(claim, promotions)).toEqual({ kind: 'notApplied' });
    expect(readClaim(claim, withStatus('p-issued', 'process'))).toEqual({ kind: 'unknown' });
    expect(readClaim(claim, [])).toEqual({ kind: 'unknown' });
  });

  it('an application: moved on from join is done, still join is not, unlisted is not known', () => {
    expect(readApply(apply, withStatus('p-join', 'applying'))).toMatchObject({ kind: 'applied', result: { promotionId: 'p-join', status: 'applying' } });
    expect(readApply(apply, withStatus('p-join', 'joined'))).toMatchObject({ kind: 'applied' });
    expect(readApply(apply, promotions)).toEqual({ kind: 'notApplied' });
    expect(readApply(apply, withStatus('p-join', 'comingSoon'))).toEqual({ kind: 'unknown' });
    expect(readApply(apply, [])).toEqual({ kind: 'unknown' });
  });
});
