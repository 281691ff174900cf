/** The forgot-password chart with fakes under the wiring's names (machines/auth/forgotPassword.machine.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SetPasswordByPhonePayload } from '../../../src/api';
import { FORGOT_PASSWORD_SMS_SECONDS, forgotPasswordMachine, type EmailRecovery } from '../../../machines/auth/forgotPassword.machine';
import type { SessionInfo } from '../../../machines/auth/session.machine';
import type { AutoLogin, PasswordChangeDue } from '../../../machines/auth/sessionStart';
import { smsCountdownMachine, type SmsSent } from '../../../machines/auth/smsCountdown.machine';

const info: SessionInfo = { id: 'm1', account: 'member01', type: 0 };
const phone = { mobileNum: '5512345601', countryDialingCode: '52' };
const reset: SetPasswordByPhonePayload = { ...phone, verificationCode: '123456', newPassword: 'Nueva2025' };

/** The automatic login a reset by phone answers (the wiring reads it off the platform's answer). */
const login: AutoLogin = { token: 'tok-reset', firstTimeLogin: false, passwordExpired: false, weakPassword: false, type: 0, heldPassword: 'Nueva2025' };

interface Fakes {
  recoverByPhone?: () => Promise<AutoLogin | void>;
  memberInfo?: () => Promise<SessionInfo>;
  sendCode?: () => Promise<SmsSent>;
}

