/**
 * The contract life cycle and payouts on the embedded platform (SPEC.md §4, §9; API.md
 * "Contracts"): offers answered A or R, termination requests answered C or A, the lower-rate rule
 * (refused without consent, the downline contract ended with it), the consolidated info keyed by
 * game type, and payouts computed from the team's bets: pending while the period runs, settled
 * and posted to the holder's ledger when it ends (real-time salary every 5 minutes).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor, type TestPlatform } from './support';

interface Row {
  id: string;
  status: string;
  gameType: string;
  upline: string;
  downline: string;
  downlineHigherRate: string;
  conflictingContracts: string[];
}
interface ContractInfo {
  asUpline: Row[];
  asDownline: Row[];
  pendingRequests: Row[];
}
type ContractRoute = 'contractDividend' | 'contractDailySalary' | 'contractHourSalary' | 'contractRealTimeSalary';

/** The test platform's clock (support.ts): scenarios begin at 2025-06-01T12:00Z. */
const STARTED_AT = Date.parse('2025-06-01T12:00:00Z');

let env: TestPlatform;
beforeAll(() => {
  env = createTestPlatform();
});

async function signIn(scenario: string, username: string) {
  const token = await tokenFor(env.platform, username, 'Agent2024', { scenario });
  const contract = async (route: ContractRoute, fields: Record<string, string | number | boolean> = {}) => {
    const asQuery = route === 'contractDividend' || route === 'contractDailySalary';
    const answer = await callRoute<ContractInfo>(env.platform, route, { scenario, token, ...(asQuery ? { query: fields } : { body: fields }) });
    return answer.body;
  };
  return { token, contract };
}

const statusOf = (info: ContractInfo, id: string) => [...info.asUpline, ...info.asDownline].find((row) => row.id === id)?.status;

