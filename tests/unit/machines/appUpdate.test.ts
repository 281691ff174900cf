/** The new-version chart with a fake worker and a fake clock: what the player is offered, and what the worker is told. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { ACTIVATION_TIMEOUT_MS, appUpdateMachine, CHECK_INTERVAL_MS, REOFFER_DELAY_MS, type WorkerCommand, type WorkerReport } from '../../../machines/app/appUpdate.machine';
import { connectAppUpdate } from '../../../machines/app/appUpdate.connect';

function start(first: WorkerReport['type'] = 'REGISTERED') {
  const commands: WorkerCommand['type'][] = [];
  let report: (event: WorkerReport) => void = () => undefined;
  const worker = fromCallback<WorkerCommand>(({ sendBack, receive }) => {
    report = sendBack;
    receive((command) => commands.push(command.type));
    sendBack({ type: first });
  });
  const actor = createActor(appUpdateMachine.provide({ actors: { worker } })).start();
  const view = () => connectAppUpdate(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, commands, view, report: (type: WorkerReport['type']) => report({ type }) };
}

describe('appUpdate', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('offers nothing while the running version is the newest, and asks the worker every hour', () => {
    const { view, commands } = start();
    expect(view().offer).toBe('none');
    vi.advanceTimersByTime(CHECK_INTERVAL_MS - 1);
    expect(commands).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(commands).toEqual(['CHECK']);
    vi.advanceTimersByTime(CHECK_INTERVAL_MS);
    expect(commands).toEqual(['CHECK', 'CHECK']);
  });

  it('offers a new version and never activates it until the player asks', () => {
    const { view, commands, report } = start();
    report('NEW_VERSION');
    expect(view().offer).toBe('ready');
    // however long the player takes (a half-filled deposit form, say), nothing reloads by itself
    vi.advanceTimersByTime(CHECK_INTERVAL_MS * 5);
    expect(view().offer).toBe('ready');
    expect(commands).toEqual([]);
    view().reload();
    expect(view().offer).toBe('activating');
    expect(commands).toEqual(['ACTIVATE']);
  });

  it('a postponed version is offered again later, and a newer one at once', () => {
    const { view, report } = start();
    report('NEW_VERSION');
    view().later();
    expect(view().offer).toBe('none');
    vi.advanceTimersByTime(REOFFER_DELAY_MS);
    expect(view().offer).toBe('ready');
    view().later();
    report('NEW_VERSION');
    expect(view().offer).toBe('ready');
  });

  it('reloads the page itself when the new version does not take over in time: the player asked for it', () => {
    const { view, commands, report } = start();
    report('NEW_VERSION');
    view().reload();
    vi.advanceTimersByTime(ACTIVATION_TIMEOUT_MS - 1);
    expect(commands).toEqual(['ACTIVATE']);
    vi.advanceTimersByTime(1);
    expect(commands).toEqual(['ACTIVATE', 'RELOAD_PAGE']);
    // still "updating" until the page goes; the worker's late word changes nothing
    expect(view().offer).toBe('activating');
    report('NEW_VERSION');
    expect(view().offer).toBe('activating');
    expect(commands).toEqual(['ACTIVATE', 'RELOAD_PAGE']);
  });

  it('reloads the page as soon as the new version it asked for has taken over', () => {
    const { view, commands, report } = start();
    report('NEW_VERSION');
    view().reload();
    report('TOOK_OVER');
    expect(commands).toEqual(['ACTIVATE', 'RELOAD_PAGE']);
    expect(view().offer).toBe('activating');
    // the timeout of the takeover has nothing left to do
    vi.advanceTimersByTime(ACTIVATION_TIMEOUT_MS);
    expect(commands).toEqual(['ACTIVATE', 'RELOAD_PAGE']);
  });

  it('updated in another tab: never reloads this one by itself, says so, and reloads when the player asks', () => {
    for (const before of ['none', 'ready'] as const) {
      const { view, commands, report } = start();
      if (before === 'ready') report('NEW_VERSION');
      report('TOOK_OVER');
      expect(view().offer).toBe('replaced');
      vi.advanceTimersByTime(CHECK_INTERVAL_MS * 3);
      expect(commands).toEqual([]);
      view().later();
      expect(view().offer).toBe('none');
      vi.advanceTimersByTime(REOFFER_DELAY_MS);
      expect(view().offer).toBe('replaced');
      view().reload();
      // nothing waits any more: straight to the reload
      expect(commands).toEqual(['RELOAD_PAGE']);
      expect(view().offer).toBe('activating');
    }
  });

  it('a newer version deployed after another tab updated is offered as any new version is', () => {
    const { view, commands, report } = start();
    report('TOOK_OVER');
    report('NEW_VERSION');
    expect(view().offer).toBe('ready');
    view().reload();
    expect(commands).toEqual(['ACTIVATE']);
  });

  it('a version waiting since before this page loaded is offered as soon as the worker says so', () => {
    const { view } = start('NEW_VERSION');
    expect(view().offer).toBe('ready');
  });

  it('without a service worker, offers nothing and checks nothing', () => {
    const { view, commands, actor } = start('UNAVAILABLE');
    vi.advanceTimersByTime(CHECK_INTERVAL_MS * 2);
    expect(view().offer).toBe('none');
    expect(commands).toEqual([]);
    expect(actor.getSnapshot().value).toBe('unavailable');
  });
});