function start(fakes: Fakes = {}, phoneRecovery = true) {
  const calls = {
    email: [] as EmailRecovery[],
    phone: [] as SetPasswordByPhonePayload[],
    sms: [] as unknown[],
    signedIn: [] as SessionInfo[],
    tokens: [] as string[],
    info: [] as string[],
    ended: [] as string[],
    changeDue: [] as PasswordChangeDue[],
  };
  const logic = forgotPasswordMachine.provide({
    actors: {
      recoverByEmail: fromPromise<string, EmailRecovery>(async ({ input }) => {
        calls.email.push(input);
        return 'm***@example.com';
      }),
      recoverByPhone: fromPromise<AutoLogin, SetPasswordByPhonePayload>(async ({ input }) => {
        calls.phone.push(input);
        return (await (fakes.recoverByPhone ?? (async () => login))()) ?? login;
      }),
      loadMemberInfo: fromPromise<SessionInfo, { token: string }>(async ({ input }) => {
        calls.info.push(input.token);
        return (fakes.memberInfo ?? (async () => info))();
      }),
      endSession: fromPromise<void, { token: string }>(async ({ input }) => void calls.ended.push(input.token)),
      smsCountdown: smsCountdownMachine.provide({
        actors: {
          sendCode: fromPromise<SmsSent, unknown>(async ({ input }) => {
            calls.sms.push(input);
            return (fakes.sendCode ?? (async () => ({ expiredMinutes: null })))();
          }),
        },
      }),
    },
    actions: {
      signedIn: (_, params) => {
        calls.signedIn.push(params.info);
        calls.tokens.push(params.token);
      },
      passwordChangeDue: (_, params) => void calls.changeDue.push(params),
    },
  });
  const actor = createActor(logic, { input: { phoneRecovery } }).start();
  return { actor, calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('forgot-password chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('mails the reset and shows where it went', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'RECOVER_BY_EMAIL', request: { username: 'member01', email: 'member01@example.com' } });
    await settle();
    expect(calls.email).toEqual([{ username: 'member01', email: 'member01@example.com' }]);
    expect(actor.getSnapshot().matches('mailSent')).toBe(true);
    expect(actor.getSnapshot().context.sentTo).toBe('m***@example.com');
  });

  it('offers recovery by phone only with CHNGPASSVERIF3', () => {
    const { actor } = start({}, false);
    actor.send({ type: 'USE_PHONE' });
    expect(actor.getSnapshot().matches({ recovering: 'byEmail' })).toBe(true);
  });

  it('owns the shared SMS countdown as its `sms` child (60 s default), which a tab switch does not reset', async () => {
    const { actor, calls } = start();
    const sms = actor.getSnapshot().children.sms;
    expect(sms).toBeDefined();
    actor.send({ type: 'USE_PHONE' });
    sms?.send({ type: 'SEND', request: phone });
    await settle();
    expect(calls.sms).toEqual([phone]);
    expect(sms?.getSnapshot().matches('codeSent')).toBe(true);
    expect(sms?.getSnapshot().context.secondsLeft).toBe(FORGOT_PASSWORD_SMS_SECONDS);
    expect(FORGOT_PASSWORD_SMS_SECONDS).toBe(60);
    actor.send({ type: 'USE_EMAIL' });
    actor.send({ type: 'USE_PHONE' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().children.sms).toBe(sms);
    expect(sms?.getSnapshot().matches('codeSent')).toBe(true);
    expect(sms?.getSnapshot().context.secondsLeft).toBe(59);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(sms?.getSnapshot().value).toBe('ready');
  });

  it('a refused reset keeps the countdown; a reset that signs in ends it with the chart', async () => {
    let refuse = true;
    const { actor, calls } = start({
      recoverByPhone: async () => {
        if (refuse) throw Object.assign(new Error('refused'), { messageKey: 'errors:invalidCode' });
      },
    });
    const sms = actor.getSnapshot().children.sms;
    actor.send({ type: 'USE_PHONE' });
    sms?.send({ type: 'SEND', request: phone });
    await settle();
    actor.send({ type: 'RECOVER_BY_PHONE', request: reset });
    await settle();
    expect(actor.getSnapshot().matches({ recovering: { byPhone: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.errorKey).toBe('errors:invalidCode');
    expect(actor.getSnapshot().children.sms).toBe(sms);
    expect(sms?.getSnapshot().matches('codeSent')).toBe(true);
    refuse = false;
    actor.send({ type: 'RECOVER_BY_PHONE', request: reset });
    await settle();
    expect(calls.phone).toEqual([reset, reset]);
    expect(calls.info).toEqual(['tok-reset']);
    expect(calls.signedIn).toEqual([info]);
    expect(calls.tokens).toEqual(['tok-reset']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(sms?.getSnapshot().status).toBe('stopped');
  });

  it('stops its countdown when the popup closes', () => {
    const { actor } = start();
    const sms = actor.getSnapshot().children.sms;
    actor.stop();
    expect(sms?.getSnapshot().status).toBe('stopped');
  });

  // The reset's automatic login starts its session as a login does (machines/auth/sessionStart.ts)
  it('a back-office account reset by phone is refused: its session ended with its token before the refusal shows, nothing signed in', async () => {
    const { actor, calls } = start({ memberInfo: async () => ({ id: 'b1', account: 'admin01', type: 3 }) });
    actor.send({ type: 'USE_PHONE' });
    actor.send({ type: 'RECOVER_BY_PHONE', request: reset });
    await settle();
    expect(calls.info).toEqual(['tok-reset']);
    expect(calls.ended).toEqual(['tok-reset']);
    expect(calls.signedIn).toEqual([]);
    expect(actor.getSnapshot().matches({ recovering: { byPhone: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.errorKey).toBe('errors:nonMemberCannotLogin');
    expect(actor.getSnapshot().context.answer).toBeNull();
  });

  it('a new password equal to the weak default is handed to the session chart (no member info), held as the old password', async () => {
    const { actor, calls } = start({ recoverByPhone: async () => ({ ...login, weakPassword: true, heldPassword: '123456' }) });
    actor.send({ type: 'USE_PHONE' });
    actor.send({ type: 'RECOVER_BY_PHONE', request: { ...reset, newPassword: '123456' } });
    await settle();
    expect(calls.info).toEqual([]);
    expect(calls.signedIn).toEqual([]);
    expect(calls.changeDue).toEqual([{ token: 'tok-reset', reason: 'weak', site: 'main', heldPassword: '123456' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('member info failing after the reset ends the session the platform opened, and says why', async () => {
    const { actor, calls } = start({ memberInfo: async () => Promise.reject(Object.assign(new Error('busy'), { messageKey: 'errors:systemBusy' })) });
    actor.send({ type: 'USE_PHONE' });
    actor.send({ type: 'RECOVER_BY_PHONE', request: reset });
    await settle();
    expect(calls.ended).toEqual(['tok-reset']);
    expect(calls.signedIn).toEqual([]);
    expect(actor.getSnapshot().context.errorKey).toBe('errors:systemBusy');
  });
});
