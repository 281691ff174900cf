/**
 * Responsible gaming on the embedded platform (schema/domain/responsible.ts): lowering or setting a
 * deposit limit applies at once, raising or removing it only after 24 h of scenario time; a
 * deposit over any period's limit is refused with what is left; cool-off and self-exclusion
 * refuse deposits and game launches; the control endpoint reads and lifts it all. And the
 * feedback call's rules (word bounds, images).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { periodBounds } from '../../../schema/domain/responsible';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor, type TestPlatform } from './support';

let env: TestPlatform;
beforeAll(() => {
  env = createTestPlatform();
});

type Answer = { success: boolean; errorCode: string | null; value: Record<string, unknown> };

async function member(scenario: string) {
  const token = await tokenFor(env.platform, 'member01', 'Member2024', { scenario });
  const call = async (route: Parameters<typeof callRoute>[1], body?: Record<string, unknown>) => (await callRoute(env.platform, route, { scenario, token, ...(body ? { body } : {}) })).body as Answer;
  const get = async (route: Parameters<typeof callRoute>[1], query: Record<string, string>) => (await callRoute(env.platform, route, { scenario, token, query })).body as Answer;
  return {
    setLimit: (period: string, amount: number | null) => call('setDepositLimit', { period, amount }),
    deposit: (amount: number) => call('depositByBankTransfer', { channelId: 'bank-bbva', amount }),
    launch: () => get('launchGame', { nodeId: '10002', gameType: 'RNG', vassalage: 'PG' }),
    state: () => call('responsibleGaming'),
    call,
  };
}

const HOUR = 3600;

describe('deposit limits', () => {
  it('applies a new or lower limit at once and refuses a deposit over it with what is left', async () => {
    const scenario = freshScenario('rg-lower');
    const m = await member(scenario);
    expect((await m.setLimit('DAY', 1000)).value).toMatchObject({ change: 'applied' });
    expect((await m.setLimit('DAY', 600)).value).toMatchObject({ change: 'applied' });
    expect((await m.deposit(400)).success).toBe(true);
    const refused = await m.deposit(300);
    expect(refused).toMatchObject({ success: false, errorCode: 'deposit.limit.exceeded', value: { period: 'DAY', limit: 600, used: 400, remaining: 200 } });
    expect((await m.deposit(200)).success).toBe(true);
    const limits = (await m.state()).value.limits as { period: string; amount: number; used: number; remaining: number }[];
    expect(limits[0]).toMatchObject({ period: 'DAY', amount: 600, used: 600, remaining: 0 });
  });

  it('keeps a raised limit pending for 24 h of platform time, then applies it', async () => {
    const scenario = freshScenario('rg-raise');
    const control = controlFor(env.platform, scenario);
    const m = await member(scenario);
    await m.setLimit('WEEK', 500);
    const raised = await m.setLimit('WEEK', 2000);
    expect(raised.value).toMatchObject({ change: 'pending', state: { limits: [{}, { period: 'WEEK', amount: 500, pending: { amount: 2000, remainingMs: 24 * HOUR * 1000 } }, {}] } });
    expect((await m.deposit(600)).errorCode).toBe('deposit.limit.exceeded');
    await control.advanceClock(24 * HOUR - 60);
    expect((await control.responsibleGaming('member01')).limits[1]).toMatchObject({ amount: 500, pending: { amount: 2000 } });
    await control.advanceClock(60);
    expect((await control.responsibleGaming('member01')).limits[1]).toMatchObject({ amount: 2000, pending: null });
  });

  it('removes a limit only after the cool-down; a lower value meanwhile applies at once and drops the pending one', async () => {
    const scenario = freshScenario('rg-remove');
    const control = controlFor(env.platform, scenario);
    const m = await member(scenario);
    await m.setLimit('MONTH', 3000);
    expect((await m.setLimit('MONTH', null)).value).toMatchObject({ change: 'pending', state: { limits: [{}, {}, { amount: 3000, pending: { amount: null } }] } });
    expect((await m.setLimit('MONTH', 2500)).value).toMatchObject({ change: 'applied', state: { limits: [{}, {}, { amount: 2500, pending: null }] } });
    await m.setLimit('MONTH', null);
    await control.advanceClock(24 * HOUR);
    expect((await control.responsibleGaming('member01')).limits[2]).toMatchObject({ amount: null, remaining: null, pending: null });
  });

  it('refuses an amount with more than two decimals', async () => {
    const m = await member(freshScenario('rg-decimals'));
    expect((await m.setLimit('DAY', 10.555)).errorCode).toBe('request.param.invalid');
  });

  it('counts periods in UTC, weeks from Monday', () => {
    const wednesday = Date.UTC(2026, 10, 25, 15);
    expect(periodBounds('DAY', wednesday).map((time) => new Date(time).toISOString())).toEqual(['2026-11-25T00:00:00.000Z', '2026-11-26T00:00:00.000Z']);
    expect(periodBounds('WEEK', wednesday).map((time) => new Date(time).toISOString())).toEqual(['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    expect(periodBounds('MONTH', wednesday).map((time) => new Date(time).toISOString())).toEqual(['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z']);
  });
});

describe('cool-off and self-exclusion', () => {
  it('a cool-off refuses deposits and launches until it ends, and is never shortened', async () => {
    const scenario = freshScenario('rg-cooloff');
    const control = controlFor(env.platform, scenario);
    const m = await member(scenario);
    expect((await m.call('startCoolOff', { days: 3 })).errorCode).toBe('request.param.invalid');
    await m.call('startCoolOff', { days: 7 });
    const shorter = await m.call('startCoolOff', { days: 1 });
    expect(Date.parse(String(shorter.value.coolOffUntil)) - Date.parse(String(shorter.value.serverTime))).toBe(7 * 24 * HOUR * 1000);
    expect((await m.deposit(100)).errorCode).toBe('responsible.cool.off');
    expect((await m.launch()).errorCode).toBe('responsible.cool.off');
    await control.advanceClock(7 * 24 * HOUR);
    expect((await m.launch()).success).toBe(true);
    expect((await m.deposit(100)).success).toBe(true);
  });

  it('self-exclusion needs the explicit confirmation, then refuses deposits and launches until QA lifts it', async () => {
    const scenario = freshScenario('rg-exclude');
    const control = controlFor(env.platform, scenario);
    const m = await member(scenario);
    expect((await m.call('selfExclude', {})).errorCode).toBe('request.param.invalid');
    expect((await m.call('selfExclude', { confirm: true })).value).toMatchObject({ selfExcluded: true });
    expect((await m.deposit(100)).errorCode).toBe('responsible.self.excluded');
    expect((await m.launch()).errorCode).toBe('responsible.self.excluded');
    await control.advanceClock(365 * 24 * HOUR);
    expect((await m.launch()).errorCode).toBe('responsible.self.excluded');
    expect(await control.liftResponsibleGaming('member01')).toMatchObject({ selfExcluded: false });
    expect((await m.launch()).success).toBe(true);
  });
});

describe('feedback', () => {
  const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 1).toString('base64')}`;
  const send = (scenario: string, body: Record<string, unknown>) => callRoute(env.platform, 'feedback', { scenario, body }).then((answer) => answer.body as Answer);

  it('takes content within the word bounds and up to 3 png/jpg images of at most 5 MB', async () => {
    const scenario = freshScenario('feedback-rules');
    expect((await send(scenario, { content: 'muy poco texto aquí' })).errorCode).toBe('feedback.invalid');
    expect((await send(scenario, { content: Array.from({ length: 301 }, () => 'palabra').join(' ') })).errorCode).toBe('feedback.invalid');
    const content = 'El retiro tardó demasiado ayer.';
    expect((await send(scenario, { content, images: [png(10), png(10), png(10), png(10)] })).errorCode).toBe('feedback.image.invalid');
    expect((await send(scenario, { content, images: ['data:image/gif;base64,AAAA'] })).errorCode).toBe('feedback.image.invalid');
    expect((await send(scenario, { content, images: [png(5 * 1024 * 1024 + 1)] })).errorCode).toBe('feedback.image.invalid');
    expect((await send(scenario, { content, images: [png(5 * 1024 * 1024), png(10)] })).success).toBe(true);
    expect(env.platform.scenarios.get(scenario).feedback.map((record) => [record.content, record.images.length])).toEqual([[content, 2]]);
  });
});
