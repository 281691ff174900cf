/**
 * The embedded platform's ledger: every movement is a row whose balanceAfter chains to the wallets'
 * total; the transaction record's range limit, codeTypes filter, pages and totals; transfers to
 * the upline and to a downline with the payment password, a row on both sides.
 */
import { describe, expect, it } from 'vitest';
import { SEEDED_PAYMENT_PASSWORD } from '../../../schema/seed/accounts';
import { TRANSACTION_TYPES, seededLedger } from '../../../schema/seed/ledger';
import { createRandom } from '../../../schema/infra/prng';
import { roundMoney } from '../../../schema/infra/units';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor } from './support';

const { platform, clock } = createTestPlatform();
/** The platform's (fake) clock. */
const now = () => clock.now();
const DAY = 86_400_000;

interface Row {
  txId: string;
  txTypeName: string;
  amount: number;
  currentAvailBalance: number;
  txTimeInTimestamp: number;
  orderNo: string;
  remark: string;
}
interface RecordPage {
  list: Row[];
  totalCount: number;
  totalPages: number;
  summary: { totalIn: number; totalOut: number; net: number; count: number };
}
interface BalanceValue {
  sumBalance: number;
  balance: { accountTypeId: number; availBalance: number }[];
}

async function signedIn(username = 'member01', password = 'Member2024') {
  const scenario = freshScenario();
  return { scenario, token: await tokenFor(platform, username, password, { scenario }) };
}

function record(session: { scenario: string; token: string }, query: Record<string, string | number>) {
  const strings = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return callRoute<RecordPage>(platform, 'transactionRecord', { ...session, query: strings });
}

/** Every row of the last `days` days (pages of 100). */
async function allRows(session: { scenario: string; token: string }, startTime: number, endTime: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await record(session, { startTime, endTime, page, size: 100 });
    rows.push(...answer.body.value.list);
    if (page >= answer.body.value.totalPages) return rows;
  }
}

/** The whole ledger, newest first, read 30 days at a time (the route's limit). */
async function wholeLedger(session: { scenario: string; token: string }, days: number): Promise<Row[]> {
  const end0 = now() + 60_000;
  const rows: Row[] = [];
  for (let end = end0; end > end0 - days * DAY; end -= 30 * DAY) rows.push(...(await allRows(session, end - 30 * DAY + 1, end)));
  return rows;
}

describe('the ledger', () => {
  it("member01's seeded history covers 120 days, every type, and chains to the wallets' total", async () => {
    const session = await signedIn();
    const rows = await wholeLedger(session, 150);
    const balance = await callRoute<BalanceValue>(platform, 'balance', session);
    expect(rows[0]?.currentAvailBalance).toBe(balance.body.value.sumBalance);
    rows.forEach((row, index) => {
      const older = rows[index + 1];
      if (older) expect(roundMoney(row.currentAvailBalance - row.amount), `row ${row.txId}`).toBe(older.currentAvailBalance);
    });
    expect(rows.every((row) => row.currentAvailBalance >= 0)).toBe(true);
    const oldest = rows.at(-1)?.txTimeInTimestamp ?? now();
    expect(now() - oldest).toBeGreaterThan(100 * DAY);
    const codes = new Set(rows.map((row) => row.txTypeName));
    for (const code of ['deposit', 'withdraw', 'betting', 'winning', 'dividend', 'betting_rebate', 'share_bonus', 'other']) expect(codes).toContain(code);
    expect(codes.has('daily_wage') || codes.has('hour_wage')).toBe(true);
    // every movement type (the order number's prefix names it): deposit … raffle, adjustment
    expect(new Set(rows.map((row) => row.orderNo.slice(0, 3)))).toEqual(new Set(['DEP', 'WDR', 'BET', 'WIN', 'BON', 'RBT', 'DIV', 'SAL', 'TRF', 'PTS', 'RAF', 'ADJ']));
    expect(TRANSACTION_TYPES).toHaveLength(12);
  });

  it('is the same from the same seed', async () => {
    const first = await wholeLedger(await signedIn(), 150);
    const second = await wholeLedger(await signedIn(), 150);
    expect(second.map((row) => [row.txTypeName, row.amount, row.orderNo])).toEqual(first.map((row) => [row.txTypeName, row.amount, row.orderNo]));
  });

  it('keeps agreeing after transfers, points, a raffle and a control-endpoint adjustment', async () => {
    const session = await signedIn();
    await callRoute(platform, 'walletTransfer', { ...session, body: { fromAccountTypeId: 1, toAccountTypeId: 11, amount: 100 } });
    await callRoute(platform, 'pointsConvert', { ...session, body: { points: 1000, password: 'Member2024' } });
    await callRoute(platform, 'raffleClaim', { ...session, body: { raffleId: 'ledger' } });
    await controlFor(platform, session.scenario).setBalance('member01', 999.99);
    await callRoute(platform, 'transferToUpline', { ...session, body: { amount: 10, password: SEEDED_PAYMENT_PASSWORD } });
    const balance = await callRoute<BalanceValue>(platform, 'balance', session);
    const rows = await allRows(session, now() - DAY, now() + 60_000);
    expect(rows[0]?.currentAvailBalance).toBe(balance.body.value.sumBalance);
    rows.forEach((row, index) => {
      const older = rows[index + 1];
      if (older) expect(roundMoney(row.currentAvailBalance - row.amount)).toBe(older.currentAvailBalance);
    });
  });
});

