/**
 * The deposit life cycle on the embedded platform: a bank transfer credits itself after
 * BANK_AUTO_CREDIT_MINUTES of scenario time; the control endpoint credits, rejects or fails a
 * pending order (money and the promotion bonus posted once, through the ledger, with the account
 * event the live notices carry); a cancelled or settled order is never settled again; a repeated
 * idempotency key answers the first order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BANK_AUTO_CREDIT_MINUTES } from '../../../schema/domain/deposits';
import type { AccountEvent } from '../../../schema/state/records';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor, type TestPlatform } from './support';

let env: TestPlatform;
beforeAll(() => {
  env = createTestPlatform();
});

async function member(scenario: string) {
  const token = await tokenFor(env.platform, 'member01', 'Member2024', { scenario });
  const deposit = async (route: 'depositByBankTransfer' | 'depositByLaunchUrl' | 'depositByQRImageUrl', body: Record<string, unknown>) => {
    const answer = await callRoute(env.platform, route, { scenario, token, body });
    return answer.body as { success: boolean; errorCode: string | null; value: { orderNo: string; status: string } };
  };
  return { token, deposit };
}

function eventsOf(scenario: string): AccountEvent[] {
  const events: AccountEvent[] = [];
  env.platform.scenarios.get(scenario).onAccountEvent((username, event) => {
    if (username === 'member01') events.push(event);
  });
  return events;
}

describe('deposit orders', () => {
  it('credits a bank transfer by itself once its minutes of platform time have passed', async () => {
    const scenario = freshScenario('deposit-auto');
    const control = controlFor(env.platform, scenario);
    const { deposit } = await member(scenario);
    const events = eventsOf(scenario);
    const { value } = await deposit('depositByBankTransfer', { channelId: 'bank-bbva', amount: 1000 });
    await control.advanceClock(BANK_AUTO_CREDIT_MINUTES * 60 - 5);
    expect((await control.deposits('member01'))[0]?.status).toBe('PENDING');
    await control.advanceClock(10);
    expect((await control.deposits('member01'))[0]).toMatchObject({ orderNo: value.orderNo, status: 'CREDITED' });
    expect((await control.account('member01'))?.mainBalance).toBe(2520.75);
    expect(events).toContainEqual({ kind: 'depositCredited', orderNo: value.orderNo, amount: 1000 });
  });

  it('credits through the control endpoint with the promotion bonus in the bonus wallet, once', async () => {
    const scenario = freshScenario('deposit-credit');
    const control = controlFor(env.platform, scenario);
    const { deposit } = await member(scenario);
    const before = await control.account('member01');
    const { value } = await deposit('depositByLaunchUrl', { channelId: 'ewallet-mp', amount: 300, promotionId: 'promo-welcome' });
    await control.setDepositStatus(value.orderNo, 'CREDITED');
    const after = await control.account('member01');
    expect(after?.mainBalance).toBe((before?.mainBalance ?? 0) + 300);
    expect(after?.bonusBalance).toBe((before?.bonusBalance ?? 0) + 60);
    await expect(control.setDepositStatus(value.orderNo, 'CREDITED')).rejects.toThrow(/not PENDING/);
    expect((await control.account('member01'))?.mainBalance).toBe(after?.mainBalance);
  });

  it('rejects or fails an order without moving money, and says so', async () => {
    const scenario = freshScenario('deposit-reject');
    const control = controlFor(env.platform, scenario);
    const { deposit } = await member(scenario);
    const events = eventsOf(scenario);
    const first = (await deposit('depositByQRImageUrl', { channelId: 'qr-codi', amount: 100 })).value;
    const second = (await deposit('depositByQRImageUrl', { channelId: 'crypto-usdt', amount: 250 })).value;
    const before = await control.account('member01');
    await control.setDepositStatus(first.orderNo, 'REJECTED');
    await control.setDepositStatus(second.orderNo, 'FAILED');
    expect(await control.account('member01')).toMatchObject({ mainBalance: before?.mainBalance, bonusBalance: before?.bonusBalance });
    expect(events).toEqual([
      { kind: 'depositRejected', orderNo: first.orderNo, amount: 100 },
      { kind: 'depositFailed', orderNo: second.orderNo, amount: 250 },
    ]);
  });

  it('never credits a cancelled order, and refuses to cancel one that is no longer pending', async () => {
    const scenario = freshScenario('deposit-cancel');
    const control = controlFor(env.platform, scenario);
    const { token, deposit } = await member(scenario);
    const { value } = await deposit('depositByBankTransfer', { channelId: 'bank-bbva', amount: 500 });
    const cancelled = await callRoute(env.platform, 'cancelDeposit', { scenario, token, body: { orderNo: value.orderNo } });
    expect(cancelled.body).toMatchObject({ success: true, value: { status: 'CANCELLED' } });
    await control.advanceClock(3600);
    expect((await control.deposits('member01'))[0]?.status).toBe('CANCELLED');
    const again = await callRoute(env.platform, 'cancelDeposit', { scenario, token, body: { orderNo: value.orderNo } });
    expect(again.body).toMatchObject({ success: false, errorCode: 'request.param.invalid' });
    await expect(control.setDepositStatus(value.orderNo, 'CREDITED')).rejects.toThrow(/not PENDING/);
  });

  it('answers a repeated idempotency key with the first order, and refuses amounts the channel does not take', async () => {
    const scenario = freshScenario('deposit-key');
    const control = controlFor(env.platform, scenario);
    const { deposit } = await member(scenario);
    const first = await deposit('depositByBankTransfer', { channelId: 'bank-bbva', amount: 500, idempotencyKey: 'same' });
    const second = await deposit('depositByBankTransfer', { channelId: 'bank-bbva', amount: 500, idempotencyKey: 'same' });
    expect(second.value.orderNo).toBe(first.value.orderNo);
    expect(await control.deposits('member01')).toHaveLength(1);
    for (const amount of [99, 50001, 100.5]) {
      expect(await deposit('depositByBankTransfer', { channelId: 'bank-bbva', amount })).toMatchObject({ success: false, errorCode: 'request.param.invalid' });
    }
    expect(await deposit('depositByLaunchUrl', { channelId: 'bank-bbva', amount: 500 })).toMatchObject({ success: false, errorCode: 'request.param.invalid' });
    expect(await control.deposits('member01')).toHaveLength(1);
  });
});
