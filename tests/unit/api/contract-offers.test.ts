/**
 * The upline's side of the contract calls, as the adapter sends them, against the in-process
 * platform: for every kind an offer with tiers (GET kinds as JSON text, POST kinds as a list, each
 * in the kind's tier spelling), a change of an active contract (E), a termination request (V),
 * and the refusals the offer form shows (a member who is not a direct downline agent). Then the
 * downline answers and sees the offer in its consolidated info.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../../schema/platform';
import type { ContractKind } from '../../../src/api';
import { createInProcessHarness } from './in-process';

let platform: Platform;
beforeAll(async () => {
  platform = createPlatform();
  await platform.keys;
});

const KINDS: readonly ContractKind[] = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'];
const WAITING_FIELD = { DIVIDEND: 'divtypereq', DAILY_SALARY: 'dailysalreqtype', HOURLY_SALARY: 'contracthoursalreq', REALTIME_SALARY: 'realtimesalreqtype' } as const;

describe.each(KINDS)('the offer form\'s calls for %s', (kind) => {
  it('offers tiers to a direct downline agent, who sees them waiting; asks to end the contract once it is active', async () => {
    const upline = createInProcessHarness(platform, `offers-${kind}`);
    await upline.signIn('agent01');
    const tiers = [
      { minimumBet: 1_000, netLoss: 200, activeMember: 2, rateType: 'P' as const, rate: 0.5 },
      { minimumBet: 5_000, netLoss: 900, activeMember: 5, rateType: 'P' as const, rate: 0.9 },
    ];
    const period = kind === 'DIVIDEND' || kind === 'DAILY_SALARY' ? 'WEEKLY' : 'DAILY';
    const offered = await upline.api.agent.processContract(kind, { action: 'offer', downline: 'agent02', gameType: 'FISH', period, tiers }, {});
    const row = offered.asUpline.find((one) => one.downline === 'agent02' && one.gameType === 'FISH');
    expect(row).toMatchObject({ status: 'P', period });
    expect(row?.tiers.map((tier) => [tier.minimumBet, tier.activeMember, tier.rate])).toEqual([
      [1_000, 2, 0.5],
      [5_000, 5, 0.9],
    ]);
    if (kind === 'DIVIDEND') expect(row?.tiers.map((tier) => tier.netLoss)).toEqual([200, 900]);

    // the downline sees it waiting and accepts it
    const downline = createInProcessHarness(platform, `offers-${kind}`);
    await downline.signIn('agent02');
    const funds = await downline.api.wallet.getConsolidatedFunds();
    expect(funds[WAITING_FIELD[kind]]?.FISH).toEqual([expect.objectContaining({ id: row?.id, status: 'P' })]);
    await downline.api.agent.processContract(kind, { action: 'answer', contract: { id: row?.id ?? '', gameType: 'FISH' }, status: 'A' }, {});

    // a change of the active contract is E; the termination request turns the active one V
    const changed = await upline.api.agent.processContract(kind, { action: 'offer', downline: 'agent02', gameType: 'FISH', period, tiers: [{ ...tiers[0]!, rate: 0.6 }] }, {});
    expect(changed.asUpline.filter((one) => one.downline === 'agent02' && one.gameType === 'FISH').map((one) => one.status).sort()).toEqual(['A', 'E']);
    const ended = await upline.api.agent.processContract(kind, { action: 'terminate', downline: 'agent02', gameType: 'FISH' }, {});
    expect(ended.asUpline.find((one) => one.id === row?.id)?.status).toBe('V');
    // nothing active is left to end
    await expect(upline.api.agent.processContract(kind, { action: 'terminate', downline: 'agent02', gameType: 'FISH' }, {})).rejects.toMatchObject({ errorCode: 'contract.not.found' });
  });

  it('refuses an offer to someone who is not a direct downline agent', async () => {
    const upline = createInProcessHarness(platform, `offers-refused-${kind}`);
    await upline.signIn('agent01');
    await expect(
      upline.api.agent.processContract(kind, { action: 'offer', downline: 'agent41', gameType: 'LIVE', tiers: [{ minimumBet: 0, activeMember: 0, rate: 1 }] }, {}),
    ).rejects.toMatchObject({ errorCode: 'contract.downline.invalid', messageKey: 'errors:contractDownlineInvalid' });
  });
});
