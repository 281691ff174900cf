/**
 * connectResponsibleGaming without React, and the responsibleGaming chart's rules: a limit typed
 * wrong is refused at its field without a call; lowering or setting saves at once; raising or
 * removing asks first (it waits for the cool-down); self-exclusion's confirm needs the box ticked;
 * a save takes no second confirm; a refusal is shown and the state kept; a change made whose
 * answer carried no state reads it, and when that read fails says the change was saved, never
 * that it failed, and offers to read again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createPlatformApi } from '../api/platform-api';
import { fakeFetch, ok } from '../api/fakePlatform';

// The wiring's adapter, swapped for one over a fake platform in the wiring test below.
const wired = vi.hoisted(() => ({ api: null as ReturnType<typeof createPlatformApi> | null }));
vi.mock('../../../src/app/wiring/platform', async (importOriginal) =>
  (await import('../api/swapped-platform')).swappedPlatform(await importOriginal(), () => wired.api ?? undefined),
);
const { responsibleGamingLogic } = await import('../../../src/app/wiring/member/responsibleGaming');
import { connectResponsibleGaming } from '../../../machines/member/responsibleGaming.connect';
import { isRaise, parseLimit, PENDING_DUE_MARGIN_MS, responsibleGamingMachine, soonestPendingMs, type ChangeResult, type ResponsibleChange, type ResponsibleGamingContext } from '../../../machines/member/responsibleGaming.machine';
import type { ResponsibleGaming } from '../../../src/api';
import { RG_COOL_OFF, RG_EXCLUDED, RG_LOWERED, RG_PENDING, RG_PENDING_SOON, RG_PLAIN } from '../../paths/models/account-samples';

const base: ResponsibleGamingContext = { state: RG_PLAIN, readAt: 0, failureKey: null, failureText: null, change: null, changeSaid: null, acknowledged: false, limitErrors: {}, notice: null, actionErrorKey: null, actionErrorText: null };
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

describe('a change made whose answer carried no state', () => {
  /** The chart with loadState answering the given reads in turn (an Error: that read fails) and applyChange answering `result`. */
  function made(result: ChangeResult, reads: readonly (ResponsibleGaming | Error)[]) {
    const queue = [...reads];
    const loadState = vi.fn(async () => {
      const next = queue.shift();
      if (next === undefined || next instanceof Error) throw next ?? new Error('no more reads');
      return next;
    });
    const applyChange = vi.fn(async (): Promise<ChangeResult> => result);
    const actor = createActor(responsibleGamingMachine.provide({ actors: { loadState: fromPromise(loadState), applyChange: fromPromise(applyChange) } })).start();
    const api = () => connectResponsibleGaming(actor.getSnapshot(), (event) => actor.send(event));
    return { actor, api, loadState, applyChange };
  }
  const readFailed = Object.assign(new Error('read failed'), { messageKey: 'errors:networkAbnormal' });

  it('reads the settings after it and says what was done, a limit applied or pending from the state read', async () => {
    const lowered = made({ state: null, change: null }, [RG_PLAIN, RG_LOWERED]);
    await waitFor(lowered.actor, (snapshot) => snapshot.hasTag('ready'));
    lowered.api().setLimit('DAY', '300');
    await waitFor(lowered.actor, () => lowered.api().notice !== null);
    expect(lowered.api()).toMatchObject({ notice: 'applied', savedUnread: false, actionErrorKey: null });
    expect(lowered.api().limits[0]).toMatchObject({ amount: 300 });
    expect(lowered.loadState).toHaveBeenCalledTimes(2);

    const raised = made({ state: null, change: null }, [RG_PLAIN, RG_PENDING]);
    await waitFor(raised.actor, (snapshot) => snapshot.hasTag('ready'));
    raised.api().setLimit('DAY', '800');
    raised.api().confirm();
    await waitFor(raised.actor, () => raised.api().notice !== null);
    expect(raised.api()).toMatchObject({ notice: 'pending', confirming: null });
    expect(raised.api().limits[0]?.pending?.amount).toBe(800);
  });

  it('a self-exclusion made shows the member excluded after the read, never free', async () => {
    const { actor, api } = made({ state: null }, [RG_PLAIN, RG_EXCLUDED]);
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    api().askExclude();
    api().acknowledge(true);
    api().confirm();
    await waitFor(actor, () => api().notice !== null);
    expect(api()).toMatchObject({ notice: 'excluded', restriction: { kind: 'selfExcluded' } });
  });

  it('when the read after it fails: saved, never an error; no other change; RELOAD reads again and then says what was done', async () => {
    const { actor, api, applyChange, loadState } = made({ state: null }, [RG_PLAIN, readFailed, RG_COOL_OFF]);
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    api().askCoolOff(7);
    api().confirm();
    await waitFor(actor, () => api().savedUnread);
    expect(api()).toMatchObject({ status: 'ready', notice: 'savedUnread', actionErrorKey: null, actionErrorText: null, confirming: null, saving: false });
    // the settings on show are the old ones: no change is taken until they are read
    api().askCoolOff(1);
    api().setLimit('DAY', '100');
    api().askExclude();
    expect(applyChange).toHaveBeenCalledTimes(1);
    expect(api().savedUnread).toBe(true);
    api().reload();
    await waitFor(actor, () => api().notice === 'coolOff');
    expect(api()).toMatchObject({ savedUnread: false, restriction: { kind: 'coolOff' }, actionErrorKey: null });
    expect(loadState).toHaveBeenCalledTimes(3);
    expect(applyChange).toHaveBeenCalledTimes(1);
  });

  it('a read failing again still says saved, with the reload offered', async () => {
    const { actor, api } = made({ state: null, change: 'applied' }, [RG_PLAIN, readFailed, readFailed, RG_LOWERED]);
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    api().setLimit('DAY', '300');
    await waitFor(actor, () => api().savedUnread);
    api().reload();
    expect(api()).toMatchObject({ reloading: true, savedUnread: true, notice: 'savedUnread', confirming: null });
    await waitFor(actor, () => !api().reloading);
    expect(api()).toMatchObject({ notice: 'savedUnread', actionErrorKey: null });
    api().reload();
    await waitFor(actor, () => api().notice === 'applied');
    expect(api().limits[0]).toMatchObject({ amount: 300 });
  });

  it('wired to the adapter: a cool-off answered null whose read after it fails says saved, not an error; the reload reads it', async () => {
    const STATE_PATH = '/wps/member/responsibleGaming';
    const wire = { limits: [{ period: 'DAY', amount: 500, used: 200, resetsAt: '2026-11-25T00:00:00Z' }], selfExcluded: false, coolOffDays: [1, 7, 30], coolDownHours: 24 };
    let readsFail = false;
    let coolingOff = false;
    const platform = fakeFetch((request) => {
      if (request.method === 'POST') {
        coolingOff = true;
        return ok(null);
      }
      if (request.path === STATE_PATH && readsFail) return new Response('unavailable', { status: 503 });
      return ok(coolingOff ? { ...wire, coolOffUntil: '2026-12-09T10:00:00Z' } : wire);
    });
    wired.api = createPlatformApi({ merchantCode: 'RP01', getToken: () => 'tok', getLanguage: () => 'es', getDeviceId: () => 'device-42', onSessionExpired: vi.fn(), fetch: platform.fetch, sleep: async () => {} });
    const actor = createActor(responsibleGamingLogic).start();
    const api = () => connectResponsibleGaming(actor.getSnapshot(), (event) => actor.send(event));
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    readsFail = true;
    api().askCoolOff(7);
    api().confirm();
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && !snapshot.hasTag('confirming'));
    expect(api()).toMatchObject({ notice: 'savedUnread', savedUnread: true, actionErrorKey: null });
    expect(platform.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    readsFail = false;
    api().reload();
    await waitFor(actor, () => api().notice === 'coolOff');
    expect(api()).toMatchObject({ savedUnread: false, restriction: { kind: 'coolOff', until: '2026-12-09T10:00:00Z' } });
    expect(platform.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    actor.stop();
    wired.api = null;
  });

  it('the page tells it: saved, and the reload', () => {
    const send = vi.fn();
    const view = connectResponsibleGaming(at({ ready: 'savedUnread' }, { notice: 'savedUnread', change: { kind: 'exclude' } }), send);
    expect(view).toMatchObject({ status: 'ready', savedUnread: true, notice: 'savedUnread', confirming: null, saving: false });
    view.reload();
    expect(send).toHaveBeenCalledWith({ type: 'RELOAD' });
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
