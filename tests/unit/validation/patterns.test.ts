/**
 * Property tests of the pattern catalogue on the client's side: for every generic pattern of
 * SPEC.md §5, generated valid values pass the form's check and generated invalid ones (wrong
 * characters, too short, too long) fail it with the pattern's message and its bounds.
 */
import { describe, expect, it } from 'vitest';
import { PATTERN_IDS, REGISTER_PATTERNS, fieldProblem, patternMessageKey, problemMessage, ruleOf } from '../../../src/validation/patterns';
import { checkRegisterField, codesFromUrl, fieldFailureOf, payloadOf, registerFormShape } from '../../../src/validation/register-form';
import es from '../../../locales/es/register.json';
import en from '../../../locales/en/register.json';
import { samples } from './pattern-arbitraries';

const SEED = Number(process.env.PROPERTY_SEED ?? 5_2026);
const RUNS = 25;

describe('pattern catalogue (client)', () => {
  const cases = samples(SEED, RUNS);

  it.each(PATTERN_IDS.map((id) => [id, REGISTER_PATTERNS[id].name] as const))('pattern %i (%s): generated values are judged as generated', (id) => {
    const mine = cases.filter((sample) => sample.id === id);
    expect(mine.length).toBeGreaterThanOrEqual(RUNS * 2);
    for (const sample of mine) {
      const rule = ruleOf(id, sample.bounds.minLength, sample.bounds.maxLength);
      const verdict = fieldProblem(rule, sample.value);
      expect(verdict, `${JSON.stringify(sample.value)} under ${rule.acceptedPattern} ${sample.bounds.minLength}-${sample.bounds.maxLength}`).toBe(sample.expected);
    }
  });

  it('the form shows each failure with the pattern text and its bounds, and nothing for a valid value', () => {
    for (const sample of cases) {
      const rule = ruleOf(sample.id, sample.bounds.minLength, sample.bounds.maxLength);
      const message = checkRegisterField({ name: 'payeeName', required: true, rule, secret: false }, sample.value, '');
      if (sample.expected === undefined) expect(message, JSON.stringify(sample.value)).toBeUndefined();
      else expect(message).toEqual({ key: `reg_pattern_${sample.id}`, values: { min: sample.bounds.minLength, max: sample.bounds.maxLength } });
    }
  });

  it('"*" accepts any text within the bounds; empty is only wrong when required', () => {
    const any = { acceptedPattern: '*', minLength: 1, maxLength: 5, show: true, required: false };
    expect(fieldProblem(any, '  ')).toBeUndefined();
    expect(fieldProblem({ ...any, required: true }, '  ')).toBe('required');
    expect(fieldProblem(any, '¿?¡!')).toBeUndefined();
    expect(fieldProblem(any, '123456')).toBe('length');
  });

  it('counts characters as people do and survives a broken pattern from the platform', () => {
    expect(fieldProblem(ruleOf(14, 2, 2), '한국')).toBeUndefined();
    expect(fieldProblem({ acceptedPattern: '([', minLength: 1, maxLength: 9, show: true, required: true }, 'abc')).toBeUndefined();
  });

  it('every pattern has a message in Spanish and English that names its bounds', () => {
    for (const id of PATTERN_IDS) {
      const key = patternMessageKey(id);
      for (const texts of [es, en] as const) {
        const text = (texts as unknown as Record<string, unknown>)[key];
        expect(text, `${key}`).toBeTruthy();
        expect(text).toContain('{{min}}');
        expect(text).toContain('{{max}}');
      }
    }
    expect(patternMessageKey(99)).toBe('reg_pattern_0');
    expect(problemMessage(ruleOf(7, 7, 15), 'required')).toEqual({ key: 'validation.required' });
  });
});