describe('the transaction record', () => {
  it('refuses a range longer than 30 days or backwards, with its own code', async () => {
    const session = await signedIn();
    const at = now();
    expect((await record(session, { startTime: at - 31 * DAY, endTime: at })).body.errorCode).toBe('transaction.range.invalid');
    expect((await record(session, { startTime: at, endTime: at - DAY })).body.errorCode).toBe('transaction.range.invalid');
    expect((await record(session, { startTime: at - 30 * DAY + 1, endTime: at })).body.success).toBe(true);
  });

  it('filters by codeTypes, pages 10 newest first and totals the whole range', async () => {
    const session = await signedIn();
    const range = { startTime: now() - 30 * DAY + 1, endTime: now() + 60_000 };
    const bets = await record(session, { ...range, codeTypes: 'betting' });
    const { list, summary, totalCount, totalPages } = bets.body.value;
    expect(list.length).toBe(Math.min(10, totalCount));
    expect(totalPages).toBe(Math.ceil(totalCount / 10));
    expect(list.every((row) => row.txTypeName === 'betting' && row.amount < 0)).toBe(true);
    expect(list.map((row) => row.txTimeInTimestamp)).toEqual([...list.map((row) => row.txTimeInTimestamp)].sort((a, b) => b - a));
    const everyBet = await allRows(session, range.startTime, range.endTime).then((rows) => rows.filter((row) => row.txTypeName === 'betting'));
    expect(summary).toEqual({ totalIn: 0, totalOut: roundMoney(-everyBet.reduce((sum, row) => sum + row.amount, 0)), net: roundMoney(everyBet.reduce((sum, row) => sum + row.amount, 0)), count: everyBet.length });
    const twoTypes = await record(session, { ...range, codeTypes: 'deposit,withdraw' });
    expect(new Set(twoTypes.body.value.list.map((row) => row.txTypeName))).toEqual(new Set(['deposit', 'withdraw']));
    expect((await record(session, { ...range, codeTypes: 'nonsense' })).body.errorCode).toBe('request.param.invalid');
  });

  it('answers an empty range with no rows and zero totals', async () => {
    const session = await signedIn();
    const old = now() - 400 * DAY;
    expect((await record(session, { startTime: old, endTime: old + DAY })).body.value).toEqual({ list: [], pageNum: 1, totalPages: 1, totalCount: 0, summary: { totalIn: 0, totalOut: 0, net: 0, count: 0 } });
  });

  it('shows a transfer between wallets as two rows under one order number', async () => {
    const session = await signedIn();
    await callRoute(platform, 'walletTransfer', { ...session, body: { fromAccountTypeId: 1, toAccountTypeId: 13, amount: 12.5 } });
    const rows = (await record(session, { startTime: now() - DAY, endTime: now() + 60_000, codeTypes: 'other' })).body.value.list;
    expect(rows.slice(0, 2)).toMatchObject([{ amount: 12.5, remark: 'MAIN → SABA' }, { amount: -12.5, remark: 'MAIN → SABA' }]);
    expect(rows[0]?.orderNo).toBe(rows[1]?.orderNo);
  });
});

