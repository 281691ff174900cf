/** connectForgotPassword without React: snapshots (resolveState) → tab, busy, mail confirmation, failure; intents → events. */
import { describe, expect, it, vi } from 'vitest';
import { getInitialSnapshot, type StateValue } from 'xstate';
import { connectForgotPassword } from '../../../machines/auth/forgotPassword.connect';
import { forgotPasswordMachine, type ForgotPasswordContext } from '../../../machines/auth/forgotPassword.machine';

const base: ForgotPasswordContext = { phoneRecovery: true, sentTo: null, errorKey: null, errorText: null, forceChange: true, answer: null };
const api = (value: StateValue, context: Partial<ForgotPasswordContext> = {}, send = vi.fn()) =>
  connectForgotPassword(forgotPasswordMachine.resolveState({ value, context: { ...base, ...context } }), send);

describe('connectForgotPassword', () => {
  it('starts on the e-mail tab, idle', () => {
    expect(api({ recovering: { byEmail: 'editing' } })).toMatchObject({ tab: 'email', busy: false, mailSentTo: null, phoneRecovery: true });
  });

  it('says whether recovery by phone is offered', () => {
    expect(api({ recovering: { byEmail: 'editing' } }, { phoneRecovery: false }).phoneRecovery).toBe(false);
  });

  it('is busy while the mail is sent, and then shows where it went', () => {
    expect(api({ recovering: { byEmail: 'sending' } })).toMatchObject({ tab: 'email', busy: true });
    expect(api('mailSent', { sentTo: 'me***@example.com' }).mailSentTo).toBe('me***@example.com');
  });

  it('shows the phone tab, busy while the reset and the sign-in after it run', () => {
    expect(api({ recovering: { byPhone: 'editing' } })).toMatchObject({ tab: 'phone', busy: false });
    expect(api({ recovering: { byPhone: 'resetting' } })).toMatchObject({ tab: 'phone', busy: true });
    expect(api({ recovering: { byPhone: 'signingIn' } })).toMatchObject({ tab: 'phone', busy: true });
  });

  it('shows the refusal', () => {
    expect(api({ recovering: { byEmail: 'editing' } }, { errorKey: 'errors:userNotFound', errorText: 'No existe' })).toMatchObject({ errorKey: 'errors:userNotFound', errorText: 'No existe' });
  });

  it('switches tabs and sends both recoveries trimmed', () => {
    const send = vi.fn();
    const forgot = api({ recovering: { byEmail: 'editing' } }, {}, send);
    forgot.selectTab('phone');
    forgot.selectTab('email');
    forgot.recoverByEmail({ username: ' member01 ', email: ' member01@example.com ' });
    forgot.recoverByPhone({ countryDialingCode: '+52', mobileNum: ' 5512345601', verificationCode: '123456 ', newPassword: ' Fresh2025x ' });
    expect(send.mock.calls).toEqual([
      [{ type: 'USE_PHONE' }],
      [{ type: 'USE_EMAIL' }],
      [{ type: 'RECOVER_BY_EMAIL', request: { username: 'member01', email: 'member01@example.com' } }],
      [{ type: 'RECOVER_BY_PHONE', request: { mobileNum: '5512345601', countryDialingCode: '52', verificationCode: '123456', newPassword: 'Fresh2025x' } }],
    ]);
  });

  it('hands the view the chart\'s SMS countdown child', () => {
    const snapshot = getInitialSnapshot(forgotPasswordMachine, { phoneRecovery: true });
    expect(connectForgotPassword(snapshot, vi.fn()).sms).toBeDefined();
  });
});
