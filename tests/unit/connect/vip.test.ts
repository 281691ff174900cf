/** connectVip without React, and the chart: no call without hasVip, the progress towards the next level, the top level, a platform that says VIP is not available, a failed load retried. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { VipProgress } from '../../../src/api/missions';
import { connectVip } from '../../../machines/rewards/vip.connect';
import { vipMachine } from '../../../machines/rewards/vip.machine';
import { VIP } from '../../paths/models/missions-samples';

function run(hasVip: boolean | null, loads: (VipProgress | object)[]) {
  let calls = 0;
  const actor = createActor(
    vipMachine.provide({
      actors: {
        loadVip: fromPromise(async (): Promise<VipProgress> => {
          calls += 1;
          const answer = loads.shift() ?? VIP;
          if (!('playerRankName' in answer)) throw answer;
          return answer as VipProgress;
        }),
      },
    }),
    { input: { hasVip } },
  ).start();
  const api = () => connectVip(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, api, calls: () => calls };
}

describe('the VIP page', () => {
  it('without hasVip says VIP is not available and asks the platform nothing', () => {
    const { api, calls } = run(false, []);
    expect(api()).toMatchObject({ status: 'unavailable', levels: [], months: [] });
    expect(calls()).toBe(0);
  });

  it('shows the level, the progress to the next one and what is left, the current level marked, the months in time order', async () => {
    const { actor, api } = run(true, [VIP]);
    expect(api().status).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(api()).toMatchObject({ status: 'ready', rankName: 'VIP 3', nextRankName: 'VIP 4', actual: 1500, expected: 4000, ratio: 0.375, toGo: 2500 });
    expect(api().levels.filter((level) => level.current).map((level) => level.name)).toEqual(['VIP 3']);
    expect(api().months.map((month) => month.at)).toEqual([...api().months.map((month) => month.at)].sort((a, b) => a - b));
    expect(api().months[0]).toMatchObject({ month: '2026-06', at: Date.UTC(2026, 5, 1) });
  });

  it('at the target says nothing is left; at the top level the bar is full', async () => {
    const reached = run(true, [{ ...VIP, monthlyTurnover: { actual: 5000, expected: 4000 } }]);
    await waitFor(reached.actor, (snapshot) => snapshot.matches('ready'));
    expect(reached.api()).toMatchObject({ ratio: 1, toGo: 0 });
    const top = run(true, [{ ...VIP, nextRankName: undefined }]);
    await waitFor(top.actor, (snapshot) => snapshot.matches('ready'));
    expect(top.api()).toMatchObject({ nextRankName: null, ratio: 1, toGo: 0 });
  });

  it('says not available when the platform refuses VIP (switched off since the sign-in)', async () => {
    const { actor, api } = run(true, [{ kind: 'envelope', errorCode: 'function.not.available', messageKey: 'errors:functionNotAvailable' }]);
    await waitFor(actor, (snapshot) => snapshot.matches('unavailable'));
    expect(api().status).toBe('unavailable');
  });

  it('says a failed load and retries it', async () => {
    const { actor, api, calls } = run(true, [{ kind: 'http', messageKey: 'errors:networkAbnormal' }, VIP]);
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(api()).toMatchObject({ status: 'failed', failureKey: 'errors:networkAbnormal', levels: [] });
    api().retry();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls()).toBe(2);
  });
});

describe('the VIP page before the session is known', () => {
  it('waits (busy, no call) until ACCESS says whether the member has VIP', async () => {
    const { actor, api, calls } = run(null, [VIP]);
    expect(api().status).toBe('loading');
    expect(calls()).toBe(0);
    actor.send({ type: 'ACCESS', hasVip: true });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls()).toBe(1);
    const without = run(null, []);
    without.actor.send({ type: 'ACCESS', hasVip: false });
    expect(without.api().status).toBe('unavailable');
    expect(without.calls()).toBe(0);
  });
});
