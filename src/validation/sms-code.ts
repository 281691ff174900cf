/**
 * The one rule for an SMS code, wherever one is typed (registration, SMS login, forgot-password by
 * phone, the security centre): the platform's `verificationCode` rule of the register settings
 * when the status call sends one, else six digits (the code the platform sends). A form that took
 * a code registration refuses would send a code the platform can only refuse.
 */
import { fieldProblem, REGISTER_PATTERNS, type FieldProblem, type FieldRule } from './patterns';

/** Six digits: the rule when the platform sends none. */
const DEFAULT_SMS_CODE_RULE: FieldRule = { acceptedPattern: REGISTER_PATTERNS[7].pattern, patternId: 7, minLength: 6, maxLength: 6, show: true, required: true };

/** The rule an SMS code is checked against: the platform's, always required where it is asked for. */
export function smsCodeRule(platformRule: FieldRule | null | undefined): FieldRule {
  return { ...(platformRule ?? DEFAULT_SMS_CODE_RULE), show: true, required: true };
}

/** What is wrong with a typed SMS code under the platform's rule, or undefined. */
export function smsCodeProblem(value: string, platformRule: FieldRule | null | undefined): FieldProblem | undefined {
  return fieldProblem(smsCodeRule(platformRule), value);
}