describe('wallet transfers', () => {
  it('moves every game wallet back to main in one call', async () => {
    const session = await signedIn();
    await callRoute(platform, 'walletTransfer', { ...session, body: { fromAccountTypeId: 1, toAccountTypeId: 11, amount: 100 } });
    await callRoute(platform, 'walletTransfer', { ...session, body: { fromAccountTypeId: 1, toAccountTypeId: 12, amount: 50.25 } });
    const recalled = await callRoute<BalanceValue>(platform, 'walletRecall', session);
    expect(recalled.body.value.sumBalance).toBe(1555.75);
    expect(recalled.body.value.balance.filter((wallet) => wallet.accountTypeId > 10).map((wallet) => wallet.availBalance)).toEqual([0, 0, 0]);
    expect(recalled.body.value.balance.find((wallet) => wallet.accountTypeId === 1)?.availBalance).toBe(1520.75);
  });

  it('refuses more than 2 decimals, and every transfer for a single-wallet merchant', async () => {
    const session = await signedIn();
    expect((await callRoute(platform, 'walletTransfer', { ...session, body: { fromAccountTypeId: 1, toAccountTypeId: 11, amount: 1.234 } })).body.errorCode).toBe('request.param.invalid');
    await controlFor(platform, session.scenario).setSingleWallet(true);
    expect((await callRoute<{ isSingle: boolean }>(platform, 'merchantWallet', session)).body.value).toEqual({ isSingle: true });
    expect((await callRoute(platform, 'walletTransfer', { ...session, body: { fromAccountTypeId: 1, toAccountTypeId: 11, amount: 1 } })).body.errorCode).toBe('function.not.available');
    expect((await callRoute(platform, 'walletRecall', session)).body.errorCode).toBe('function.not.available');
  });
});

describe('transfers between accounts', () => {
  it('sends to the upline with the payment password: a row on both sides', async () => {
    const session = await signedIn();
    const wrong = await callRoute(platform, 'transferToUpline', { ...session, body: { amount: 20, password: '000000' } });
    expect(wrong.body.errorCode).toBe('invalid.payment.pw');
    expect((await controlFor(platform, session.scenario).account('member01'))?.mainBalance).toBe(1520.75);
    const sent = await callRoute<{ orderNo: string; sumBalance: number }>(platform, 'transferToUpline', { ...session, body: { amount: 20, password: SEEDED_PAYMENT_PASSWORD } });
    expect(sent.body.value.sumBalance).toBe(1535.75);
    const agent = { scenario: session.scenario, token: await tokenFor(platform, 'agent02', 'Agent2024', { scenario: session.scenario }) };
    const agentRows = (await record(agent, { startTime: now() - DAY, endTime: now() + 60_000, codeTypes: 'other' })).body.value.list;
    expect(agentRows[0]).toMatchObject({ amount: 20, orderNo: sent.body.value.orderNo, remark: '← member01' });
    expect((await controlFor(platform, session.scenario).account('agent02'))?.mainBalance).toBe(12065.1);
  });

  it('asks for a payment password first when none is set, and refuses more than the balance', async () => {
    const weak = await signedIn('weak01', '123456');
    expect((await callRoute<{ hasPaymentPassword: boolean }>(platform, 'transferTargets', weak)).body.value.hasPaymentPassword).toBe(false);
    expect((await callRoute(platform, 'transferToUpline', { ...weak, body: { amount: 1, password: '' } })).body.errorCode).toMatch(/not.exists.payment.password|transfer.upline.none/);
    const member = await signedIn();
    expect((await callRoute(platform, 'transferToUpline', { ...member, body: { amount: 99_999, password: SEEDED_PAYMENT_PASSWORD } })).body.errorCode).toBe('balance.insufficient');
  });

  it('lets an agent send to one of its downlines only', async () => {
    const agent = await signedIn('agent02', 'Agent2024');
    const targets = await callRoute<{ downlines: { username: string }[] }>(platform, 'transferTargets', agent);
    expect(targets.body.value.downlines.map((party) => party.username)).toEqual(['agent41', 'member01']);
    expect((await callRoute(platform, 'transferToDownline', { ...agent, body: { amount: 5, password: SEEDED_PAYMENT_PASSWORD, downline: 'agent42' } })).body.errorCode).toBe('transfer.downline.invalid');
    expect((await callRoute(platform, 'transferToDownline', { ...agent, body: { amount: 5, password: SEEDED_PAYMENT_PASSWORD, downline: 'member01' } })).body.success).toBe(true);
    expect((await controlFor(platform, agent.scenario).account('member01'))?.mainBalance).toBe(1525.75);
  });
});

describe('seeded history at any hour', () => {
  it('keeps today\'s rows on today even minutes after midnight (the history opens on today)', () => {
    for (const secondsAfterMidnight of [5, 90, 600, 43_200]) {
      const midnight = Date.UTC(2026, 10, 24);
      const now = midnight + secondsAfterMidnight * 1000;
      const rows = seededLedger(() => createRandom(7, 'ledger'), `hour-test-${secondsAfterMidnight}`, 'member01', 1555.75, now, { days: 120, today: 4, forced: TRANSACTION_TYPES });
      const today = rows.filter((row) => Date.parse(row.createdTime) >= midnight && Date.parse(row.createdTime) <= now);
      expect(today.length, `${secondsAfterMidnight} s after midnight`).toBe(4);
    }
  });
});
