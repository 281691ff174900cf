/**
 * Contract tests: every route of the route table (src/api/routes.ts), called through its adapter
 * function against the in-process embedded platform, with a real session where the route needs
 * one and realistic arguments (contract-cases.ts). Each case requires the answer to parse AND
 * carry the expected data; mutating calls are checked by their effect. A route without a case
 * fails by name here (and is a compile error in contract-cases.ts); each case must really reach
 * its route (the harness counts fetches by RouteId).
 *
 * Both answer profiles of the embedded platform: rich (our handlers' answers, fields
 * of ours included) and strict (only what API.md names, in its plainest form: schema/strict). One
 * platform serves both; each case runs in a fresh scenario of its profile.
 *
 * Then the route fields (route-fields.ts): every field of each route's rich answer has a mark
 * (named / chosen / derived), and a field API.md does not require, left out or sent as null,
 * still parses with the schema the adapter read it with. A failure names the route and the field.
 * ROUTE_FIELDS_FAILURES=<file> writes the failing routes and fields there (a note for the team).
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../../schema/platform';
import type { AnswerProfile } from '../../../schema/state/scenario';
import { ROUTE_IDS, type RouteId } from '../../../src/api/routes';
import { PlatformError } from '../../../src/api';
import { contractCases, routesWithoutCase, type ContractCase } from './contract-cases';
import { createInProcessHarness, type SeenAnswer } from './in-process';
import { routeFieldProblems } from './route-fields-check';
import { ROUTE_FIELDS } from './route-fields';
import { fieldOfProblem, OPEN_FIELD_PROBLEMS } from './route-fields-open';

const PROFILES: readonly AnswerProfile[] = ['rich', 'strict'];

let scenarioCounter = 0;
const freshScenario = (profile: AnswerProfile, routeId: string) => `contract-${profile}-${routeId}-${(scenarioCounter += 1)}`;

let platform: Platform;
beforeAll(async () => {
  platform = createPlatform();
  await platform.keys;
});

/** Each route's answers in the rich run, read by the route-field check below. */
const richAnswers = new Map<RouteId, SeenAnswer[]>();
/** Cases that failed, by profile (for the ROUTE_FIELDS_FAILURES note). */
const caseFailures: Record<AnswerProfile, Map<RouteId, string>> = { rich: new Map(), strict: new Map() };

it('has a contract case for every route of the route table', () => {
  expect(routesWithoutCase(contractCases), 'routes without a contract case').toEqual([]);
});

describe.each(PROFILES)('adapter ↔ embedded platform contract, every route (%s answers)', (profile) => {
  it.each(ROUTE_IDS)('%s', async (routeId) => {
    try {
      await runCase(profile, routeId);
    } catch (error) {
      caseFailures[profile].set(routeId, error instanceof Error ? error.message.split('\n').slice(0, 2).join(' / ') : String(error));
      throw error;
    }
  });
});

async function runCase(profile: AnswerProfile, routeId: RouteId): Promise<void> {
  const contractCase = (contractCases as Partial<Record<RouteId, ContractCase>>)[routeId];
  if (!contractCase) throw new Error(`route "${routeId}" has no contract case in tests/unit/api/contract-cases.ts`);
  const harness = createInProcessHarness(platform, freshScenario(profile, routeId), { profile });
  if (contractCase.as) await harness.signIn(contractCase.as);
  const prepared = contractCase.setup ? await contractCase.setup(harness) : undefined;
  const before = harness.calls(routeId);
  const answersBefore = harness.answers.length;

  let result: unknown;
  try {
    result = await contractCase.call(harness.api, harness, prepared);
  } catch (error) {
    if (error instanceof PlatformError) {
      const detail = harness.parseFailures.length > 0 ? `\n${harness.parseFailures.join('\n')}` : error.cause instanceof Error ? `\n${error.cause.message}` : '';
      throw new Error(`${routeId} (${profile}): ${error.kind} ${error.messageKey} (${error.message})${detail}`, { cause: error });
    }
    throw error;
  }
  if (profile === 'rich') richAnswers.set(routeId, harness.answers.slice(answersBefore).filter((answer) => answer.route === routeId));
  expect(harness.calls(routeId) - before, `the case must call ${routeId}`).toBeGreaterThanOrEqual(1);
  await contractCase.check(result, harness, prepared);
  expect(harness.expired, 'no session expiry').toEqual([]);
}

describe('route fields: a schema never requires a field API.md does not require (route-fields.ts)', () => {
  const failures = new Map<RouteId, string[]>();

  it('marks every route of the route table', () => {
    expect(ROUTE_IDS.filter((routeId) => !(routeId in ROUTE_FIELDS)), 'routes without marks in route-fields.ts').toEqual([]);
  });

  it.each(ROUTE_IDS)('%s', (routeId) => {
    const answers = richAnswers.get(routeId);
    if (!answers || answers.length === 0) {
      const problem = `${routeId}: no rich answer was read (its contract case failed above), so its fields could not be checked`;
      failures.set(routeId, [problem]);
      throw new Error(problem);
    }
    const problems = routeFieldProblems(routeId, answers);
    if (problems.length > 0) failures.set(routeId, problems);
    const open = OPEN_FIELD_PROBLEMS[routeId] ?? [];
    const failing = new Set(problems.map(fieldOfProblem));
    expect(
      problems.filter((problem) => !open.includes(fieldOfProblem(problem) ?? '')),
      `${routeId}: fields a schema requires although API.md does not (or fields without a mark)`,
    ).toEqual([]);
    expect(
      open.filter((field) => !failing.has(field)),
      `${routeId}: listed as open in route-fields-open.ts but read correctly now: remove them from the list`,
    ).toEqual([]);
  });

  afterAll(() => {
    const file = process.env.ROUTE_FIELDS_FAILURES;
    if (!file) return;
    const lines = [...failures].flatMap(([routeId, problems]) => [`### ${routeId}`, '', ...problems.map((problem) => `- ${problem}`), '']);
    const cases = PROFILES.flatMap((profile) => [
      `## Contract cases failing against the ${profile} answers: ${caseFailures[profile].size}`,
      '',
      ...[...caseFailures[profile]].map(([routeId, message]) => `- ${routeId}: ${message.slice(0, 300)}`),
      '',
    ]);
    const header = `# Route-field check: failing routes and fields\n\nFrom tests/unit/api/contract.test.ts. ${failures.size} of ${ROUTE_IDS.length} routes fail the route-field check. Marks: tests/unit/api/route-fields.ts (docs/route-fields.md). A contract case's check can read harness.profile ('rich' | 'strict') where a strict answer leaves out a chosen field it asserts.\n\n## Route fields\n\n`;
    writeFileSync(file, header + lines.join('\n') + '\n' + cases.join('\n'));
  });
});
