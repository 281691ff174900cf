/** Promotions and referral on the embedded platform: statuses, apply, claim once, review, referral. */
import { describe, expect, it } from 'vitest';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor } from './support';
import { PROMOTION_COMMENT_MAX } from '../../../schema/domain/promotions';
import { PROMOTION_COMMENT_MAX as CHART_COMMENT_MAX } from '../../../machines/rewards/promotions.machine';

const { platform } = createTestPlatform();

async function member01() {
  const scenario = freshScenario('promotions');
  return { scenario, token: await tokenFor(platform, 'member01', 'Member2024', { scenario }), control: controlFor(platform, scenario) };
}

type Row = { promotionId: string; status: string; reason: string | null };
const list = async (scenario: string, token?: string) => (await callRoute<{ list: Row[] }>(platform, 'promotionList', { scenario, ...(token ? { token } : {}) })).body.value.list;
const statusOf = async (scenario: string, token: string, id: string) => (await list(scenario, token)).find((row) => row.promotionId === id)?.status;

describe('promotion list', () => {
  it('shows a visitor only JOIN and COMING_SOON, member01 every status', async () => {
    const { scenario, token } = await member01();
    expect(new Set((await list(scenario)).map((row) => row.status))).toEqual(new Set(['JOIN', 'COMING_SOON']));
    expect(new Set((await list(scenario, token)).map((row) => row.status))).toEqual(new Set(['JOIN', 'APPLYING', 'REJECTED', 'ISSUED', 'CLAIMED', 'PROCESS', 'JOINED', 'COMING_SOON']));
    expect((await list(scenario, token)).find((row) => row.status === 'REJECTED')?.reason).toMatch(/bono/);
  });
});

describe('apply', () => {
  it('refuses a comment over 140 characters (counted as characters) and keeps the status', async () => {
    const { scenario, token } = await member01();
    expect(PROMOTION_COMMENT_MAX).toBe(140);
    expect(CHART_COMMENT_MAX).toBe(PROMOTION_COMMENT_MAX);
    const tooLong = await callRoute(platform, 'promotionApply', { scenario, token, body: { promotionId: 'promo-4', comment: 'ñ'.repeat(141) } });
    expect(tooLong.body.errorCode).toBe('promotion.comment.invalid');
    expect(await statusOf(scenario, token, 'promo-4')).toBe('JOIN');
    const fits = await callRoute(platform, 'promotionApply', { scenario, token, body: { promotionId: 'promo-4', comment: 'ñ'.repeat(140) } });
    expect(fits.body.success).toBe(true);
    expect(await statusOf(scenario, token, 'promo-4')).toBe('APPLYING');
  });

  it('applies only to a JOIN promotion, once', async () => {
    const { scenario, token } = await member01();
    expect((await callRoute(platform, 'promotionApply', { scenario, token, body: { promotionId: 'promo-10' } })).body.success).toBe(true);
    expect((await callRoute(platform, 'promotionApply', { scenario, token, body: { promotionId: 'promo-10' } })).body.errorCode).toBe('promotion.not.applicable');
    expect((await callRoute(platform, 'promotionApply', { scenario, token, body: { promotionId: 'promo-9' } })).body.errorCode).toBe('promotion.not.applicable');
  });

  it('needs a session', async () => {
    const scenario = freshScenario('promotions');
    expect((await callRoute(platform, 'promotionApply', { scenario, body: { promotionId: 'promo-4' } })).body.errorCode).toBe('login.not.session');
  });
});

describe('review and claim', () => {
  it('an application issued by the control endpoint is claimed once: the bonus wallet credited once, the reward centre records it', async () => {
    const { scenario, token, control } = await member01();
    await callRoute(platform, 'promotionApply', { scenario, token, body: { promotionId: 'promo-4', comment: 'hola' } });
    await expect(control.setPromotionStatus('member01', 'promo-4', 'JOINED')).rejects.toThrow(/APPLYING/);
    const issued = await control.setPromotionStatus('member01', 'promo-4', 'ISSUED');
    expect(issued.status).toBe('ISSUED');
    const claimed = await callRoute<{ amount: number; claimId: string }>(platform, 'promotionClaim', { scenario, token, body: { promotionId: 'promo-4' } });
    expect(claimed.body.value.amount).toBe(100);
    const again = await callRoute(platform, 'promotionClaim', { scenario, token, body: { promotionId: 'promo-4' } });
    expect(again.body.errorCode).toBe('raffle.already.claimed');
    expect((await control.promotionStatus('member01', 'promo-4')).bonusBalance).toBeCloseTo(issued.bonusBalance + 100, 2);
    const claims = await callRoute<{ list: { claimId: string; kind: string }[] }>(platform, 'rewardClaims', { scenario, token });
    expect(claims.body.value.list[0]).toMatchObject({ claimId: claimed.body.value.claimId, kind: 'PROMOTION' });
  });

  it('a rejected application carries the reason; a non-issued promotion cannot be claimed', async () => {
    const { scenario, token, control } = await member01();
    expect((await control.setPromotionStatus('member01', 'promo-7', 'REJECTED')).status).toBe('REJECTED');
    expect((await list(scenario, token)).find((row) => row.promotionId === 'promo-7')?.reason).toEqual(expect.any(String));
    expect((await callRoute(platform, 'promotionClaim', { scenario, token, body: { promotionId: 'promo-3' } })).body.errorCode).toBe('promotion.not.applicable');
  });
});

describe('referral', () => {
  it('is not available while REFERRAL3 is off', async () => {
    const { scenario, token, control } = await member01();
    await control.setFlag('REFERRAL3', false);
    expect((await callRoute(platform, 'referralDetails', { scenario, token })).body.errorCode).toBe('function.not.available');
  });

  it('a registration with the invite code adds a friend; a made-up code changes nothing', async () => {
    const { scenario, token } = await member01();
    const before = (await callRoute<{ referralCode: string; totalFriends: number; friends: { username: string; status: string }[] }>(platform, 'referralDetails', { scenario, token })).body.value;
    const registered = await callRoute(platform, 'register', { scenario, body: { username: 'amigo01', password: 'Abc12345', confirmPassword: 'Abc12345', login: true, referralCode: before.referralCode } });
    expect(registered.body.success).toBe(true);
    await callRoute(platform, 'register', { scenario, body: { username: 'amigo02', password: 'Abc12345', confirmPassword: 'Abc12345', login: true, referralCode: 'RFNOPE00' } });
    const after = (await callRoute<typeof before>(platform, 'referralDetails', { scenario, token })).body.value;
    expect(after.totalFriends).toBe(before.totalFriends + 1);
    expect(after.friends[0]).toMatchObject({ username: 'am****1', status: 'REGISTERED' });
  });

  it('never puts a token in the referral answer', async () => {
    const { scenario, token } = await member01();
    const answer = JSON.stringify((await callRoute(platform, 'referralDetails', { scenario, token })).body.value);
    expect(answer).not.toContain(token);
  });
});