describe('contract life cycle', () => {
  it('accepts an offer (P → A), which leaves the waiting list of the consolidated info for the held one', async () => {
    const scenario = freshScenario('contract-accept');
    const agent02 = await signIn(scenario, 'agent02');
    const before = await callRoute<Record<string, Record<string, Row[]>>>(env.platform, 'consolidatedFunds', { scenario, token: agent02.token });
    expect(before.body.value.dailysalreqtype).toEqual({ RNG: [expect.objectContaining({ id: 'contract-2', status: 'P' })] });
    expect(before.body.value.divtypeinfo).toEqual({ LIVE: [expect.objectContaining({ id: 'contract-1', status: 'A' })] });
    // contract-2 is the lower-rate case (below contract-6): accepted here with consent.
    const accepted = await agent02.contract('contractDailySalary', { id: 'contract-2', status: 'A', confirmLowerRate: true });
    expect(accepted.success).toBe(true);
    expect(statusOf(accepted.value, 'contract-2')).toBe('A');
    const after = await callRoute<Record<string, Record<string, Row[]>>>(env.platform, 'consolidatedFunds', { scenario, token: agent02.token });
    expect(after.body.value.dailysalreqtype).toEqual({});
    expect(after.body.value.dailysalinfotype).toEqual({ RNG: [expect.objectContaining({ id: 'contract-2', status: 'A' })] });
  });

  it('rejects an offer (P → R) and refuses to answer it twice', async () => {
    const scenario = freshScenario('contract-reject');
    const agent42 = await signIn(scenario, 'agent42');
    const rejected = await agent42.contract('contractRealTimeSalary', { contractId: 'contract-5', status: 'R' });
    expect(statusOf(rejected.value, 'contract-5')).toBe('R');
    expect(rejected.value.pendingRequests).toEqual([]);
    expect((await agent42.contract('contractRealTimeSalary', { contractId: 'contract-5', status: 'A' })).errorCode).toBe('contract.status.invalid');
    // Not its row: agent42 cannot answer agent41's contracts.
    expect((await agent42.contract('contractHourSalary', { contractId: 'contract-4', status: 'A' })).errorCode).toBe('contract.not.found');
  });

  it('ends a contract when the downline agrees to the termination request (V → C), keeps it otherwise (V → A)', async () => {
    const scenario = freshScenario('contract-terminate');
    const agent01 = await signIn(scenario, 'agent01');
    const agent02 = await signIn(scenario, 'agent02');
    const requested = await agent01.contract('contractDividend', { downline: 'agent02', gameType: 'LIVE', status: 'V' });
    expect(statusOf(requested.value, 'contract-1')).toBe('V');
    const waiting = await agent02.contract('contractDividend');
    expect(waiting.value.pendingRequests.map((row) => row.id)).toEqual(['contract-1']);
    // API.md: the dividend answer names the row by its game type.
    const kept = await agent02.contract('contractDividend', { type: 'LIVE', status: 'A' });
    expect(statusOf(kept.value, 'contract-1')).toBe('A');
    await agent01.contract('contractDividend', { downline: 'agent02', gameType: 'LIVE', status: 'V' });
    const agreed = await agent02.contract('contractDividend', { type: 'LIVE', status: 'C' });
    expect(statusOf(agreed.value, 'contract-1')).toBe('C');
    // Nothing active is left to terminate.
    expect((await agent01.contract('contractDividend', { downline: 'agent02', gameType: 'LIVE', status: 'V' })).errorCode).toBe('contract.not.found');
  });

  it('tells a termination answer from an offer answer when both wait on one game type (dividend answers by type)', async () => {
    const scenario = freshScenario('contract-both-waiting');
    const agent01 = await signIn(scenario, 'agent01');
    const agent02 = await signIn(scenario, 'agent02');
    await agent01.contract('contractDividend', { downline: 'agent02', gameType: 'LIVE', status: 'V' });
    const offered = await agent01.contract('contractDividend', { downline: 'agent02', gameType: 'LIVE', status: 'P', tiers: JSON.stringify([{ netLoss: 100, contractRate: 40 }]) });
    const offer = offered.value.asUpline.find((row) => row.status === 'E');
    expect(offer).toBeDefined();
    expect((await agent02.contract('contractDividend')).value.pendingRequests.map((row) => row.status).sort()).toEqual(['E', 'V']);
    const agreed = await agent02.contract('contractDividend', { type: 'LIVE', status: 'C' });
    expect(statusOf(agreed.value, 'contract-1')).toBe('C');
    expect(statusOf(agreed.value, offer?.id ?? '')).toBe('E');
    const accepted = await agent02.contract('contractDividend', { type: 'LIVE', status: 'A' });
    expect(statusOf(accepted.value, offer?.id ?? '')).toBe('A');
  });

  it('needs consent for an offer below a contract the agent holds with a downline, and ends that contract with it', async () => {
    const scenario = freshScenario('contract-lower-rate');
    const agent02 = await signIn(scenario, 'agent02');
    const offer = (await agent02.contract('contractDailySalary')).value.pendingRequests.find((row) => row.id === 'contract-2');
    expect(offer).toMatchObject({ downlineHigherRate: 'Y', conflictingContracts: ['contract-6'] });
    const refused = await agent02.contract('contractDailySalary', { id: 'contract-2', status: 'A' });
    expect(refused).toMatchObject({ success: false, errorCode: 'contract.rate.conflict', value: { conflicts: ['contract-6'] } });
    const control = controlFor(env.platform, scenario);
    expect((await control.contracts('agent41')).find((row) => row.id === 'contract-6')?.status).toBe('A');
    const consented = await agent02.contract('contractDailySalary', { id: 'contract-2', status: 'A', confirmLowerRate: true });
    expect(statusOf(consented.value, 'contract-2')).toBe('A');
    expect(statusOf(consented.value, 'contract-6')).toBe('C');
    // An offer at or above the downline contracts asks nothing.
    const equal = await control.offerContract({ upline: 'agent41', downline: 'agent42', kind: 'HOURLY_SALARY', gameType: 'FISH', tiers: [{ rate: 0.5 }] });
    expect(equal.downlineHigherRate).toBe('N');
  });

  it('lets an upline offer only to its direct downline agents, with tiers, and marks a change of an active contract E', async () => {
    const scenario = freshScenario('contract-offer');
    const agent01 = await signIn(scenario, 'agent01');
    const tiers = JSON.stringify([{ betVolume: 1000, activeMember: 2, rateType: 'P', rate: 0.6 }]);
    expect((await agent01.contract('contractDailySalary', { downline: 'agent41', gameType: 'RNG', status: 'P', details: tiers })).errorCode).toBe('contract.downline.invalid');
    expect((await agent01.contract('contractDailySalary', { downline: 'agent02', gameType: 'RNG', status: 'P' })).errorCode).toBe('request.param.invalid');
    const offered = await agent01.contract('contractDailySalary', { downline: 'agent02', gameType: 'LIVE', status: 'P', details: tiers });
    expect(offered.value.asUpline).toContainEqual(expect.objectContaining({ downline: 'agent02', gameType: 'LIVE', status: 'P', details: [{ betVolume: 1000, activeMember: 2, rateType: 'P', rate: 0.6 }] }));
    const changed = await agent01.contract('contractDividend', { downline: 'agent02', gameType: 'LIVE', status: 'P', tiers: JSON.stringify([{ netLoss: 1000, activeMember: 1, contractRate: 35 }]) });
    const change = changed.value.asUpline.find((row) => row.status === 'E');
    expect(change).toMatchObject({ gameType: 'LIVE', downline: 'agent02' });
    // Accepting the change replaces the active contract.
    const agent02 = await signIn(scenario, 'agent02');
    const accepted = await agent02.contract('contractDividend', { type: 'LIVE', status: 'A' });
    expect(statusOf(accepted.value, change?.id ?? '')).toBe('A');
    expect(statusOf(accepted.value, 'contract-1')).toBe('C');
  });
});