describe('register form shape', () => {
  const settings = {
    username: ruleOf(2, 6, 12),
    password: ruleOf(6, 6, 20),
    confirmPassword: ruleOf(0, 6, 20),
    email: ruleOf(4, 5, 50, true, false),
    mobileNum: ruleOf(7, 7, 15, true, false),
    qqNum: ruleOf(7, 5, 12, false, false),
    paymentPassword: ruleOf(7, 6, 6, true, false),
    verificationCode: ruleOf(7, 6, 6, false, false),
    age18: ruleOf(0, 0, 0, true, true),
  };
  const names = (shape: ReturnType<typeof registerFormShape>) => shape.fields.map((field) => `${field.name}${field.required ? '*' : ''}`);

  it('username tab: fields from the settings, payment password required when shown', () => {
    const shape = registerFormShape(settings, { tab: 'username', mobileVerification: true, mobilePassword: true });
    expect(names(shape)).toEqual(['username*', 'password*', 'confirmPassword*', 'mobileNum', 'email', 'paymentPassword*']);
    expect(shape.ages).toEqual(['age18']);
  });

  it('mobile tab: mobile and SMS code required, password only with MOBILENUMPASSREG3', () => {
    expect(names(registerFormShape(settings, { tab: 'mobile', mobileVerification: true, mobilePassword: true }))).toEqual([
      'password*',
      'confirmPassword*',
      'mobileNum*',
      'verificationCode*',
      'email',
      'paymentPassword*',
    ]);
    expect(names(registerFormShape(settings, { tab: 'mobile', mobileVerification: false, mobilePassword: false }))).toEqual(['mobileNum*', 'email', 'paymentPassword*']);
  });

  it('confirmation must equal the password; the code has its own message', () => {
    const confirm = { name: 'confirmPassword', required: true, rule: settings.confirmPassword, secret: true } as const;
    expect(checkRegisterField(confirm, 'Abc12345', 'Abc12345')).toBeUndefined();
    expect(checkRegisterField(confirm, 'Abc12346', 'Abc12345')).toEqual({ key: 'validation.confirmMismatch' });
    expect(checkRegisterField({ name: 'verificationCode', required: true, rule: null, secret: false }, ' ', '')).toEqual({ key: 'validation.codeRequired' });
  });

  it('maps the platform field errors to their field', () => {
    expect(fieldFailureOf('username.exists', null)).toEqual({ field: 'username', message: { key: 'server.usernameTaken' } });
    expect(fieldFailureOf('mobile.exists', null)?.field).toBe('mobileNum');
    expect(fieldFailureOf('verification.code.invalid', null)?.field).toBe('verificationCode');
    expect(fieldFailureOf('register.field.invalid', { field: 'email', problem: 'pattern', patternId: 4, minLength: 5, maxLength: 50 })).toEqual({
      field: 'email',
      message: { key: 'reg_pattern_4', values: { min: 5, max: 50 } },
    });
    expect(fieldFailureOf('system.busy', null)).toBeNull();
  });
});

describe('register payload', () => {
  it('reads the affiliate and referral codes of a register link', () => {
    expect(codesFromUrl('?affiliateCode=ag0002&referralCode=R1')).toEqual({ affiliateCode: 'ag0002', referralCode: 'R1' });
    expect(codesFromUrl('?aff=%20A1%20&ref=B2')).toEqual({ affiliateCode: 'A1', referralCode: 'B2' });
    expect(codesFromUrl('')).toEqual({ affiliateCode: '', referralCode: '' });
  });

  it('leaves out empty fields, trims text but not passwords, and adds the URL codes', () => {
    const payload = payloadOf(
      { tab: 'username', fields: { username: ' ana2025 ', password: ' Abc123 ', confirmPassword: ' Abc123 ', email: '  ', age18: true, age21: false } },
      '?affiliateCode=ag0002&referralCode=R1',
    );
    expect(payload).toEqual({ username: 'ana2025', password: ' Abc123 ', confirmPassword: ' Abc123 ', age18: true, affiliateCode: 'ag0002', referralCode: 'R1' });
    expect(payloadOf({ tab: 'username', fields: { affiliateCode: 'typed' } }, '?affiliateCode=url').affiliateCode).toBe('typed');
  });
});
