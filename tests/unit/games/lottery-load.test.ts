// @vitest-environment jsdom
/**
 * The lottery screen's load (src/app/wiring/games/lottery.ts) with its real wiring against the
 * in-process embedded platform: a screen closed while the vendors load asks for no menu. CI once
 * saw a screen mounted twice ask for its menu twice, and the closed one's answer took the failure
 * a path test had arranged for the open one.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createPlatform, type Platform } from '../../../schema/platform';
import { createInProcessHarness } from '../api/in-process';
import type { PlatformApi } from '../api/platform-api';

const adapter = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../../src/app/wiring/platform', async (importOriginal) =>
  (await import('../api/swapped-platform')).swappedPlatform(await importOriginal(), () => adapter.current as PlatformApi | undefined),
);

// the worker's files share their modules (vitest.config.ts isolate: false): a wiring another file
// imported first would still call that file's adapter, so it is imported afresh
vi.resetModules();
// and the next file imports them afresh for its own adapter
afterAll(() => vi.resetModules());
const { lotteryLogic } = await import('../../../src/app/wiring/games/lottery');

let platform: Platform;
beforeAll(async () => {
  platform = createPlatform();
  await platform.keys;
});

describe('the lottery screen load', () => {
  it('asks for no menu once the screen is closed, while the one open in its place gets its own', async () => {
    const harness = createInProcessHarness(platform, 'lottery-closed-while-loading');
    await harness.signIn('member01');
    sessionStorage.setItem('token', harness.token ?? '');
    adapter.current = harness.api;

    // opened, then closed before the vendors (the prize mode) have answered
    const closed = createActor(lotteryLogic, { input: { route: 'vnLottery', gameCode: null } }).start();
    closed.stop();
    // the screen opened again in its place loads to the end
    const open = createActor(lotteryLogic, { input: { route: 'vnLottery', gameCode: null } }).start();
    await waitFor(open, (snapshot) => snapshot.matches('ready'));

    expect(harness.calls('lotteryGameMenu')).toBe(1);
    expect(harness.calls('lotteryLobbyLaunch')).toBe(1);
    adapter.current = undefined;
    sessionStorage.clear();
  });
});
