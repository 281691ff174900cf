/** The login chart with fakes under the wiring's names (machines/auth/login.machine.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { LOGIN_SMS_SECONDS, loginMachine, type IpVerification, type LoginCredentials, type LoginFailure, type LoginInput, type LoginOutcome, type PasswordChangeDue } from '../../../machines/auth/login.machine';
import type { SessionInfo } from '../../../machines/auth/session.machine';
import { smsCountdownMachine, type SmsSent } from '../../../machines/auth/smsCountdown.machine';

const info: SessionInfo = { id: 'm1', account: 'member01', type: 0 };
const outcome: LoginOutcome = { token: 'tok-1', firstTimeLogin: false, passwordExpired: false, weakPassword: false, type: null };
const smsCredentials: LoginCredentials = { method: 'sms', mobileNum: '5512345601', countryDialingCode: '52', verificationCode: '123456' };
const userCredentials: LoginCredentials = { method: 'username', username: 'member01', password: 'Member2024' };
const phone = { mobileNum: '5512345601', countryDialingCode: '52' };

interface Fakes {
  login?: (credentials: LoginCredentials) => Promise<LoginOutcome>;
  verifyLogin?: (verification: IpVerification) => Promise<LoginOutcome>;
  sendCode?: (request: unknown) => Promise<SmsSent>;
  loadMemberInfo?: () => Promise<SessionInfo>;
}

function start(fakes: Fakes = {}, input: LoginInput = { site: 'main', forceChange: true }) {
  const calls = {
    login: [] as LoginCredentials[],
    verify: [] as IpVerification[],
    sms: [] as unknown[],
    signedIn: [] as { info: SessionInfo; token: string }[],
    info: [] as string[],
    ended: [] as string[],
    changeDue: [] as PasswordChangeDue[],
    firstLogin: [] as string[],
  };
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
      firstLoginAction: fromPromise<void, { token: string }>(async ({ input }) => void calls.firstLogin.push(input.token)),
      loadMemberInfo: fromPromise<SessionInfo, { token: string }>(async ({ input }) => {
        calls.info.push(input.token);
        return (fakes.loadMemberInfo ?? (async () => info))();
      }),
      endSession: fromPromise<void, { token: string }>(async ({ input }) => void calls.ended.push(input.token)),
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
    actions: {
      signedIn: (_, params) => void calls.signedIn.push({ info: params.info, token: params.token }),
      passwordChangeDue: (_, params) => void calls.changeDue.push(params),
    },
  });
  const actor = createActor(logic, { input }).start();
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
    expect(calls.signedIn).toEqual([{ info, token: 'tok-1' }]);
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

  // The token is the site's only once it takes the session
  it('a member refused on the agent site: its platform session is ended with its token before the refusal shows, and nothing is signed in', async () => {
    const { actor, calls } = start({}, { site: 'agent', forceChange: true });
    actor.send(submit(userCredentials));
    await settle();
    expect(calls.info).toEqual(['tok-1']);
    expect(calls.ended).toEqual(['tok-1']);
    expect(calls.signedIn).toEqual([]);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.errorKey).toBe('errors:agentsOnly');
    expect(actor.getSnapshot().context.result?.token).toBe('');
  });

  it('says the refusal only once the logout is answered', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const logic = loginMachine.provide({
      actors: {
        login: fromPromise(async () => outcome),
        loadMemberInfo: fromPromise<SessionInfo, { token: string }>(async () => info),
        endSession: fromPromise<void, { token: string }>(() => held),
        smsCountdown: smsCountdownMachine,
      },
    });
    const actor = createActor(logic, { input: { site: 'agent' } }).start();
    actor.send(submit(userCredentials));
    await settle();
    expect(actor.getSnapshot().matches('endingSession')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    answer();
    await settle();
    expect(actor.getSnapshot().context.errorKey).toBe('errors:agentsOnly');
  });

  it('an account type that may not sign in is refused the same way (its session ended)', async () => {
    const { actor, calls } = start({ loadMemberInfo: async () => ({ id: 'b1', account: 'admin01', type: 3 }) });
    actor.send(submit(userCredentials));
    await settle();
    expect(calls.ended).toEqual(['tok-1']);
    expect(calls.signedIn).toEqual([]);
    expect(actor.getSnapshot().context.errorKey).toBe('errors:nonMemberCannotLogin');
  });

  it('member info failing after the login ends the session the platform opened', async () => {
    const { actor, calls } = start({
      loadMemberInfo: async () => {
        throw Object.assign(new Error('busy'), { messageKey: 'errors:systemBusy' });
      },
    });
    actor.send(submit(userCredentials));
    await settle();
    expect(calls.ended).toEqual(['tok-1']);
    expect(calls.signedIn).toEqual([]);
    expect(actor.getSnapshot().context.errorKey).toBe('errors:systemBusy');
  });

  it.each([
    ['weak', { weakPassword: true }],
    ['expired', { passwordExpired: true }],
  ] as const)('a %s password hands the session to the session chart without member info, with the password just typed', async (reason, flags) => {
    const { actor, calls } = start({ login: async () => ({ ...outcome, ...flags }) }, { site: 'agent', forceChange: true });
    actor.send(submit(userCredentials));
    await settle();
    expect(calls.info).toEqual([]);
    expect(calls.signedIn).toEqual([]);
    expect(calls.changeDue).toEqual([{ token: 'tok-1', reason, site: 'agent', heldPassword: 'Member2024' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.pendingLogin).toBeNull();
  });

  it('an expired password without the policy, or after an SMS login, signs in as usual', async () => {
    const policyOff = start({ login: async () => ({ ...outcome, passwordExpired: true }) }, { site: 'main', forceChange: false });
    policyOff.actor.send(submit(userCredentials));
    await settle();
    expect(policyOff.calls.changeDue).toEqual([]);
    expect(policyOff.calls.signedIn).toHaveLength(1);
    const sms = start({ login: async () => ({ ...outcome, weakPassword: true }) });
    sms.actor.send(submit(smsCredentials));
    await settle();
    expect(sms.calls.changeDue).toEqual([]);
    expect(sms.calls.signedIn).toHaveLength(1);
  });

  it('a first login runs the first-login action with the token, then hands a weak password over', async () => {
    const { actor, calls } = start({ login: async () => ({ ...outcome, firstTimeLogin: true, weakPassword: true }) });
    actor.send(submit(userCredentials));
    await settle();
    expect(calls.firstLogin).toEqual(['tok-1']);
    expect(calls.changeDue).toHaveLength(1);
    expect(calls.info).toEqual([]);
  });

  // A refused user is never made to change a password first
  it.each([
    ['weak', { weakPassword: true }],
    ['expired', { passwordExpired: true }],
  ] as const)('a member with a %s password on the agent site is refused before the change: no first-login action, no hand-over, its session ended', async (_reason, flags) => {
    const { actor, calls } = start({ login: async () => ({ ...outcome, ...flags, firstTimeLogin: true, type: 0 }) }, { site: 'agent', forceChange: true });
    actor.send(submit(userCredentials));
    await settle();
    expect(calls.firstLogin).toEqual([]);
    expect(calls.changeDue).toEqual([]);
    expect(calls.info).toEqual([]);
    expect(calls.ended).toEqual(['tok-1']);
    expect(calls.signedIn).toEqual([]);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.errorKey).toBe('errors:agentsOnly');
    expect(actor.getSnapshot().context.pendingLogin).toBeNull();
    expect(actor.getSnapshot().context.result?.token).toBe('');
  });

  it('the answer\'s type refuses early only where a change would come first: an agent is handed over, a member on the main site too, and without a change member info decides', async () => {
    const weak = { ...outcome, weakPassword: true };
    const agentOnAgentSite = start({ login: async () => ({ ...weak, type: 1 }) }, { site: 'agent', forceChange: true });
    agentOnAgentSite.actor.send(submit(userCredentials));
    await settle();
    expect(agentOnAgentSite.calls.changeDue).toHaveLength(1);
    const memberOnMainSite = start({ login: async () => ({ ...weak, type: 0 }) }, { site: 'main', forceChange: true });
    memberOnMainSite.actor.send(submit(userCredentials));
    await settle();
    expect(memberOnMainSite.calls.changeDue).toHaveLength(1);
    // no forced change: member info (the authority) decides, as before
    const plainMember = start({ login: async () => ({ ...outcome, type: 0 }), loadMemberInfo: async () => info }, { site: 'agent', forceChange: true });
    plainMember.actor.send(submit(userCredentials));
    await settle();
    expect(plainMember.calls.info).toEqual(['tok-1']);
    expect(plainMember.calls.ended).toEqual(['tok-1']);
    // an expired password without the policy is no forced change: member info decides
    const policyOff = start({ login: async () => ({ ...outcome, passwordExpired: true, type: 0 }) }, { site: 'agent', forceChange: false });
    policyOff.actor.send(submit(userCredentials));
    await settle();
    expect(policyOff.calls.info).toEqual(['tok-1']);
    expect(policyOff.actor.getSnapshot().context.errorKey).toBe('errors:agentsOnly');
  });
});
