/**
 * connectSmsCountdown without React: snapshots of the SMS code button's chart (resolveState) → its
 * phase (the button's data-state), label data, warning, and intents → the chart's events.
 */
import { describe, expect, it, vi } from 'vitest';
import type { StateValue } from 'xstate';
import { connectSmsCountdown } from '../../../machines/auth/smsCountdown.connect';
import { smsCountdownMachine, type SmsCountdownContext } from '../../../machines/auth/smsCountdown.machine';

const base: SmsCountdownContext = { defaultSeconds: 60, lockSeconds: 0, secondsLeft: 0, warningKey: null, warningText: null };
const api = (value: StateValue, context: Partial<SmsCountdownContext> = {}, send = vi.fn()) =>
  connectSmsCountdown(smsCountdownMachine.resolveState({ value, context: { ...base, ...context } }), send);

describe('connectSmsCountdown', () => {
  it('takes a press when ready', () => {
    expect(api('ready')).toMatchObject({ phase: 'ready', sending: false, disabled: false, codeSent: false, warningOpen: false });
  });

  it('shows progress while a send runs, without disabling the button', () => {
    expect(api('sending')).toMatchObject({ phase: 'sending', sending: true, disabled: false });
  });

  it('counts down after a code was sent', () => {
    expect(api({ codeSent: 'ticking' }, { lockSeconds: 60, secondsLeft: 42 })).toMatchObject({ phase: 'codeSent', disabled: true, codeSent: true, secondsLeft: 42 });
  });

  it('locks for minutes after too many requests, with the warning', () => {
    const sms = api({ rateLimited: 'ticking' }, { lockSeconds: 300, secondsLeft: 65, warningKey: 'errors:tooManyRequests' });
    expect(sms).toMatchObject({ phase: 'rateLimited', disabled: true, waitTime: '1:05', warningOpen: true, warningKey: 'errors:tooManyRequests' });
  });

  it('opens the warning with the server text after another refusal, then cools for a second', () => {
    expect(api('warning', { warningKey: 'errors:invalidPhoneFormat', warningText: 'Número no válido' })).toMatchObject({
      phase: 'warning',
      disabled: true,
      warningOpen: true,
      warningText: 'Número no válido',
    });
    expect(api('cooling')).toMatchObject({ phase: 'cooling', disabled: true, warningOpen: false });
  });

  it('sends the request unread, and dismisses', () => {
    const send = vi.fn();
    const sms = api('ready', {}, send);
    sms.send({ mobileNum: '5512345601', countryDialingCode: '52' });
    sms.dismiss();
    expect(send.mock.calls).toEqual([[{ type: 'SEND', request: { mobileNum: '5512345601', countryDialingCode: '52' } }], [{ type: 'DISMISS' }]]);
  });
});
