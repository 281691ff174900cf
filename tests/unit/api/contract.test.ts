/**
 * Contract tests: every route of the route table (src/api/routes.ts), called through its adapter
 * function against the in-process embedded platform, with a real session where the route needs
 * one and realistic arguments (contract-cases.ts). Each case requires the answer to parse AND
 * carry the expected data; mutating calls are checked by their effect. A route without a case
 * fails by name here (and is a compile error in contract-cases.ts); each case must really reach
 * its route (the harness counts fetches by RouteId).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../../schema/platform';
import { ROUTE_IDS, type RouteId } from '../../../src/api/routes';
import { PlatformError } from '../../../src/api';
import { contractCases, routesWithoutCase, type ContractCase } from './contract-cases';
import { createInProcessHarness } from './in-process';

let scenarioCounter = 0;
const freshScenario = (routeId: string) => `contract-${routeId}-${(scenarioCounter += 1)}`;

describe('adapter ↔ embedded platform contract, every route', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = createPlatform();
    await platform.keys;
  });

  it('has a contract case for every route of the route table', () => {
    expect(routesWithoutCase(contractCases), 'routes without a contract case').toEqual([]);
  });

  it.each(ROUTE_IDS)('%s', async (routeId) => {
    const contractCase = (contractCases as Partial<Record<RouteId, ContractCase>>)[routeId];
    if (!contractCase) throw new Error(`route "${routeId}" has no contract case in tests/unit/api/contract-cases.ts`);
    const harness = createInProcessHarness(platform, freshScenario(routeId));
    if (contractCase.as) await harness.signIn(contractCase.as);
    const prepared = contractCase.setup ? await contractCase.setup(harness) : undefined;
    const before = harness.calls(routeId);

    let result: unknown;
    try {
      result = await contractCase.call(harness.api, harness, prepared);
    } catch (error) {
      if (error instanceof PlatformError) {
        const cause = error.cause instanceof Error ? `\n${error.cause.message}` : '';
        throw new Error(`${routeId}: ${error.kind} ${error.messageKey} (${error.message})${cause}`, { cause: error });
      }
      throw error;
    }
    expect(harness.calls(routeId) - before, `the case must call ${routeId}`).toBeGreaterThanOrEqual(1);
    await contractCase.check(result, harness, prepared);
    expect(harness.expired, 'no session expiry').toEqual([]);
  });
});
