/** Wallets, transactions and the points mall. */
import { describe, expect, it } from 'vitest';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor } from './support';

const { platform } = createTestPlatform();

async function member(username = 'member01', password = 'Member2024') {
  const scenario = freshScenario();
  return { scenario, token: await tokenFor(platform, username, password, { scenario }) };
}

describe('wallet', () => {
  it('moves money between wallets and records the transfer', async () => {
    const { scenario, token } = await member();
    const transfer = (amount: number) => callRoute(platform, 'walletTransfer', { scenario, token, body: { fromAccountTypeId: 2, toAccountTypeId: 1, amount } });
    expect((await transfer(36)).body.errorCode).toBe('balance.insufficient');
    expect((await transfer(35)).body.value).toMatchObject({ sumBalance: 1555.75, balance: expect.arrayContaining([expect.objectContaining({ accountTypeId: 1, availBalance: 1555.75 }), expect.objectContaining({ accountTypeId: 2, availBalance: 0 })]) });
    // one row out of the bonus wallet, one into main, under one order number
    const history = await callRoute<{ list: { type: string; amount: number; orderNo: string; remark: string }[] }>(platform, 'transactionDetail', { scenario, token, query: { type: 'TRANSFER', pageSize: 2 } });
    const [into, out] = history.body.value.list;
    expect([into, out]).toMatchObject([{ type: 'TRANSFER', amount: 35, remark: 'BONUS → MAIN' }, { type: 'TRANSFER', amount: -35, remark: 'BONUS → MAIN' }]);
    expect(into?.orderNo).toBe(out?.orderNo);
  });

  it('refuses unknown wallets and non-positive amounts', async () => {
    const { scenario, token } = await member();
    expect((await callRoute(platform, 'walletTransfer', { scenario, token, body: { fromAccountTypeId: 1, toAccountTypeId: 9, amount: 1 } })).body.errorCode).toBe('request.param.invalid');
    expect((await callRoute(platform, 'walletTransfer', { scenario, token, body: { fromAccountTypeId: 1, toAccountTypeId: 2, amount: -5 } })).body.errorCode).toBe('request.param.invalid');
  });

  it('gives consolidated funds only with the agent policy on', async () => {
    const { scenario, token } = await member('agent01', 'Agent2024');
    expect((await callRoute<{ downlineBalance: number }>(platform, 'consolidatedFunds', { scenario, token })).body.value.downlineBalance).toBe(12045.1);
    await controlFor(platform, scenario).setFlag('AGENTPOLICY3', false);
    expect((await callRoute(platform, 'consolidatedFunds', { scenario, token })).body.errorCode).toBe('function.not.available');
  });

  it('claims a raffle once into the bonus wallet', async () => {
    const { scenario, token } = await member();
    const first = await callRoute<{ prize: number }>(platform, 'raffleClaim', { scenario, token, body: { raffleId: 'june' } });
    const balance = await callRoute<{ balance: { accountTypeId: number; availBalance: number }[] }>(platform, 'balance', { scenario, token });
    expect(balance.body.value.balance.find((wallet) => wallet.accountTypeId === 2)?.availBalance).toBeCloseTo(35 + first.body.value.prize, 2);
    expect((await callRoute(platform, 'raffleClaim', { scenario, token, body: { raffleId: 'june' } })).body.errorCode).toBe('raffle.already.claimed');
    // The raffle must be named: a misnamed field is refused, not read as some default raffle.
    expect((await callRoute(platform, 'raffleClaim', { scenario, token, body: { promotionId: 'july' } })).body.errorCode).toBe('request.param.invalid');
  });
});

describe('points mall', () => {
  it('redeems with the password, takes points and stock, and lists the redeem', async () => {
    const { scenario, token } = await member();
    const inStock = platform.catalogue.rewardItems.filter((item) => item.category === 'PHYSICAL' && item.availableQuantity > 0);
    const affordable = inStock.find((item) => item.points <= 12_500);
    const expensive = inStock.find((item) => item.points > 12_500);
    if (!affordable || !expensive) throw new Error('the seed has no suitable reward items');
    const redeem = (body: Record<string, unknown>) => callRoute(platform, 'pointsRedeem', { scenario, token, body: { password: '246810', ...body } });

    // the payment password, not the login password
    expect((await redeem({ itemId: affordable.id, password: 'Member2024' })).body.errorCode).toBe('invalid.payment.pw');
    expect((await redeem({ itemId: affordable.id })).body).toMatchObject({ errorCode: 'request.param.invalid', value: { issues: [{ field: 'receivingAddress' }] } });
    expect((await redeem({ itemId: expensive.id, receivingAddress: 'Calle 1, Lima' })).body.errorCode).toBe('points.insufficient');
    expect((await redeem({ itemId: affordable.id, quantity: affordable.availableQuantity + 1, receivingAddress: 'Calle 1, Lima' })).body.errorCode).toBe('quantity.insufficient');
    const redeemed = await redeem({ itemId: affordable.id, receivingAddress: 'Calle 1, Lima' });
    expect(redeemed.body.value).toMatchObject({ status: 'PROCESS', points: affordable.points, remainingPoints: 12_500 - affordable.points });

    const rewards = await callRoute<{ list: { id: string; availableQuantity: number }[] }>(platform, 'pointsReward', { scenario, token });
    expect(rewards.body.value.list.find((item) => item.id === affordable.id)?.availableQuantity).toBe(affordable.availableQuantity - 1);
    const history = await callRoute<{ list: { itemId: string }[] }>(platform, 'pointsRedeemList', { scenario, token, query: { status: 'process' } });
    expect(history.body.value.list.map((record) => record.itemId)).toEqual([affordable.id, 'reward-2', 'reward-6']);
  });

  it('converts points into the main wallet', async () => {
    const { scenario, token } = await member();
    const convert = (points: number) => callRoute<{ points: number; amount: number }>(platform, 'pointsConvert', { scenario, token, body: { points, password: '246810' } });
    expect((await convert(50)).body.errorCode).toBe('request.param.invalid');
    expect((await convert(99_999)).body.errorCode).toBe('points.insufficient');
    expect((await convert(2500)).body.value).toMatchObject({ points: 10_000, amount: 25 });
    expect((await controlFor(platform, scenario).account('member01'))?.mainBalance).toBe(1545.75);
  });

  it('closes with the points-mall flag', async () => {
    const { scenario, token } = await member();
    await controlFor(platform, scenario).setFlag('POINTMALL3', false);
    expect((await callRoute(platform, 'pointsBalance', { scenario, token })).body.errorCode).toBe('function.not.available');
  });
});
