/**
 * Property tests of the pattern catalogue on the platform's side: the register handler, with a
 * field configured through the control endpoint for each generic pattern of SPEC.md §5, accepts
 * the generated valid values and answers `register.field.invalid` naming the field, the problem
 * and the rule for the generated invalid ones — the same samples the client's test judges.
 */
import { describe, expect, it } from 'vitest';
import { PATTERN_IDS, REGISTER_PATTERNS } from '../../../src/validation/patterns';
import { samples } from '../validation/pattern-arbitraries';
import { callRoute, controlFor, createTestPlatform, freshScenario } from './support';

const SEED = Number(process.env.PROPERTY_SEED ?? 5_2026);
const RUNS = 8;

const { platform } = createTestPlatform();

describe('pattern catalogue (platform register handler)', () => {
  const cases = samples(SEED, RUNS);
  let counter = 0;

  it.each(PATTERN_IDS.map((id) => [id, REGISTER_PATTERNS[id].name] as const))('pattern %i (%s): the handler judges generated values as generated', async (id) => {
    const scenario = freshScenario();
    const control = controlFor(platform, scenario);
    for (const sample of cases.filter((entry) => entry.id === id)) {
      await control.setRegisterField('payeeName', {
        acceptedPattern: REGISTER_PATTERNS[id].pattern,
        patternId: id,
        minLength: sample.bounds.minLength,
        maxLength: sample.bounds.maxLength,
        show: true,
        required: true,
      });
      counter += 1;
      const username = `prop${id}x${counter}`;
      const { body } = await callRoute(platform, 'register', {
        scenario,
        body: { username, password: 'Abc12345', confirmPassword: 'Abc12345', payeeName: sample.value, login: false },
      });
      const label = `${JSON.stringify(sample.value)} (${sample.bounds.minLength}-${sample.bounds.maxLength})`;
      if (sample.expected === undefined) expect(body.success, `${label}: ${body.errorCode} ${JSON.stringify(body.value)}`).toBe(true);
      else
        expect(body, label).toMatchObject({
          success: false,
          errorCode: 'register.field.invalid',
          value: { field: 'payeeName', problem: sample.expected, patternId: id, minLength: sample.bounds.minLength, maxLength: sample.bounds.maxLength },
        });
    }
  });
});
