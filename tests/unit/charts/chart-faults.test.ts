// @vitest-environment jsdom
/**
 * The chart-level fault matrix: every platform call a chart makes through its wiring × every
 * fault kind (tests/unit/api/fault-kinds.ts), against the in-process embedded platform. The chart
 * runs with its REAL wiring (src/app/wiring/<chart>.ts) — only the adapter instance underneath is
 * the harness's — and must end in a state whose connect API shows the SPEC.md §8 message for the
 * fault, offer a retry where the call is idempotent (a GET), recover when the retry succeeds, and
 * raise no uncaught error (Vitest fails the run on one).
 *
 * Completeness: every adapter call written in src/app/wiring (`api.<area>.<function>(`) needs a
 * case below; one without a case fails by name, so a call is covered the day it is wired.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { createPlatform, type Platform } from '../../../schema/platform';
import type { PlatformApi } from '../../../src/api';
import { ROUTES, type RouteId } from '../../../src/api/routes';
import { arrangeFault, attemptsFor, FAULT_EXPECTATIONS, FAULT_KINDS, faultApi, type FaultKind } from '../api/fault-kinds';
import { createInProcessHarness, type InProcessHarness, type SeededAccount } from '../api/in-process';

/** The adapter the wiring modules call: swapped per case for the harness's, with the fault's timeout. */
const adapter = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../../src/app/wiring/platform', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/app/wiring/platform')>();
  return {
    ...real,
    get api() {
      return adapter.current ?? real.api;
    },
  };
});

/** What a chart shows after one of its calls failed, read through its connect function. */
interface Shown {
  readonly failureKey: string | null;
  /** The retry intent the view offers, when it offers one. */
  readonly retry: (() => void) | null;
}

interface ChartCallCase {
  /** The adapter function the wiring calls (`area.function`), for the completeness check. */
  readonly call: string;
  readonly route: RouteId;
  readonly as?: SeededAccount;
  /** Starts the chart with its real wiring until the call is made. */
  start(): AnyActorRef;
  /** The chart after the call failed (it waits on this). */
  failed(actor: AnyActorRef): boolean;
  shown(actor: AnyActorRef): Shown;
  /** The chart after a successful retry. */
  recovered(actor: AnyActorRef): boolean;
  /**
   * By design the user sees no message for this call's failure (the chart says why), so the case
   * checks the state the failure leads to instead of a message and a retry.
   */
  readonly quiet?: string;
}

const { systemLogic } = await import('../../../src/app/wiring/system');
const { connectSystem } = await import('../../../machines/system.connect');
const { balanceLogic } = await import('../../../src/app/wiring/balance');
const { connectBalance } = await import('../../../machines/balance.connect');

const { sessionLogic } = await import('../../../src/app/wiring/session');

const noSend = () => undefined;

export const chartCallCases: Readonly<Record<string, ChartCallCase>> = {
  'system.loadStatus': {
    call: 'system.getStatus',
    route: 'systemStatus',
    start: () => createActor(systemLogic).start(),
    failed: (actor) => actor.getSnapshot().hasTag('failed'),
    shown: (actor) => {
      const api = connectSystem(actor.getSnapshot(), (event) => actor.send(event));
      return { failureKey: api.page === 'networkFailure' ? api.failureKey : null, retry: api.retry };
    },
    recovered: (actor) => connectSystem(actor.getSnapshot(), noSend).page === 'normal',
  },
  'balance.loadBalance': {
    call: 'wallet.getBalance',
    route: 'balance',
    as: 'member01',
    start: () => createActor(balanceLogic).start(),
    failed: (actor) => actor.getSnapshot().hasTag('failed'),
    shown: (actor) => {
      const api = connectBalance(actor.getSnapshot(), (event) => actor.send(event));
      return { failureKey: api.failureKey, retry: api.refresh };
    },
    recovered: (actor) => connectBalance(actor.getSnapshot(), noSend).status === 'ready',
  },
  'session.restoreSession': {
    call: 'member.getInfo',
    route: 'memberInfo',
    as: 'member01',
    quiet: 'a stored token whose member info cannot be read leaves a quiet visitor (SPEC.md §4): nothing was on screen to lose',
    start: () => createActor(sessionLogic).start(),
    failed: (actor) => actor.getSnapshot().matches('visitor'),
    shown: () => ({ failureKey: null, retry: null }),
    recovered: () => true,
  },
  'session.logout': {
    call: 'session.logout',
    route: 'logout',
    as: 'member01',
    quiet: 'the session ends on this device even when the platform could not be told (SPEC.md §4)',
    start: () => {
      const actor = createActor(sessionLogic).start();
      void waitFor(actor, (snapshot) => snapshot.matches('member')).then(() => {
        actor.send({ type: 'LOGOUT' });
        actor.send({ type: 'CONFIRM' });
      });
      return actor;
    },
    failed: (actor) => actor.getSnapshot().matches('visitor') && sessionStorage.getItem('token') === null,
    shown: () => ({ failureKey: null, retry: null }),
    recovered: () => true,
  },
};

let platform: Platform;

beforeAll(async () => {
  platform = createPlatform();
  await platform.keys;
});

afterEach(() => {
  adapter.current = undefined;
  sessionStorage.clear();
});

describe('every adapter call the wiring makes has a chart-level fault case', () => {
  it('lists none without a case', () => {
    const wiringDir = join(__dirname, '../../../src/app/wiring');
    const called = new Set<string>();
    for (const file of readdirSync(wiringDir).filter((name) => name.endsWith('.ts'))) {
      for (const match of readFileSync(join(wiringDir, file), 'utf8').matchAll(/\bapi\.(\w+)\.(\w+)\(/g)) called.add(`${match[1]}.${match[2]}`);
    }
    const covered = new Set(Object.values(chartCallCases).map((entry) => entry.call));
    expect([...called].filter((call) => !covered.has(call)).sort(), 'adapter calls in src/app/wiring without a case in chart-faults.test.ts').toEqual([]);
  });
});

describe.each(Object.entries(chartCallCases))('%s', (_name, chartCase) => {
  let harness: InProcessHarness;

  beforeAll(async () => {
    harness = createInProcessHarness(platform, `chart-faults-${_name}`);
    if (chartCase.as) await harness.signIn(chartCase.as);
  });

  it.each(FAULT_KINDS)('%s', async (kind: FaultKind) => {
    const expected = FAULT_EXPECTATIONS[kind];
    if (harness.token) sessionStorage.setItem('token', harness.token);
    adapter.current = faultApi(harness, kind) satisfies PlatformApi;
    await arrangeFault(harness, chartCase.route, kind, attemptsFor(chartCase.route, kind));

    const actor = chartCase.start();
    await waitFor(actor, () => chartCase.failed(actor), { timeout: 5_000 });
    const shown = chartCase.shown(actor);
    if (chartCase.quiet) {
      expect(shown.failureKey, chartCase.quiet).toBeNull();
      actor.stop();
      return;
    }
    expect(shown.failureKey, `${expected.arranged}: the message shown`).toBe(expected.messageKey);

    if (ROUTES[chartCase.route].method === 'GET') {
      expect(shown.retry, 'an idempotent call offers a retry').not.toBeNull();
      shown.retry?.();
      await waitFor(actor, () => chartCase.recovered(actor), { timeout: 5_000 });
    }
    actor.stop();
  });
});
