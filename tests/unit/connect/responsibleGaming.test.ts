/**
 * connectResponsibleGaming without React, and the responsibleGaming chart's rules: a limit typed
 * wrong is refused at its field without a call; lowering or setting saves at once; raising or
 * removing asks first (it waits for the cool-down); self-exclusion's confirm needs the box ticked;
 * a save takes no second confirm; a refusal is shown and the state kept.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectResponsibleGaming } from '../../../machines/responsibleGaming.connect';
import { isRaise, parseLimit, PENDING_DUE_MARGIN_MS, responsibleGamingMachine, soonestPendingMs, type ChangeResult, type ResponsibleChange, type ResponsibleGamingContext } from '../../../machines/responsibleGaming.machine';
import { RG_COOL_OFF, RG_EXCLUDED, RG_LOWERED, RG_PENDING, RG_PENDING_SOON, RG_PLAIN } from '../../paths/models/account-samples';

const base: ResponsibleGamingContext = { state: RG_PLAIN, readAt: 0, failureKey: null, failureText: null, change: null, acknowledged: false, limitErrors: {}, notice: null, actionErrorKey: null, actionErrorText: null };
const at = (value: Parameters<typeof responsibleGamingMachine.resolveState>[0]['value'], context: Partial<ResponsibleGamingContext> = {}) =>
  responsibleGamingMachine.resolveState({ value, context: { ...base, ...context } });

function start(apply: (change: ResponsibleChange | null) => Promise<ChangeResult> = async () => ({ state: RG_LOWERED, change: 'applied' })) {
  const applyChange = vi.fn(apply);
  const actor = createActor(
    responsibleGamingMachine.provide({
      actors: {
        loadState: fromPromise(async () => RG_PLAIN),
        applyChange: fromPromise(({ input }: { input: ResponsibleChange | null }) => applyChange(input)),
      },
    }),
  ).start();
  const api = () => connectResponsibleGaming(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, api, applyChange };
}

describe('the limit rules', () => {
  it('reads an amount: empty removes, two decimals at most, more than zero', () => {
    expect(parseLimit('')).toEqual({ ok: true, amount: null });
    expect(parseLimit(' 250,5 ')).toEqual({ ok: true, amount: 250.5 });
    expect(parseLimit('10.555')).toEqual({ ok: false, key: 'account:limits.invalid' });
    expect(parseLimit('abc')).toEqual({ ok: false, key: 'account:limits.invalid' });
    expect(parseLimit('0')).toEqual({ ok: false, key: 'account:limits.positive' });
  });

  it('a raise is a higher limit or removing one; a first limit or a lower one is not', () => {
    expect(isRaise(undefined, 100)).toBe(false);
    expect(isRaise(500, 300)).toBe(false);
    expect(isRaise(500, 800)).toBe(true);
    expect(isRaise(500, null)).toBe(true);
  });
});

describe('connectResponsibleGaming', () => {
  it('shows loading, the failure with its retry, or the limits with used and remaining', () => {
    expect(connectResponsibleGaming(at('loading', { state: null }), vi.fn())).toMatchObject({ status: 'loading', limits: [] });
    expect(connectResponsibleGaming(at('failure', { state: null, failureKey: 'errors:networkAbnormal' }), vi.fn())).toMatchObject({ status: 'failed', failureKey: 'errors:networkAbnormal' });
    const ready = connectResponsibleGaming(at({ ready: 'idle' }), vi.fn());
    expect(ready.limits[0]).toMatchObject({ period: 'DAY', amount: 500, used: 200, remaining: 300, usedShare: 0.4, pending: null });
    expect(ready.limits[1]).toMatchObject({ period: 'WEEK', amount: null, remaining: null, usedShare: null });
  });

  it('shows a pending raise with the hours left, and a restriction', () => {
    expect(connectResponsibleGaming(at({ ready: 'idle' }, { state: RG_PENDING }), vi.fn()).limits[0]?.pending).toEqual({ amount: 800, effectiveAt: '2026-11-25T12:00:00.000Z', hoursLeft: 24 });
    expect(connectResponsibleGaming(at({ ready: 'idle' }, { state: RG_COOL_OFF }), vi.fn()).restriction).toEqual({ kind: 'coolOff', until: '2026-12-01T12:00:00.000Z' });
    expect(connectResponsibleGaming(at({ ready: 'idle' }, { state: RG_EXCLUDED }), vi.fn()).restriction).toEqual({ kind: 'selfExcluded' });
  });

  it('enables self-exclusion\'s confirm only once its box is ticked, and nothing while saving', () => {
    expect(connectResponsibleGaming(at({ ready: 'confirming' }, { change: { kind: 'exclude' } }), vi.fn()).mayConfirm).toBe(false);
    expect(connectResponsibleGaming(at({ ready: 'confirming' }, { change: { kind: 'exclude' }, acknowledged: true }), vi.fn()).mayConfirm).toBe(true);
    expect(connectResponsibleGaming(at({ ready: 'confirming' }, { change: { kind: 'coolOff', days: 7 } }), vi.fn()).mayConfirm).toBe(true);
    expect(connectResponsibleGaming(at({ ready: 'saving' }, { change: { kind: 'coolOff', days: 7 } }), vi.fn())).toMatchObject({ mayConfirm: false, saving: true, confirming: { kind: 'coolOff', days: 7 } });
  });

  it('sends its intents', () => {
    const send = vi.fn();
    const api = connectResponsibleGaming(at({ ready: 'idle' }), send);
    api.setLimit('WEEK', '900');
    api.askCoolOff(7);
    api.askExclude();
    api.acknowledge(true);
    api.confirm();
    api.cancel();
    api.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'SET_LIMIT', period: 'WEEK', amount: '900' },
      { type: 'ASK_COOL_OFF', days: 7 },
      { type: 'ASK_EXCLUDE' },
      { type: 'ACKNOWLEDGE', checked: true },
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
      { type: 'RETRY' },
    ]);
  });
});

describe('the responsibleGaming chart', () => {
  it('refuses a wrong amount at its field without a call', async () => {
    const { actor, api, applyChange } = start();
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    api().setLimit('DAY', '12.345');
    expect(api().limits[0]?.errorKey).toBe('account:limits.invalid');
    expect(applyChange).not.toHaveBeenCalled();
  });

  it('saves a lower limit at once and says it applies now', async () => {
    const { actor, api, applyChange } = start();
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    api().setLimit('DAY', '300');
    expect(applyChange).toHaveBeenCalledWith({ kind: 'limit', period: 'DAY', amount: 300 });
    await waitFor(actor, () => api().notice === 'applied');
    expect(api().limits[0]).toMatchObject({ amount: 300, remaining: 100 });
  });

  it('asks before a raise, which then waits for the cool-down; one save however often confirmed', async () => {
    let answer: (result: ChangeResult) => void = () => undefined;
    const { actor, api, applyChange } = start(() => new Promise((resolve) => (answer = resolve)));
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    api().setLimit('DAY', '800');
    expect(api().confirming).toEqual({ kind: 'limit', period: 'DAY', amount: 800 });
    expect(applyChange).not.toHaveBeenCalled();
    api().confirm();
    api().confirm();
    expect(applyChange).toHaveBeenCalledTimes(1);
    answer({ state: RG_PENDING, change: 'pending' });
    await waitFor(actor, () => api().notice === 'pending');
    expect(api().limits[0]?.pending?.amount).toBe(800);
    expect(api().confirming).toBeNull();
  });

  it('does not self-exclude until the box is ticked; cancel sends nothing', async () => {
    const { actor, api, applyChange } = start(async () => ({ state: RG_EXCLUDED }));
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    api().askExclude();
    api().confirm();
    expect(applyChange).not.toHaveBeenCalled();
    api().cancel();
    expect(api().confirming).toBeNull();
    api().askExclude();
    expect(api().acknowledged).toBe(false);
    api().acknowledge(true);
    api().confirm();
    expect(applyChange).toHaveBeenCalledWith({ kind: 'exclude' });
    await waitFor(actor, () => api().notice === 'excluded');
    expect(api().restriction).toEqual({ kind: 'selfExcluded' });
  });

  it('takes only the platform\'s cool-off lengths, and shows a refusal keeping the state', async () => {
    const { actor, api, applyChange } = start(async () => {
      throw { messageKey: 'errors:networkAbnormal' };
    });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    api().askCoolOff(3);
    expect(api().confirming).toBeNull();
    api().askCoolOff(7);
    api().confirm();
    expect(applyChange).toHaveBeenCalledWith({ kind: 'coolOff', days: 7 });
    await waitFor(actor, () => api().actionErrorKey !== null);
    expect(api()).toMatchObject({ actionErrorKey: 'errors:networkAbnormal', restriction: null, notice: null });
    expect(api().limits[0]?.amount).toBe(500);
  });
});

describe('a pending change falling due while the page is open', () => {
  afterEach(() => vi.useRealTimers());

  /** The page opened on a raise due in 30 s; read again, the platform answers its state then (a daily limit of 300). */
  function openOnPending(first = RG_PENDING_SOON) {
    vi.useFakeTimers();
    const loads = [first, RG_LOWERED];
    const loadState = vi.fn(async () => loads.shift() ?? RG_LOWERED);
    const actor = createActor(
      responsibleGamingMachine.provide({
        actors: { loadState: fromPromise(loadState), applyChange: fromPromise(async (): Promise<ChangeResult> => ({ state: RG_PENDING_SOON, change: 'pending' })) },
      }),
    ).start();
    const api = () => connectResponsibleGaming(actor.getSnapshot(), (event) => actor.send(event));
    return { actor, api, loadState };
  }

  it('reads the soonest pending change', () => {
    expect(soonestPendingMs(RG_PLAIN)).toBeNull();
    expect(soonestPendingMs(RG_PENDING)).toBe(24 * 3_600_000);
    expect(soonestPendingMs(RG_PENDING_SOON)).toBe(30_000);
  });

  it('reloads by itself once the change is due (not before), and shows the new limit', async () => {
    const { api, loadState } = openOnPending();
    await vi.advanceTimersByTimeAsync(0);
    expect(api().limits[0]?.pending?.amount).toBe(800);
    await vi.advanceTimersByTimeAsync(30_000 + PENDING_DUE_MARGIN_MS - 10);
    expect(loadState).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(loadState).toHaveBeenCalledTimes(2);
    expect(api().status).toBe('ready');
    expect(api().limits[0]).toMatchObject({ amount: 300, pending: null });
  });

  it('counts from when the state was read: a dialog opened and cancelled meanwhile does not put it off', async () => {
    const { api, loadState } = openOnPending();
    await vi.advanceTimersByTimeAsync(20_000);
    api().askCoolOff(7);
    api().cancel();
    await vi.advanceTimersByTimeAsync(10_000 + PENDING_DUE_MARGIN_MS);
    expect(loadState).toHaveBeenCalledTimes(2);
  });

  it('waits while the member is in a dialog, and never reloads without a pending change', async () => {
    const { api, loadState } = openOnPending();
    await vi.advanceTimersByTimeAsync(0);
    api().askExclude();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loadState).toHaveBeenCalledTimes(1);
    api().cancel();
    await vi.advanceTimersByTimeAsync(PENDING_DUE_MARGIN_MS);
    expect(loadState).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(7 * 24 * 3_600_000);
    expect(loadState).toHaveBeenCalledTimes(2);
  });
});
