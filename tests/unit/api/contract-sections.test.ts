/**
 * The consolidated info's contract sections read in every form API.md allows
 * (#5, #17, #23, #27): "each keyed by game type" with a list of rows, one row object or the tier
 * list itself under a key; an unkeyed list; a game type we do not know; null sections. Each row
 * carries its game type (the key when the row does not repeat it), and each answer names its row
 * the way API.md says: the dividend `type`, the daily `id`, the hourly and real-time `contractId`,
 * never an empty one.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createPlatform, type Platform } from '../../../schema/platform';
import { createInProcessHarness } from './in-process';
import { contractAnswerRef, createAgentApi } from '../../../src/api/agent';
import { contractSectionRows, createdDownlineSchema, teamBettingPageSchema, teamOverviewSchema } from '../../../src/api/agentSchemas';
import { consolidatedFundsSchema } from '../../../src/api/fundsSchema';
import type { PlatformRequester } from '../../../src/api/request';
import { contractInfoOf } from '../../../src/app/wiring/contracts/contract';

const dividendTiers = [
  { minimumBet: 1000, netLoss: 500, activeMember: 3, contractRate: 20 },
  { minimumBet: 5000, netLoss: 2000, activeMember: 8, contractRate: 30 },
];

const parse = (fields: Record<string, unknown>) => consolidatedFundsSchema.parse(fields);

describe('a contract section keyed by game type', () => {
  it('reads a list of rows under a key, each row taking the key as its game type', () => {
    const funds = parse({ dailysalreqtype: { RNG: [{ id: 'c-1', status: 'P', details: [{ betVolume: 10_000, activeMember: 3, rateType: 'P', rate: 0.5 }] }, { id: 'c-2', status: 'V' }] } });
    expect(funds.dailysalreqtype.RNG).toEqual([
      expect.objectContaining({ id: 'c-1', gameType: 'RNG', status: 'P', tiers: [{ minimumBet: 10_000, netLoss: 0, activeMember: 3, rateType: 'P', rate: 0.5 }] }),
      expect.objectContaining({ id: 'c-2', gameType: 'RNG', status: 'V' }),
    ]);
  });

  it('reads ONE row object under a key', () => {
    const funds = parse({ divtypereq: { LIVE: { status: 'P', downlineHigherRate: 'Y', tiers: dividendTiers } } });
    expect(funds.divtypereq.LIVE).toEqual([expect.objectContaining({ id: '', gameType: 'LIVE', status: 'P', downlineHigherRate: true })]);
    expect(funds.divtypereq.LIVE?.[0]?.tiers.map((tier) => [tier.minimumBet, tier.netLoss, tier.rate])).toEqual([
      [1000, 500, 20],
      [5000, 2000, 30],
    ]);
  });

  it('reads the tier list itself under a key as that game type\'s one contract: an offer in a …req… section, held in an …info… one', () => {
    const funds = parse({ divtypereq: { SPORTS: dividendTiers }, divtypeinfo: { LIVE: dividendTiers } });
    expect(funds.divtypereq.SPORTS).toEqual([expect.objectContaining({ gameType: 'SPORTS', status: 'P', tiers: [expect.objectContaining({ rate: 20 }), expect.objectContaining({ rate: 30 })] })]);
    expect(funds.divtypeinfo.LIVE).toEqual([expect.objectContaining({ gameType: 'LIVE', status: 'A' })]);
  });

  it('keeps the game type a row repeats, even under another key', () => {
    expect(parse({ contracthoursalreq: { SPORTS: [{ contractId: 9, gameType: 'LIVE', status: 'p' }] } }).contracthoursalreq).toEqual({
      LIVE: [expect.objectContaining({ id: '9', contractId: '9', gameType: 'LIVE', status: 'P' })],
    });
  });

  it('reads an unkeyed list of rows (and one unkeyed row), grouped by the game type each row names', () => {
    const funds = parse({
      contracthoursalreq: [
        { contractId: 'h-1', gameType: 'SPORTS', status: 'P', hourSalaryRates: [{ minimumBet: 500, activeMember: 1, rateType: 'F', rate: 3 }] },
        { contractId: 'h-2', gameType: 'FISH', status: 'E' },
      ],
      realtimesalreqtype: { contractId: 'r-1', gameType: 'RNG', status: 'P' },
    });
    expect(Object.keys(funds.contracthoursalreq)).toEqual(['SPORTS', 'FISH']);
    expect(funds.contracthoursalreq.SPORTS?.[0]).toMatchObject({ contractId: 'h-1', tiers: [{ minimumBet: 500, rateType: 'F', rate: 3 }] });
    expect(funds.realtimesalreqtype.RNG).toEqual([expect.objectContaining({ contractId: 'r-1', id: 'r-1' })]);
  });

  it('keeps a game type we do not know under its raw name, rows and all', () => {
    const funds = parse({ dailysalreqtype: { COCKFIGHT: [{ id: 'c-7', status: 'P' }], RNG: [] } });
    expect(funds.dailysalreqtype).toEqual({ COCKFIGHT: [expect.objectContaining({ id: 'c-7', gameType: 'COCKFIGHT' })] });
    const info = contractInfoOf(funds, ['DAILY_SALARY']);
    expect(info.waiting).toEqual([expect.objectContaining({ id: 'c-7', gameType: 'COCKFIGHT', kind: 'DAILY_SALARY', answerRef: 'c-7' })]);
  });

  it('reads null, absent, empty and scalar sections as no rows, and a row of an unknown status as a row that takes no answer', () => {
    const funds = parse({ divtypereq: null, dailysalreqtype: {}, contracthoursalreq: true, realtimesalreqtype: { LIVE: null, RNG: 'n/a' }, contracthoursalinfo: { SPORTS: [{ contractId: 'x', status: 'Z' }] } });
    for (const field of ['divtypereq', 'dailysalreqtype', 'contracthoursalreq', 'realtimesalreqtype', 'divtypeinfo', 'contractmrdailysalinfotype'] as const) expect(funds[field]).toEqual({});
    expect(funds.contracthoursalinfo.SPORTS?.[0]?.status).toBe('Z');
    expect(consolidatedFundsSchema.parse(null)).toMatchObject({ totalBalance: 0, divtypereq: {} });
    expect(consolidatedFundsSchema.parse(true)).toMatchObject({ totalBalance: 0, divtypereq: {} });
  });
});

describe('the kinds set up (#17)', () => {
  it('never reads a null …req… section as "not set up": the agent menu is left to the whitelabel flags', () => {
    const info = contractInfoOf(parse({ divtypereq: null, dailysalreqtype: null, contracthoursalreq: null, realtimesalreqtype: null }), ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY']);
    expect(info.setUp).toBeUndefined();
    expect(info.waiting).toEqual([]);
  });

  it('reads the kinds set up only from `contractKinds` (ours), unknown names ignored', () => {
    const info = contractInfoOf(parse({ divtypereq: {}, contractKinds: ['dividend', 'HOURLY_SALARY', 'LOTTERY_BONUS'] }), ['DIVIDEND']);
    expect(info.setUp).toEqual(['DIVIDEND', 'HOURLY_SALARY']);
  });
});

describe('the real-time salary held (#23)', () => {
  it('reads SPEC\'s contractmrdailysalinfotype, and our realtimesalinfotype only when the named one has no rows', () => {
    const named = contractInfoOf(parse({ contractmrdailysalinfotype: { RNG: { contractId: 'r-5', status: 'A' } }, realtimesalinfotype: { LIVE: [{ id: 'old', status: 'A' }] } }), ['REALTIME_SALARY']);
    expect(named.held.map((row) => [row.contractId, row.gameType])).toEqual([['r-5', 'RNG']]);
    const ours = contractInfoOf(parse({ realtimesalinfotype: { LIVE: [{ id: 'r-7', status: 'A' }] } }), ['REALTIME_SALARY']);
    expect(ours.held.map((row) => [row.contractId, row.gameType])).toEqual([['r-7', 'LIVE']]);
  });
});

describe('what an answer names its row by (#5)', () => {
  it('the dividend its game type from the key, the daily its id, the hourly and real-time their contractId or id', () => {
    const funds = parse({
      divtypereq: { LIVE: { status: 'P', tiers: dividendTiers } },
      dailysalreqtype: { RNG: [{ id: 'd-1', status: 'P' }] },
      contracthoursalreq: { SPORTS: [{ contractId: 'h-1', status: 'P' }] },
      realtimesalreqtype: { RNG: [{ id: 'r-1', status: 'P' }] },
    });
    const info = contractInfoOf(funds, ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY']);
    expect(info.waiting.map((row) => [row.kind, row.answerRef])).toEqual([
      ['DIVIDEND', 'LIVE'],
      ['DAILY_SALARY', 'd-1'],
      ['HOURLY_SALARY', 'h-1'],
      ['REALTIME_SALARY', 'r-1'],
    ]);
    // every row has its own key, a dividend without an id too
    expect(new Set(info.waiting.map((row) => row.key)).size).toBe(4);
  });

  it('two rows of one game type without ids keep apart', () => {
    const info = contractInfoOf(parse({ divtypereq: { LIVE: [{ status: 'P' }, { status: 'V' }] } }), ['DIVIDEND']);
    expect(info.waiting.map((row) => row.key)).toEqual(['DIVIDEND|LIVE|', 'DIVIDEND|LIVE|#2']);
  });

  it('sends type, id and contractId as API.md names them, and refuses locally when the row does not say', async () => {
    const request = vi.fn(async () => ({}));
    const agent = createAgentApi({ request } as unknown as PlatformRequester);
    await agent.processContract('DIVIDEND', { action: 'answer', contract: { id: '', gameType: 'LIVE' }, status: 'A' }, {});
    await agent.processContract('DAILY_SALARY', { action: 'answer', contract: { id: 'd-1', contractId: 'd-1', gameType: '' }, status: 'R' }, {});
    await agent.processContract('HOURLY_SALARY', { action: 'answer', contract: { id: '', contractId: 'h-1', gameType: 'SPORTS' }, status: 'C' }, {});
    await agent.processContract('REALTIME_SALARY', { action: 'answer', contract: { id: 'r-1', gameType: 'RNG' }, status: 'A' }, {});
    const sent = request.mock.calls.map((call) => {
      const [route, options] = call as unknown as [string, { query?: object; body?: object }];
      return [route, options.query ?? options.body];
    });
    expect(sent).toEqual([
      ['contractDividend', { type: 'LIVE', status: 'A' }],
      ['contractDailySalary', { id: 'd-1', status: 'R' }],
      ['contractHourSalary', { contractId: 'h-1', status: 'C' }],
      ['contractRealTimeSalary', { contractId: 'r-1', status: 'A' }],
    ]);

    request.mockClear();
    await expect(agent.processContract('DIVIDEND', { action: 'answer', contract: { id: 'x', gameType: '' }, status: 'A' }, {})).rejects.toMatchObject({ messageKey: 'errors:contractNotFound', errorCode: 'contract.unidentified' });
    await expect(agent.processContract('HOURLY_SALARY', { action: 'answer', contract: { id: '', contractId: '', gameType: 'LIVE' }, status: 'A' }, {})).rejects.toMatchObject({ errorCode: 'contract.unidentified' });
    expect(request).not.toHaveBeenCalled();
    expect(contractAnswerRef('DAILY_SALARY', { id: '', contractId: 'd-9', gameType: 'RNG' })).toBe('d-9');
  });

  it('reads every row form through one function (contractSectionRows)', () => {
    expect(contractSectionRows({ LIVE: dividendTiers })).toEqual([{ tiers: dividendTiers, gameType: 'LIVE' }]);
    expect(contractSectionRows([{ id: 'a' }])).toEqual([{ id: 'a' }]);
    expect(contractSectionRows(null)).toEqual([]);
  });
});

describe('the team calls name nothing API.md does not (#12)', () => {
  it('reads a new downline without `account` as the username sent, and a null answer as made', async () => {
    expect(createdDownlineSchema.parse({ type: 1 })).toMatchObject({ account: '', type: 1 });
    expect(createdDownlineSchema.parse(null)).toMatchObject({ account: '' });
    const request = vi.fn(async () => createdDownlineSchema.parse(true));
    const agent = createAgentApi({ request } as unknown as PlatformRequester);
    expect(await agent.createDownline({ username: 'newbie01', password: 'x', accountType: 'MEMBER' })).toMatchObject({ account: 'newbie01' });
  });

  it('reads a team overview or report that is null, or has numbers where text was expected', () => {
    expect(teamOverviewSchema.parse(null)).toMatchObject({ teamSize: 0, series: [], levels: [] });
    expect(teamOverviewSchema.parse({ agent: 12, teamSize: '40' })).toMatchObject({ agent: '12', teamSize: 40 });
    expect(teamBettingPageSchema.parse({ list: [{ orderNo: 123456, customerName: 77, betAmount: '10.5' }] }).list[0]).toMatchObject({ orderNo: '123456', customerName: '77', betAmount: 10.5 });
  });
});

describe('against the strict platform (keyed by game type, rows that do not repeat it)', () => {
  let platform: Platform;
  // the platform's key pair takes a while on a busy machine
  beforeAll(async () => {
    platform = createPlatform();
    await platform.keys;
  }, 60_000);

  it('answers only the named sections; the agent answers a dividend by the key and an hourly salary by contractId', async () => {
    const harness = createInProcessHarness(platform, 'contract-sections-strict', { profile: 'strict' });
    await harness.signIn('agent02');
    await harness.control.offerContract({ upline: 'agent01', downline: 'agent02', kind: 'DIVIDEND', gameType: 'SPORTS', period: 'MONTHLY', tiers: [{ minimumBet: 100, netLoss: 50, activeMember: 1, rate: 10 }] });
    const hourly = await harness.control.offerContract({ upline: 'agent01', downline: 'agent02', kind: 'HOURLY_SALARY', gameType: 'FISH', tiers: [{ minimumBet: 100, activeMember: 1, rate: 0.2 }] });

    const funds = await harness.api.wallet.getConsolidatedFunds();
    const wire = harness.answers.findLast((answer) => answer.route === 'consolidatedFunds')?.value as Record<string, Record<string, unknown>>;
    expect(Object.keys(wire).sort()).toEqual(['contracthoursalinfo', 'contracthoursalreq', 'contractmrdailysalinfotype', 'dailysalinfotype', 'dailysalreqtype', 'divtypeinfo', 'divtypereq', 'realtimesalreqtype']);
    expect(wire.divtypereq?.SPORTS).toEqual({ status: 'P', downlineHigherRate: 'N', tiers: [{ minimumBet: 100, netLoss: 50, activeMember: 1, contractRate: 10 }] });
    expect(wire.contracthoursalreq?.FISH).toMatchObject({ contractId: hourly.id, status: 'P' });
    expect(JSON.stringify(wire)).not.toContain('gameType');

    const info = contractInfoOf(funds, ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY']);
    expect(info.setUp).toBeUndefined();
    const dividend = info.waiting.find((row) => row.kind === 'DIVIDEND');
    const hour = info.waiting.find((row) => row.kind === 'HOURLY_SALARY');
    expect(dividend).toMatchObject({ gameType: 'SPORTS', answerRef: 'SPORTS', status: 'P' });
    expect(hour).toMatchObject({ gameType: 'FISH', contractId: hourly.id, answerRef: hourly.id });
    expect(info.waiting.find((row) => row.kind === 'DAILY_SALARY')).toMatchObject({ id: 'contract-2', gameType: 'RNG' });
    expect(info.held.find((row) => row.kind === 'DIVIDEND')).toMatchObject({ gameType: 'LIVE', status: 'A' });

    // the answers go out as API.md names them; the strict platform takes nothing else
    await harness.api.agent.processContract('DIVIDEND', { action: 'answer', contract: { id: dividend?.id ?? '', gameType: dividend?.gameType ?? '' }, status: 'A' }, {});
    await harness.api.agent.processContract('HOURLY_SALARY', { action: 'answer', contract: { id: hour?.id ?? '', contractId: hour?.contractId ?? '', gameType: 'FISH' }, status: 'R' }, {});
    const rows = await harness.control.contracts('agent02');
    expect(rows.find((row) => row.kind === 'DIVIDEND' && row.gameType === 'SPORTS')?.status).toBe('A');
    expect(rows.find((row) => row.id === hourly.id)?.status).toBe('R');
    // a daily row that says only `contractId` is answered with it as API.md's `id` (the only name this platform takes)
    await harness.api.agent.processContract('DAILY_SALARY', { action: 'answer', contract: { id: '', contractId: 'contract-2', gameType: 'RNG' }, status: 'R' }, {});
    expect((await harness.control.contracts('agent02')).find((row) => row.id === 'contract-2')?.status).toBe('R');
  });
});
