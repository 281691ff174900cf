/**
 * The security centre's form rules (zod; messages are keys of the `security` namespace). The
 * payout account number uses the rules the platform's bind call applies (src/validation).
 */
import { z } from 'zod';
import type { SecurityTask } from '@machines/security/securityCentre.machine';
import type { SecurityCodeSource } from '@machines/security/securityTask.connect';
import type { FieldRule } from '../../../validation/patterns';
import { smsCodeProblem } from '../../../validation/sms-code';
import { payoutNumberProblem, type PayoutGroup } from '../../../validation/payout-account';

/** The payment password: six digits (the platform refuses anything else). */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
/** An email or authenticator code: six digits. An SMS code has the rule every SMS form shares. */
const CODE_PATTERN = /^\d{6}$/;

export interface TaskFormValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  code: string;
}

/** The task's form: the fields it shows are checked, the others are ignored. */
export function taskSchema(task: SecurityTask, codeSource: SecurityCodeSource = null, smsRule: FieldRule | null = null) {
  const asksOld = task === 'changePaymentPassword';
  const asksNew = task === 'setPaymentPassword' || task === 'changePaymentPassword' || task === 'resetPaymentPassword';
  const asksCode = !(task === 'setPaymentPassword' || task === 'changePaymentPassword');
  return z
    .object({ oldPassword: z.string(), newPassword: z.string(), confirmPassword: z.string(), code: z.string() })
    .superRefine((values, context) => {
      if (asksOld && !PAYMENT_PASSWORD_PATTERN.test(values.oldPassword.trim())) context.addIssue({ code: 'custom', path: ['oldPassword'], message: 'form.pinRule' });
      if (asksNew) {
        if (!PAYMENT_PASSWORD_PATTERN.test(values.newPassword.trim())) context.addIssue({ code: 'custom', path: ['newPassword'], message: 'form.pinRule' });
        else if (asksOld && values.newPassword.trim() === values.oldPassword.trim()) context.addIssue({ code: 'custom', path: ['newPassword'], message: 'form.pinSame' });
        if (values.confirmPassword.trim() !== values.newPassword.trim()) context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'form.pinMismatch' });
      }
      const codeOk = codeSource === 'sms' ? smsCodeProblem(values.code, smsRule) === undefined : CODE_PATTERN.test(values.code.trim());
      if (asksCode && !codeOk) context.addIssue({ code: 'custom', path: ['code'], message: values.code.trim() ? 'form.codeRule' : 'form.codeRequired' });
    });
}

export interface PayoutFormValues {
  bankCode: string;
  cardNumber: string;
  cardHolder: string;
}

const NUMBER_MESSAGES = { required: 'payout.form.numberRequired', digits: 'payout.form.numberDigits', length: 'payout.form.numberLength', wallet: 'payout.form.walletRule', address: 'payout.form.addressRule' } as const;

export function payoutSchema(group: PayoutGroup) {
  return z
    .object({ bankCode: z.string(), cardNumber: z.string(), cardHolder: z.string() })
    .superRefine((values, context) => {
      if (!values.bankCode) context.addIssue({ code: 'custom', path: ['bankCode'], message: 'payout.form.bankRequired' });
      const problem = payoutNumberProblem(group, values.bankCode, values.cardNumber);
      if (problem) context.addIssue({ code: 'custom', path: ['cardNumber'], message: NUMBER_MESSAGES[problem] });
      if (!values.cardHolder.trim()) context.addIssue({ code: 'custom', path: ['cardHolder'], message: 'payout.form.holderRequired' });
    });
}
