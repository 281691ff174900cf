/** The register chart with fakes under the wiring's names (machines/auth/register.machine.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SessionInfo } from '../../../machines/auth/session.machine';
import { CAPTCHA_REFRESH_THROTTLE_MS } from '../../../machines/auth/captcha';
import { registerMachine, type RegisterFormData, type RegisterInput, type RegisterRequest } from '../../../machines/auth/register.machine';
import type { AutoLogin, PasswordChangeDue } from '../../../machines/auth/sessionStart';
import { smsCountdownMachine, type SmsSent } from '../../../machines/auth/smsCountdown.machine';

const form: RegisterFormData = { settings: {}, countries: [{ countryCode: 'MX', countryDialingCode: '52' }] };
const info: SessionInfo = { id: 'm1', account: 'nuevo2025', type: 0 };
const plain: RegisterRequest = { tab: 'username', fields: { username: 'nuevo2025', password: 'Secret123', confirmPassword: 'Secret123' } };
const withCode: RegisterRequest = { ...plain, fields: { ...plain.fields, affiliateCode: ' ag0002 ' } };
/** The automatic login a register call answers (the wiring reads it off the platform's answer). */
const login: AutoLogin = { token: 'tok-new', firstTimeLogin: false, passwordExpired: false, weakPassword: false, type: 0, heldPassword: 'Secret123' };

interface Fakes {
  affiliate?: () => Promise<void>;
  register?: (request: RegisterRequest) => Promise<AutoLogin | void>;
  memberInfo?: () => Promise<SessionInfo>;
  sendCode?: (request: unknown) => Promise<SmsSent>;
}

