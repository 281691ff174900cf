/**
 * The contract setting (issue 14): the platform keeps per agent which contract kinds are set up
 * (all by default), the control endpoint turns one off or on, and the consolidated funds report a
 * kind not set up by its request field null, which the adapter reads as `contractSetup`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../../schema/platform';
import { consolidatedFundsSchema } from '../../../src/api/fundsSchema';
import { createInProcessHarness } from './in-process';

let platform: Platform;
beforeAll(async () => {
  platform = createPlatform();
  await platform.keys;
});

describe('the contract setting', () => {
  it('sets every kind up for the seeded agents; a kind turned off reads as not set up, its waiting rows gone with it', async () => {
    const harness = createInProcessHarness(platform, 'contract-setting');
    await harness.signIn('agent02');
    for (const agent of ['agent01', 'agent02', 'agent41', 'agent42']) expect(await harness.control.contractSetting(agent)).toEqual(['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY']);
    const before = await harness.api.wallet.getConsolidatedFunds();
    expect(before.contractSetup).toEqual({ DIVIDEND: true, DAILY_SALARY: true, HOURLY_SALARY: true, REALTIME_SALARY: true });
    expect(before.dailysalreqtype.RNG).toHaveLength(1);

    expect(await harness.control.setContractSetting('agent02', 'DAILY_SALARY', false)).toEqual(['DIVIDEND', 'HOURLY_SALARY', 'REALTIME_SALARY']);
    const after = await harness.api.wallet.getConsolidatedFunds();
    expect(after.contractSetup).toEqual({ DIVIDEND: true, DAILY_SALARY: false, HOURLY_SALARY: true, REALTIME_SALARY: true });
    expect(after.dailysalreqtype).toEqual({});
    // another agent keeps its own setting
    expect(await harness.control.contractSetting('agent01')).toHaveLength(4);

    await harness.control.setContractSetting('agent02', 'DAILY_SALARY', true);
    expect((await harness.api.wallet.getConsolidatedFunds()).contractSetup.DAILY_SALARY).toBe(true);
  });

  it('reads null as not set up, and an object (even empty) or no field as set up', () => {
    const parsed = consolidatedFundsSchema.parse({ totalBalance: 1, divtypereq: null, dailysalreqtype: {}, realtimesalreqtype: { LIVE: [] } });
    expect(parsed.contractSetup).toEqual({ DIVIDEND: false, DAILY_SALARY: true, HOURLY_SALARY: true, REALTIME_SALARY: true });
    expect(parsed.divtypereq).toEqual({});
    expect(consolidatedFundsSchema.parse(null).contractSetup).toEqual({ DIVIDEND: true, DAILY_SALARY: true, HOURLY_SALARY: true, REALTIME_SALARY: true });
  });
});
