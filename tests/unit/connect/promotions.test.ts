/** connectPromotions without React, and the promotions chart's rules: what each status offers, the 140-character comment, apply and claim sent once, a visitor asked to sign in. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { actionOf, connectPromotions } from '../../../machines/rewards/promotions.connect';
import { COMMENT_TOO_LONG, PROMOTION_COMMENT_MAX, promotionsMachine, type PromotionsContext, type PromotionsData } from '../../../machines/rewards/promotions.machine';
import { PROMOTION_STATUSES, type Promotion, type PromotionClaim } from '../../../src/api/promotions';
import { PROMOTION_SAMPLE } from '../../paths/models/promotions.model';

const member: PromotionsData = { ...PROMOTION_SAMPLE, signedIn: true };
const visitor: PromotionsData = { ...PROMOTION_SAMPLE, signedIn: false };
const base: PromotionsContext = { data: member, category: 'ALL', openId: null, comment: '', commentError: null, notice: null, actionFailureKey: null, failureKey: null, failureText: null, applyIntent: null, applyRetryable: null, claimIntent: null, claimRetryable: null, lostAnswer: null, language: 'es', dataLanguage: 'es' };
const at = (value: Parameters<typeof promotionsMachine.resolveState>[0]['value'], context: Partial<PromotionsContext> = {}) => promotionsMachine.resolveState({ value, context: { ...base, ...context } });

function run(data: PromotionsData = member, overrides: { apply?: (input: { promotionId: string; comment: string }) => Promise<Promotion>; claim?: () => Promise<PromotionClaim> } = {}) {
  const apply = vi.fn(overrides.apply ?? (async (input: { promotionId: string; comment: string }) => ({ ...(data.promotions[0] as Promotion), status: 'applying' as const, comment: input.comment })));
  const claim = vi.fn(overrides.claim ?? (async () => ({ promotionId: 'p-issued', claimId: 'PRM-1', amount: 50, claimedTime: '2025-06-30T10:00:00Z', title: 'Bono' })));
  const actor = createActor(
    promotionsMachine.provide({
      actors: {
        loadPromotions: fromPromise(async () => data),
        applyPromotion: fromPromise(({ input }: { input: { promotionId: string; comment: string; idempotencyKey: string } }) => apply(input)),
        claimPromotion: fromPromise(async (): Promise<{ amount: number | null }> => claim()),
      },
    }),
    { input: { language: 'es' } },
  ).start();
  const api = () => connectPromotions(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, api, apply, claim };
}

describe('what each activity status offers (SPEC.md §4)', () => {
  it('join → apply, issued → claim, every other status nothing', () => {
    expect(Object.fromEntries(PROMOTION_STATUSES.map((status) => [status, actionOf(status)]))).toEqual({
      join: 'apply',
      applying: null,
      rejected: null,
      issued: 'claim',
      claimed: null,
      process: null,
      joined: null,
      comingSoon: null,
    });
  });
});

describe('connectPromotions', () => {
  it('says loading, failed, or lists the promotions of the chosen category', () => {
    expect(connectPromotions(at('loading', { data: null }), vi.fn())).toMatchObject({ status: 'loading', promotions: [], categories: [] });
    expect(connectPromotions(at('failure', { data: null, failureKey: 'errors:timeout' }), vi.fn())).toMatchObject({ status: 'failed', failureKey: 'errors:timeout' });
    const all = connectPromotions(at({ ready: 'browsing' }), vi.fn());
    expect(all).toMatchObject({ status: 'ready', categories: ['ALL', 'DEPOSIT_BONUS', 'TOURNAMENT', 'VIP'], open: null, signedIn: true });
    expect(all.promotions).toHaveLength(4);
    expect(connectPromotions(at({ ready: 'browsing' }, { category: 'DEPOSIT_BONUS' }), vi.fn()).promotions.map((promotion) => promotion.promotionId)).toEqual(['p-issued', 'p-rejected']);
  });

  it('opens a detail with its action, the comment count and its message', () => {
    const open = connectPromotions(at({ ready: { detail: 'idle' } }, { openId: 'p-join', comment: 'ñandú 🎉', commentError: COMMENT_TOO_LONG }), vi.fn());
    expect(open).toMatchObject({ openAction: 'apply', commentLength: 7, commentMax: 140, commentErrorKey: COMMENT_TOO_LONG, signInNeeded: false });
    expect(open.open?.promotionId).toBe('p-join');
    expect(connectPromotions(at({ ready: { detail: 'claiming' } }, { openId: 'p-issued' }), vi.fn())).toMatchObject({ openAction: 'claim', claiming: true, applying: false });
    expect(connectPromotions(at({ ready: { detail: 'signIn' } }, { openId: 'p-join', data: visitor }), vi.fn())).toMatchObject({ signInNeeded: true, signedIn: false });
  });

  it('intents send the chart its events', () => {
    const send = vi.fn();
    const api = connectPromotions(at({ ready: { detail: 'idle' } }, { openId: 'p-join' }), send);
    api.setCategory('VIP');
    api.openDetail('p-join');
    api.setComment('hola');
    api.apply();
    api.claim();
    api.close();
    api.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'CATEGORY', category: 'VIP' },
      { type: 'OPEN', promotionId: 'p-join' },
      { type: 'COMMENT', text: 'hola' },
      { type: 'APPLY' },
      { type: 'CLAIM' },
      { type: 'CLOSE' },
      { type: 'RETRY' },
    ]);
  });
});

describe('the promotions chart', () => {
  it('refuses a comment over 140 characters before calling, keeps it, and sends one that fits once (double click)', async () => {
    const { actor, api, apply } = run();
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    api().openDetail('p-join');
    api().setComment('a'.repeat(PROMOTION_COMMENT_MAX + 1));
    expect(api().commentErrorKey).toBe(COMMENT_TOO_LONG);
    api().apply();
    expect(apply).not.toHaveBeenCalled();
    expect(api().comment).toHaveLength(141);
    api().setComment(`  ${'a'.repeat(PROMOTION_COMMENT_MAX)}  `);
    expect(api().commentErrorKey).toBeNull();
    api().apply();
    api().apply();
    await waitFor(actor, () => api().notice !== null);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith({ promotionId: 'p-join', comment: 'a'.repeat(140), idempotencyKey: expect.any(String) });
    expect(api()).toMatchObject({ notice: { kind: 'applied' }, comment: '', openAction: null });
    expect(api().open?.status).toBe('applying');
  });

  it('a refused apply keeps the comment; the platform refusing the comment shows at the field', async () => {
    const refusal = Object.assign(new Error('refused'), { messageKey: 'errors:promotionCommentInvalid', errorCode: 'promotion.comment.invalid' });
    const { actor, api } = run(member, { apply: async () => Promise.reject(refusal) });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    api().openDetail('p-join');
    api().setComment('hola');
    api().apply();
    await waitFor(actor, () => !api().applying && api().commentErrorKey !== null);
    expect(api()).toMatchObject({ comment: 'hola', commentErrorKey: 'errors:promotionCommentInvalid', actionFailureKey: null });
  });

  it('claims an issued bonus once (double click), and only an issued one', async () => {
    const { actor, api, claim } = run();
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    api().openDetail('p-rejected');
    api().claim();
    expect(claim).not.toHaveBeenCalled();
    api().close();
    api().openDetail('p-issued');
    api().claim();
    api().claim();
    await waitFor(actor, () => api().notice !== null);
    expect(claim).toHaveBeenCalledTimes(1);
    expect(api()).toMatchObject({ notice: { kind: 'claimed', amount: 50 }, openAction: null });
    expect(api().open?.status).toBe('claimed');
    api().claim();
    expect(claim).toHaveBeenCalledTimes(1);
  });

  it('asks a visitor to sign in instead of applying or claiming', async () => {
    const { actor, api, apply, claim } = run(visitor);
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    api().openDetail('p-join');
    api().apply();
    expect(api().signInNeeded).toBe(true);
    api().close();
    api().openDetail('p-issued');
    api().claim();
    expect(api().signInNeeded).toBe(true);
    expect(apply).not.toHaveBeenCalled();
    expect(claim).not.toHaveBeenCalled();
  });

  it('filters only by a known category', async () => {
    const { actor, api } = run();
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    api().setCategory('NOPE');
    expect(api().category).toBe('ALL');
    api().setCategory('VIP');
    expect(api().promotions.map((promotion) => promotion.promotionId)).toEqual(['p-soon']);
  });
});
