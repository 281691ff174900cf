/**
 * The contract setting: the platform keeps per agent which contract kinds are set up
 * (all by default), the control endpoint turns one off or on, and the consolidated funds say it in
 * `contractKinds` (ours; the kind's request field is null too). The adapter reads the setting from
 * `contractKinds` only: a null request field alone means no offers waiting, and a
 * platform that names no setting leaves the menu to the whitelabel flags.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../../schema/platform';
import { consolidatedFundsSchema } from '../../../src/api/fundsSchema';
import { contractInfoOf } from '../../../src/app/wiring/contracts/contract';
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
    expect(before.contractKinds).toEqual(['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY']);
    expect(before.dailysalreqtype.RNG).toHaveLength(1);

    expect(await harness.control.setContractSetting('agent02', 'DAILY_SALARY', false)).toEqual(['DIVIDEND', 'HOURLY_SALARY', 'REALTIME_SALARY']);
    const after = await harness.api.wallet.getConsolidatedFunds();
    expect(after.contractKinds).toEqual(['DIVIDEND', 'HOURLY_SALARY', 'REALTIME_SALARY']);
    expect(contractInfoOf(after, ['DAILY_SALARY']).setUp).toEqual(['DIVIDEND', 'HOURLY_SALARY', 'REALTIME_SALARY']);
    expect(after.dailysalreqtype).toEqual({});
    // another agent keeps its own setting
    expect(await harness.control.contractSetting('agent01')).toHaveLength(4);

    await harness.control.setContractSetting('agent02', 'DAILY_SALARY', true);
    expect((await harness.api.wallet.getConsolidatedFunds()).contractKinds).toContain('DAILY_SALARY');
  });

  it('on a strict platform (API.md names no setting) says nothing of it, and a kind turned off keeps its menu entry', async () => {
    const harness = createInProcessHarness(platform, 'contract-setting-strict', { profile: 'strict' });
    await harness.signIn('agent02');
    await harness.control.setContractSetting('agent02', 'DAILY_SALARY', false);
    const funds = await harness.api.wallet.getConsolidatedFunds();
    expect(funds.contractKinds).toBeUndefined();
    expect(funds.dailysalreqtype).toEqual({});
    expect(contractInfoOf(funds, ['DAILY_SALARY']).setUp).toBeUndefined();
  });

  it('reads null, an empty object or no field as no offers waiting, never as not set up', () => {
    const parsed = consolidatedFundsSchema.parse({ totalBalance: 1, divtypereq: null, dailysalreqtype: {}, realtimesalreqtype: { LIVE: [] } });
    expect(parsed.divtypereq).toEqual({});
    expect(parsed.contractKinds).toBeUndefined();
    expect(contractInfoOf(parsed, ['DIVIDEND']).setUp).toBeUndefined();
    expect(consolidatedFundsSchema.parse(null).contractKinds).toBeUndefined();
  });
});
