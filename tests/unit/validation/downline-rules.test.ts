/**
 * The new-downline form judges username, password and its confirmation exactly as the player
 * registration form does (the same `checkRegisterField` with the same register settings), and
 * sends what the create call expects.
 */
import { describe, expect, it } from 'vitest';
import { checkRegisterField, registerFormShape, type RegisterSettingsMap } from '../../../src/validation/register-form';
import { affiliateLinkOf, affiliateLinkSchema, downlineOf, downlineSchema, ruleMessageOf } from '../../../src/views/agent/register/downlineRules';
import { REGISTER_SETTINGS } from '../../paths/models/register-samples';

const settings = REGISTER_SETTINGS as RegisterSettingsMap;
const playerFields = registerFormShape(settings, { tab: 'username', mobileVerification: false, mobilePassword: false }).fields;
const playerSpec = (name: string) => playerFields.find((spec) => spec.name === name)!;

function downlineMessages(values: { username: string; password: string; confirmPassword: string; nickname?: string }) {
  const parsed = downlineSchema(settings).safeParse({ nickname: '', accountType: 'MEMBER', ...values });
  const messages: Record<string, unknown> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) messages[String(issue.path[0])] = ruleMessageOf(issue.message);
  return messages;
}

describe('the new-downline form rules', () => {
  const cases = [
    { username: '', password: '', confirmPassword: '' },
    { username: '1abcdef', password: 'abcdefgh', confirmPassword: 'abcdefgx' },
    { username: 'abc', password: 'a1', confirmPassword: 'a1' },
    { username: 'abcdefghijklmn', password: 'Clave2024', confirmPassword: 'Clave2024' },
    { username: 'lucia2026', password: 'Clave2024', confirmPassword: 'Clave2024' },
  ];

  it.each(cases)('gives the player form’s messages for %o', (values) => {
    const expected: Record<string, unknown> = {};
    for (const name of ['username', 'password', 'confirmPassword'] as const) {
      const message = checkRegisterField(playerSpec(name), values[name], values.password);
      if (message) expected[name] = message;
    }
    expect(downlineMessages(values)).toEqual(expected);
  });

  it('names the pattern with its bounds, as the register texts read', () => {
    expect(downlineMessages({ username: '1ab', password: 'Clave2024', confirmPassword: 'Clave2024' })).toEqual({ username: { key: 'reg_pattern_2', values: { min: 6, max: 12 } } });
  });

  it('sends names trimmed, passwords as typed, no empty nickname', () => {
    expect(downlineOf({ username: ' lucia2026 ', password: ' Clave2024', confirmPassword: ' Clave2024', nickname: '  ', accountType: 'AGENT' })).toEqual({
      username: 'lucia2026',
      password: ' Clave2024',
      confirmPassword: ' Clave2024',
      accountType: 'AGENT',
    });
  });

  it('keeps a link remark to 50 characters and leaves an empty one out', () => {
    expect(affiliateLinkSchema.safeParse({ memberType: 'MEMBER', remark: 'x'.repeat(51) }).success).toBe(false);
    expect(affiliateLinkOf({ memberType: 'MEMBER', remark: '  ' })).toEqual({ memberType: 'MEMBER' });
    expect(affiliateLinkOf({ memberType: 'AGENT', remark: ' feria ' })).toEqual({ memberType: 'AGENT', remark: 'feria' });
  });
});
