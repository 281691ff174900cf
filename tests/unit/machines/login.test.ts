/** The login chart with fakes under the wiring's names (machines/login.machine.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ChangePasswordPayload } from '../../../src/api';
import { LOGIN_SMS_SECONDS, loginMachine, type IpVerification, type LoginCredentials, type LoginFailure, type LoginOutcome } from '../../../machines/login.machine';
import type { SessionInfo } from '../../../machines/session.machine';
import { smsCountdownMachine, type SmsSent } from '../../../machines/smsCountdown.machine';

const info: SessionInfo = { id: 'm1', account: 'member01', type: 0 };
const outcome: LoginOutcome = { firstTimeLogin: false, passwordExpired: false, weakPassword: false };
const smsCredentials: LoginCredentials = { method: 'sms', mobileNum: '5512345601', countryDialingCode: '52', verificationCode: '123456' };
const userCredentials: LoginCredentials = { method: 'username', username: 'member01', password: 'Member2024' };
const phone = { mobileNum: '5512345601', countryDialingCode: '52' };

interface Fakes {
  login?: (credentials: LoginCredentials) => Promise<LoginOutcome>;
  verifyLogin?: (verification: IpVerification) => Promise<LoginOutcome>;
  sendCode?: (request: unknown) => Promise<SmsSent>;
}

function start(fakes: Fakes = {}) {
  const calls = { login: [] as LoginCredentials[], verify: [] as IpVerification[], sms: [] as unknown[], signedIn: [] as SessionInfo[] };
  const logic = loginMachine.provide({
    actors: {
      login: fromPromise<LoginOutcome, LoginCredentials>(async ({ input }) => {
        calls.login.push(input);
        return (fakes.login ?? (async () => outcome))(input);
      }),
      verifyLogin: fromPromise<LoginOutcome, IpVerification>(async ({ input }) => {
        calls.verify.push(input);
        return (fakes.verifyLogin ?? (async () => outcome))(input);
      }),
      freePlayLogin: fromPromise(async () => outcome),
      firstLoginAction: fromPromise<void>(async () => {}),
      changePassword: fromPromise<void, ChangePasswordPayload>(async () => {}),
      loadMemberInfo: fromPromise(async () => info),
      loadCaptcha: fromPromise(async () => 'data:image/png;base64,AAAA'),
      smsCountdown: smsCountdownMachine.provide({
        actors: {
          sendCode: fromPromise<SmsSent, unknown>(async ({ input }) => {
            calls.sms.push(input);
            return (fakes.sendCode ?? (async () => ({ expiredMinutes: null })))(input);
          }),
        },
      }),
    },
    actions: { signedIn: (_, params) => void calls.signedIn.push(params.info) },
  });
  const actor = createActor(logic, { input: { site: 'main', forceChange: true } }).start();
  return { actor, calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const submit = (credentials: LoginCredentials) => ({ type: 'SUBMIT', credentials, remember: false }) as const;
const refused = (failure: LoginFailure) => async (): Promise<LoginOutcome> => {
  throw Object.assign(new Error('refused'), failure);
};

describe('login chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('owns the shared SMS countdown as its `sms` child, with the login default of 60 s', async () => {
    const { actor, calls } = start();
    const sms = actor.getSnapshot().children.sms;
    expect(sms).toBeDefined();
    sms?.send({ type: 'SEND', request: phone });
    await settle();
    expect(calls.sms).toEqual([phone]);
    expect(sms?.getSnapshot().matches('codeSent')).toBe(true);
    expect(sms?.getSnapshot().context.secondsLeft).toBe(LOGIN_SMS_SECONDS);
    expect(LOGIN_SMS_SECONDS).toBe(60);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sms?.getSnapshot().value).toBe('ready');
  });

  it('keeps the same countdown running through a refused SMS login, so the wait cannot be skipped', async () => {
    const { actor, calls } = start({ login: refused({ messageKey: 'errors:invalidCode' }) });
    const sms = actor.getSnapshot().children.sms;
    sms?.send({ type: 'SEND', request: phone });
    await settle();
    actor.send(submit(smsCredentials));
    await settle();
    expect(calls.login).toEqual([smsCredentials]);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.errorKey).toBe('errors:invalidCode');
    expect(actor.getSnapshot().children.sms).toBe(sms);
    expect(sms?.getSnapshot().matches('codeSent')).toBe(true);
    // A second send is refused by the chart until the lock ends.
    sms?.send({ type: 'SEND', request: phone });
    await settle();
    expect(calls.sms).toHaveLength(1);
  });

  it('the new-IP check sends its SMS code through the same child', async () => {
    const { actor, calls } = start({ login: refused({ messageKey: 'errors:verifyRequired', verifyMethods: ['MOBILE', 'EMAIL'] }) });
    const sms = actor.getSnapshot().children.sms;
    actor.send(submit(userCredentials));
    await settle();
    expect(actor.getSnapshot().matches('ipVerification')).toBe(true);
    expect(actor.getSnapshot().context.verifyMethods).toEqual(['MOBILE', 'EMAIL']);
    expect(actor.getSnapshot().children.sms).toBe(sms);
    sms?.send({ type: 'SEND', request: phone });
    await settle();
    expect(calls.sms).toEqual([phone]);
    expect(sms?.getSnapshot().matches('codeSent')).toBe(true);
    actor.send({ type: 'VERIFY', method: 'MOBILE', code: '123456' });
    await settle();
    expect(calls.verify).toEqual([{ credentials: userCredentials, method: 'MOBILE', code: '123456' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.signedIn).toEqual([info]);
  });

  it('ends the countdown with the chart: signed in, or the form closed', async () => {
    const signedIn = start();
    const sms = signedIn.actor.getSnapshot().children.sms;
    sms?.send({ type: 'SEND', request: phone });
    await settle();
    signedIn.actor.send(submit(smsCredentials));
    await settle();
    expect(signedIn.actor.getSnapshot().status).toBe('done');
    expect(sms?.getSnapshot().status).toBe('stopped');

    const closed = start();
    const other = closed.actor.getSnapshot().children.sms;
    closed.actor.stop();
    expect(other?.getSnapshot().status).toBe('stopped');
  });
});