function start(fakes: Fakes = {}, input: RegisterInput = { tab: 'username' }) {
  const calls = {
    affiliate: [] as RegisterRequest[],
    register: [] as RegisterRequest[],
    signedIn: [] as SessionInfo[],
    tokens: [] as string[],
    info: [] as string[],
    ended: [] as string[],
    changeDue: [] as PasswordChangeDue[],
    sms: [] as unknown[],
  };
  const logic = registerMachine.provide({
    actors: {
      loadForm: fromPromise(async () => form),
      checkAffiliate: fromPromise<RegisterRequest, RegisterRequest>(async ({ input }) => {
        calls.affiliate.push(input);
        await (fakes.affiliate ?? (async () => undefined))();
        return input;
      }),
      register: fromPromise<AutoLogin, RegisterRequest>(async ({ input }) => {
        calls.register.push(input);
        return (await (fakes.register ?? (async () => login))(input)) ?? login;
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
            return (fakes.sendCode ?? (async () => ({ expiredMinutes: null })))(input);
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
  const actor = createActor(logic, { input }).start();
  return { actor, calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('register chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the form, registers, loads member info and signs in; the password never enters the context', async () => {
    const { actor, calls } = start();
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.form).toEqual(form);
    actor.send({ type: 'SUBMIT', request: plain, termsAccepted: true });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Secret123');
    await settle();
    expect(calls.affiliate).toEqual([]);
    expect(calls.register).toEqual([plain]);
    // member info with the automatic login's token, which is handed on only when the site takes it
    expect(calls.info).toEqual(['tok-new']);
    expect(calls.signedIn).toEqual([info]);
    expect(calls.tokens).toEqual(['tok-new']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.answer).toBeNull();
  });

  it('refuses a submit with the terms unticked, calling nothing', async () => {
    const { actor, calls } = start();
    await settle();
    actor.send({ type: 'SUBMIT', request: plain, termsAccepted: false });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.termsRefused).toBe(true);
    expect(calls.register).toEqual([]);
    actor.send({ type: 'SUBMIT', request: plain, termsAccepted: true });
    expect(actor.getSnapshot().context.termsRefused).toBe(false);
  });

  it('checks an affiliate code first and hands the same request on to the register call', async () => {
    const { actor, calls } = start();
    await settle();
    actor.send({ type: 'SUBMIT', request: withCode, termsAccepted: true });
    expect(actor.getSnapshot().value).toBe('checkingAffiliate');
    await settle();
    expect(calls.affiliate).toEqual([withCode]);
    expect(calls.register).toEqual([withCode]);
  });

  it('an invalid affiliate code opens the warning with the invitation-code-error text, and registers nothing', async () => {
    const { actor, calls } = start({ affiliate: async () => Promise.reject(Object.assign(new Error('no'), { messageKey: 'errors:invalidInvitationCode' })) });
    await settle();
    actor.send({ type: 'SUBMIT', request: withCode, termsAccepted: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('affiliateWarning');
    expect(actor.getSnapshot().context.errorKey).toBe('errors:invalidInvitationCode');
    expect(calls.register).toEqual([]);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.errorKey).toBeNull();
  });

  it('shows a refusal that names a field at that field, and any other failure above the form', async () => {
    let answer: object = { messageKey: 'errors:usernameTaken', field: 'username', fieldMessage: { key: 'server.usernameTaken' } };
    const { actor } = start({ register: async () => Promise.reject(answer) });
    await settle();
    actor.send({ type: 'SUBMIT', request: plain, termsAccepted: true });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ username: { key: 'server.usernameTaken' } });
    expect(actor.getSnapshot().context.errorKey).toBeNull();
    answer = { messageKey: 'errors:systemBusy', serverMessage: null };
    actor.send({ type: 'SUBMIT', request: plain, termsAccepted: true });
    await settle();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(actor.getSnapshot().context.errorKey).toBe('errors:systemBusy');
  });

  it('retries only the member info when it fails after the account was created', async () => {
    let fail = true;
    const { actor, calls } = start({ memberInfo: async () => (fail ? Promise.reject({ messageKey: 'errors:networkAbnormal' }) : info) });
    await settle();
    actor.send({ type: 'SUBMIT', request: plain, termsAccepted: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('infoFailed');
    fail = false;
    actor.send({ type: 'RETRY' });
    await settle();
    expect(calls.register).toHaveLength(1);
    expect(calls.signedIn).toEqual([info]);
  });

  it("closing the popup while the new account's session is held ends that session first, then says closed; nothing signed in", async () => {
    for (const when of ['infoFailed', 'loadingInfo'] as const) {
      const { actor, calls } = start({ memberInfo: async () => (when === 'infoFailed' ? Promise.reject({ messageKey: 'errors:networkAbnormal' }) : new Promise<SessionInfo>(() => undefined)) });
      await settle();
      // the form itself closes at once: no session is held yet
      expect(actor.getSnapshot().can({ type: 'CLOSE' })).toBe(false);
      actor.send({ type: 'SUBMIT', request: plain, termsAccepted: true });
      await settle();
      expect(actor.getSnapshot().value).toBe(when);
      actor.send({ type: 'CLOSE' });
      await settle();
      expect(calls.ended, when).toEqual(['tok-new']);
      expect(actor.getSnapshot().value).toBe('closed');
      expect(actor.getSnapshot().context.answer).toBeNull();
      expect(calls.signedIn).toEqual([]);
    }
  });

  it('loads the captcha the settings show, and a fresh one after a refused register call', async () => {
    const images: string[] = [];
    const logic = registerMachine.provide({
      actors: {
        loadForm: fromPromise<RegisterFormData>(async () => ({ ...form, settings: { captcha: { acceptedPattern: '*', show: true, required: true } } })),
        loadCaptcha: fromPromise(async () => {
          images.push(`img${images.length + 1}`);
          return `data:image/png;base64,img${images.length}`;
        }),
        register: fromPromise<AutoLogin, RegisterRequest>(async () => Promise.reject({ messageKey: 'errors:captchaFailed', field: 'captcha', fieldMessage: { key: 'server.captchaInvalid' } })),
      },
    });
    const actor = createActor(logic, { input: { tab: 'username' } }).start();
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.captchaImage).toBe('data:image/png;base64,img1');
    actor.send({ type: 'SUBMIT', request: plain, termsAccepted: true });
    await settle();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ captcha: { key: 'server.captchaInvalid' } });
    expect(actor.getSnapshot().context.captchaImage).toBe('data:image/png;base64,img2');
    // a click right after the last image is ignored: once per second
    actor.send({ type: 'REFRESH_CAPTCHA' });
    await settle();
    expect(images).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(CAPTCHA_REFRESH_THROTTLE_MS);
    actor.send({ type: 'REFRESH_CAPTCHA' });
    await settle();
    expect(images).toHaveLength(3);
  });

  it('ignores a captcha refresh when the settings do not show one', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'REFRESH_CAPTCHA' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('runs the shared SMS countdown with the register default of 60 s', async () => {
    const { actor, calls } = start();
    await settle();
    const sms = actor.getSnapshot().children.sms;
    expect(sms).toBeDefined();
    sms?.send({ type: 'SEND', request: { tab: 'mobile', mobileNo: '5588800001', countryDialingCode: '52' } });
    await settle();
    expect(calls.sms).toEqual([{ tab: 'mobile', mobileNo: '5588800001', countryDialingCode: '52' }]);
    expect(sms?.getSnapshot().matches('codeSent')).toBe(true);
    expect(sms?.getSnapshot().context.secondsLeft).toBe(60);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sms?.getSnapshot().value).toBe('ready');
  });

  // The automatic login starts its session as a login does (machines/auth/sessionStart.ts)
  it('a registration with the weak default password is handed to the session chart: no member info, nothing signed in, the password held in memory only', async () => {
    const weak = { ...login, weakPassword: true, heldPassword: '123456' };
    const { actor, calls } = start({ register: async () => weak });
    await settle();
    actor.send({ type: 'SUBMIT', request: { tab: 'username', fields: { username: 'nuevo2025', password: '123456', confirmPassword: '123456' } }, termsAccepted: true });
    await settle();
    expect(calls.info).toEqual([]);
    expect(calls.signedIn).toEqual([]);
    expect(calls.changeDue).toEqual([{ token: 'tok-new', reason: 'weak', site: 'main', heldPassword: '123456' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('123456');
  });

  it('an expired password is handed over only under PWDEXPFORCECHANGE3', async () => {
    const expired = { ...login, passwordExpired: true };
    const on = start({ register: async () => expired }, { tab: 'username', forceChange: true });
    await settle();
    on.actor.send({ type: 'SUBMIT', request: plain, termsAccepted: true });
    await settle();
    expect(on.calls.changeDue).toEqual([{ token: 'tok-new', reason: 'expired', site: 'main', heldPassword: 'Secret123' }]);
    const off = start({ register: async () => expired }, { tab: 'username', forceChange: false });
    await settle();
    off.actor.send({ type: 'SUBMIT', request: plain, termsAccepted: true });
    await settle();
    expect(off.calls.changeDue).toEqual([]);
    expect(off.calls.signedIn).toEqual([info]);
  });

  it('an account type the site refuses: its session is ended with its token before the refusal shows, nothing signed in', async () => {
    const { actor, calls } = start({ memberInfo: async () => ({ id: 'b1', account: 'nuevo2025', type: 3 }) });
    await settle();
    actor.send({ type: 'SUBMIT', request: plain, termsAccepted: true });
    await settle();
    expect(calls.info).toEqual(['tok-new']);
    expect(calls.ended).toEqual(['tok-new']);
    expect(calls.signedIn).toEqual([]);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.errorKey).toBe('errors:nonMemberCannotLogin');
    expect(actor.getSnapshot().context.answer).toBeNull();
  });

  it('a refused type the answer names comes before the forced change (no member info, no hand-over)', async () => {
    const { actor, calls } = start({ register: async () => ({ ...login, type: 3, weakPassword: true, heldPassword: '123456' }) });
    await settle();
    actor.send({ type: 'SUBMIT', request: plain, termsAccepted: true });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls.info).toEqual([]);
    expect(calls.changeDue).toEqual([]);
    expect(calls.ended).toEqual(['tok-new']);
    expect(actor.getSnapshot().context.errorKey).toBe('errors:nonMemberCannotLogin');
  });
});