describe('contract payouts', () => {
  interface Payout {
    contractId: string;
    status: string;
    amount: number;
    validBetAmount: number;
    rate: number;
    periodStart: number;
    periodEnd: number;
    orderNo: string | null;
  }
  interface TransactionPage {
    list: { txTypeName: string; amount: number; orderNo: string }[];
  }

  it('shows real-time salary pending while its 5 minutes run, then settles it into the holder’s balance', async () => {
    const scenario = freshScenario('payout-realtime');
    const control = controlFor(env.platform, scenario);
    const agent41 = await signIn(scenario, 'agent41');
    const payouts = async () => (await callRoute<{ list: Payout[] }>(env.platform, 'contractPayouts', { scenario, token: agent41.token, query: { kind: 'REALTIME_SALARY' } })).body.value.list;
    const balanceBefore = (await control.account('agent41'))?.mainBalance ?? 0;

    await control.advanceClock(120);
    const running = await payouts();
    expect(running.filter((payout) => payout.status === 'PENDING')).toEqual([expect.objectContaining({ contractId: 'contract-7', periodStart: STARTED_AT, orderNo: null })]);
    expect(running.filter((payout) => payout.periodStart >= STARTED_AT)).toHaveLength(1);
    expect(running[0]?.validBetAmount).toBeGreaterThan(0);
    expect((await control.account('agent41'))?.mainBalance).toBe(balanceBefore);

    await control.advanceClock(180);
    const settled = (await payouts()).filter((payout) => payout.status === 'SETTLED' && payout.periodStart >= STARTED_AT);
    expect(settled).toHaveLength(1);
    const [payout] = settled;
    expect(payout?.periodEnd).toBe(Date.parse('2025-06-01T12:05:00Z'));
    // 0.3 % of the LIVE valid bets of agent41's team in the window.
    expect(payout?.amount).toBeCloseTo(((payout?.validBetAmount ?? 0) * 0.3) / 100, 2);
    expect(payout?.amount).toBeGreaterThan(0);
    expect((await control.account('agent41'))?.mainBalance).toBeCloseTo(balanceBefore + (payout?.amount ?? 0), 2);
    const ledger = await callRoute<TransactionPage>(env.platform, 'transactionRecord', { scenario, token: agent41.token, query: { startTime: Date.parse('2025-06-01T00:00:00Z'), endTime: Date.parse('2025-06-01T23:59:59Z'), codeTypes: 'daily_wage' } });
    expect(ledger.body.value.list).toContainEqual(expect.objectContaining({ orderNo: payout?.orderNo, amount: payout?.amount }));

    // Each further 5 minutes settles one more window.
    await control.advanceClock(600);
    expect((await control.settleContracts()).map((settledNow) => settledNow.contractId)).toEqual(['contract-7', 'contract-7']);
    expect((await control.contractPayouts('agent41')).filter((row) => row.contractId === 'contract-7' && row.status === 'SETTLED' && row.periodStart >= STARTED_AT)).toHaveLength(3);
  });

  it('settles a daily salary at the end of the day from the team’s bets, and pays nothing below the tier', async () => {
    const scenario = freshScenario('payout-daily');
    const control = controlFor(env.platform, scenario);
    await control.advanceClock(12 * 3600);
    const payouts = await control.contractPayouts('agent41');
    // The day running when the scenario began is paid whole, with the bets before and after its start.
    const daily = payouts.find((payout) => payout.contractId === 'contract-6' && payout.status === 'SETTLED');
    expect(daily).toMatchObject({ periodStart: Date.parse('2025-06-01T00:00:00Z'), periodEnd: Date.parse('2025-06-02T00:00:00Z') });
    // Tier: at least 5,000 valid bets and 2 bettors → 1 % of the valid bets.
    expect(daily?.validBetAmount).toBeGreaterThan(5000);
    expect(daily?.amount).toBeCloseTo(((daily?.validBetAmount ?? 0) * 1) / 100, 2);
    // agent02 → agent41 hourly (SPORTS, from 1,000 valid bets): each hour settled.
    expect(payouts.filter((payout) => payout.contractId === 'contract-4' && payout.status === 'SETTLED' && payout.periodStart >= STARTED_AT)).toHaveLength(12);
    // Payouts the upline's side sees are the same rows.
    expect((await control.contractPayouts('agent02', 'DOWNLINES')).find((payout) => payout.contractId === 'contract-6' && payout.status === 'SETTLED')).toEqual(expect.objectContaining({ periodStart: daily?.periodStart, amount: daily?.amount }));
  });

  it('starts with the last periods already paid, computed from the seeded bets, none of them posted twice', async () => {
    const scenario = freshScenario('payout-history');
    const control = controlFor(env.platform, scenario);
    const payouts = await control.contractPayouts('agent41');
    const history = payouts.filter((payout) => payout.contractId === 'contract-6' && payout.status === 'SETTLED');
    // contract-6 was created 7 days before the scenario began (at noon): 6 whole days and the half day it began on.
    const wholeDays = Array.from({ length: 6 }, (_, index) => STARTED_AT - 12 * 3600_000 - (index + 1) * 86_400_000);
    expect(history.map((payout) => payout.periodStart)).toEqual([...wholeDays, STARTED_AT - 7 * 86_400_000]);
    expect(history.every((payout) => payout.orderNo === null)).toBe(true);
    expect(history.some((payout) => payout.amount > 0)).toBe(true);
    expect(payouts.filter((payout) => payout.contractId === 'contract-4' && payout.status === 'SETTLED')).toHaveLength(24);
    // Today's day is still running.
    expect(payouts.find((payout) => payout.contractId === 'contract-6' && payout.status === 'PENDING')?.periodStart).toBe(STARTED_AT - 12 * 3600_000);
  });

  it('pays nothing on a contract that is not active, and starts paying from its acceptance', async () => {
    const scenario = freshScenario('payout-acceptance');
    const control = controlFor(env.platform, scenario);
    await control.advanceClock(600);
    expect((await control.contractPayouts('agent42')).filter((payout) => payout.contractId === 'contract-5')).toEqual([]);
    const agent42 = await signIn(scenario, 'agent42');
    await agent42.contract('contractRealTimeSalary', { contractId: 'contract-5', status: 'A' });
    await control.advanceClock(300);
    const paid = (await control.contractPayouts('agent42')).filter((payout) => payout.contractId === 'contract-5' && payout.status === 'SETTLED');
    expect(paid).toHaveLength(1);
    expect(paid[0]?.periodStart).toBe(Date.parse('2025-06-01T12:10:00Z'));
  });
});
