/**
 * The adapter-level fault matrix: every route of the route table × every fault kind
 * (fault-kinds.ts), generated, so a route is covered the day it is added. Each call is the
 * route's contract call (contract-cases.ts) on the in-process platform with the fault arranged
 * for every attempt; the adapter must reject with a PlatformError carrying the SPEC.md §8 message
 * for the fault, retry only an idempotent GET (per the adapter's retry policy and backoff) and
 * never a POST/PUT/DELETE nor a command the platform takes as a GET (`command` in the case), and
 * never resolve with an unparsed value. An uncaught error anywhere
 * fails the run (Vitest reports unhandled rejections).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../../schema/platform';
import { ROUTE_IDS, ROUTES, type RouteId } from '../../../src/api/routes';
import { PlatformError } from '../../../src/api';
import { contractCases } from './contract-cases';
import { arrangeFault, attemptsFor, backoffFor, FAULT_EXPECTATIONS, FAULT_KINDS, faultApi, pendingOffline } from './fault-kinds';
import { createInProcessHarness, type InProcessHarness } from './in-process';

let platform: Platform;

beforeAll(async () => {
  platform = createPlatform();
  await platform.keys;
});

describe.each(ROUTE_IDS)('%s', (routeId: RouteId) => {
  const contractCase = (contractCases as Partial<typeof contractCases>)[routeId];
  if (!contractCase) {
    it('has a contract case to call under faults', () => {
      throw new Error(`route "${routeId}" has no contract case in tests/unit/api/contract-cases.ts`);
    });
    return;
  }
  let harness: InProcessHarness;
  let prepared: unknown;

  beforeAll(async () => {
    harness = createInProcessHarness(platform, `faults-${routeId}`);
    if (contractCase.as) await harness.signIn(contractCase.as);
    prepared = contractCase.setup ? await contractCase.setup(harness) : undefined;
  });

  it.each(FAULT_KINDS)(`%s (${ROUTES[routeId].method})`, async (kind) => {
    const expected = FAULT_EXPECTATIONS[kind];
    // a command the platform takes as a GET (the dividend and daily-salary contract answers) is sent once
    const attempts = contractCase.command ? 1 : attemptsFor(routeId, kind);
    await arrangeFault(harness, routeId, kind, attempts);
    const callsBefore = harness.calls(routeId);
    const sleepsBefore = harness.sleeps.length;

    const outcome = await contractCase.call(faultApi(harness, kind), harness, prepared).then(
      (value: unknown) => ({ resolved: value }),
      (error: unknown) => ({ rejected: error }),
    );

    expect(outcome, `${expected.arranged}: the call must fail, not resolve`).not.toHaveProperty('resolved');
    const error = (outcome as { rejected: unknown }).rejected;
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ route: routeId, kind: expected.errorKind, messageKey: expected.messageKey });
    expect(harness.calls(routeId) - callsBefore, ROUTES[routeId].method === 'GET' && !contractCase.command ? 'a GET retries per policy' : 'never retried').toBe(attempts);
    expect(harness.sleeps.slice(sleepsBefore), 'backoff between attempts').toEqual(contractCase.command ? [] : backoffFor(routeId, kind));
    expect((await harness.control.settings()).failures, 'every arranged fault was met').toEqual([]);
    expect(pendingOffline(harness)).toBe(0);
    expect(harness.expired, 'no fault reads as a lost session').toEqual([]);
  });
});
