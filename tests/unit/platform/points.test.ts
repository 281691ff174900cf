/** The points mall's ledger and the redeem life cycle the control endpoint steers. */
import { describe, expect, it } from 'vitest';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor } from './support';

const { platform } = createTestPlatform();

async function member01() {
  const scenario = freshScenario('points');
  return { scenario, token: await tokenFor(platform, 'member01', 'Member2024', { scenario }), control: controlFor(platform, scenario) };
}

type Entry = { type: string; points: number; balanceAfter: number; remark: string; createdTime: string };
const details = (scenario: string, token: string, pageSize = 100) => callRoute<{ list: Entry[]; totalCount: number; points: number }>(platform, 'pointsDetails', { scenario, token, query: { pageSize } });

describe('points ledger', () => {
  it('holds months of member01 earning and spending, ending at the balance, never below zero', async () => {
    const { scenario, token } = await member01();
    const { value } = (await details(scenario, token)).body;
    expect(value.points).toBe(12_500);
    expect(value.totalCount).toBeGreaterThan(90);
    expect(value.list[0]?.balanceAfter).toBe(12_500);
    value.list.slice(0, -1).forEach((entry, index) => expect(entry.balanceAfter - entry.points).toBe(value.list[index + 1]?.balanceAfter));
    expect(value.list.every((entry) => entry.balanceAfter >= 0)).toBe(true);
    expect(new Set(value.list.map((entry) => entry.type))).toEqual(new Set(['EARN', 'BONUS', 'REDEEM', 'REFUND', 'CONVERT']));
    const oldest = Date.parse(value.list.at(-1)?.createdTime ?? '');
    expect(Date.now() - oldest).toBeGreaterThan(60 * 86_400_000);
  });
});

describe('redeem life cycle', () => {
  it('approves a virtual reward: its cash value is credited, the points stay spent', async () => {
    const { scenario, token, control } = await member01();
    const redeemed = await callRoute<{ id: string }>(platform, 'pointsRedeem', { scenario, token, body: { itemId: 'reward-2', quantity: 2, password: '246810' } });
    const before = (await control.pointsRedeems('member01'))[0]?.memberBalance ?? 0;
    const approved = await control.setRedeemStatus('member01', redeemed.body.value.id, 'APPROVED');
    expect(approved).toMatchObject({ status: 'APPROVED', memberPoints: 10_500, quantity: 2 });
    expect(approved.memberBalance).toBeCloseTo(before + 20, 2);
    // once only
    await expect(control.setRedeemStatus('member01', redeemed.body.value.id, 'REJECTED')).rejects.toThrow(/APPROVED/);
  });

  it('rejects a redeem: points and stock come back, the ledger says so', async () => {
    const { scenario, token, control } = await member01();
    const stock = async () => (await callRoute<{ list: { id: string; availableQuantity: number }[] }>(platform, 'pointsReward', { scenario, token })).body.value.list.find((item) => item.id === 'reward-6')?.availableQuantity ?? 0;
    const first = await stock();
    const redeemed = await callRoute<{ id: string }>(platform, 'pointsRedeem', { scenario, token, body: { itemId: 'reward-6', quantity: 1, password: '246810', receivingAddress: 'Calle 1, Lima' } });
    expect(await stock()).toBe(first - 1);
    expect(await control.setRedeemStatus('member01', redeemed.body.value.id, 'REJECTED')).toMatchObject({ status: 'REJECTED', memberPoints: 12_500 });
    expect(await stock()).toBe(first);
    const [refund, spent] = (await details(scenario, token, 2)).body.value.list;
    expect([refund, spent]).toMatchObject([{ type: 'REFUND', points: 4_000, balanceAfter: 12_500 }, { type: 'REDEEM', points: -4_000, balanceAfter: 8_500 }]);
  });

  it('asks for the payment password', async () => {
    const { scenario, token } = await member01();
    expect((await callRoute(platform, 'pointsConvert', { scenario, token, body: { points: 100, password: 'Member2024' } })).body.errorCode).toBe('invalid.payment.pw');
  });
});
