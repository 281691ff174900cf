/**
 * connectLogin without React: snapshots of the login chart (resolveState, no actor run) → which
 * form shows, busy flags, captcha, the failure per form, and intents → the chart's events.
 */
import { describe, expect, it, vi } from 'vitest';
import { getInitialSnapshot, type StateValue } from 'xstate';
import { connectLogin } from '../../../machines/auth/login.connect';
import { loginMachine, type LoginContext } from '../../../machines/auth/login.machine';

const base: LoginContext = {
  formSite: 'main',
  site: 'main',
  method: 'username',
  forceChange: true,
  username: '',
  remember: false,
  result: null,
  captchaImage: null,
  verifyMethods: [],
  pendingLogin: null,
  errorKey: null,
  errorText: null,
};
const at = (value: StateValue, context: Partial<LoginContext> = {}) => loginMachine.resolveState({ value, context: { ...base, ...context } });
const api = (value: StateValue, context: Partial<LoginContext> = {}, send = vi.fn()) => connectLogin(at(value, context), send);

describe('connectLogin', () => {
  it('shows the login form, idle, with no captcha at first', () => {
    expect(api({ editing: 'plain' })).toMatchObject({ phase: 'form', busy: false, signingIn: false, freePlaying: false, captcha: 'hidden', site: 'main' });
  });

  it('reads the site from the flow input', () => {
    expect(api({ editing: 'plain' }, { formSite: 'agent', site: 'agent' }).site).toBe('agent');
  });

  it('is busy and signing in while the login, the first-login action, member info and a refused sign-in\'s logout run', () => {
    for (const value of ['submitting', 'firstLogin', 'loadingInfo', 'endingSession'] as const) {
      expect(api(value), value).toMatchObject({ phase: 'form', busy: true, signingIn: true, freePlaying: false });
    }
  });

  it('is busy with free play while the free-play login runs', () => {
    expect(api('freePlaying')).toMatchObject({ phase: 'form', busy: true, signingIn: false, freePlaying: true });
  });

  it('follows the captcha: loading, cooling, ready, and kept on screen while a login runs', () => {
    expect(api({ editing: 'captchaLoading' }).captcha).toBe('loading');
    expect(api({ editing: 'captchaCooling' }, { captchaImage: 'data:x' }).captcha).toBe('cooling');
    expect(api({ editing: 'captchaReady' }, { captchaImage: 'data:x' })).toMatchObject({ captcha: 'ready', captchaImage: 'data:x' });
    expect(api('submitting', { captchaImage: 'data:x' }).captcha).toBe('ready');
    expect(api('submitting').captcha).toBe('hidden');
  });

  it('shows the new-IP check with the offered factors, busy while it is checked', () => {
    expect(api('ipVerification', { verifyMethods: ['EMAIL', 'AUTHENTICATOR'] })).toMatchObject({ phase: 'verify', busy: false, verifyMethods: ['EMAIL', 'AUTHENTICATOR'] });
    expect(api('verifyingIp')).toMatchObject({ phase: 'verify', busy: true });
  });

  it('shows nothing once done (signed in, or a forced password change handed to the session)', () => {
    expect(api('done').phase).toBe('done');
  });

  it('shows a failure only above the form whose method caused it', () => {
    const login = api({ editing: 'plain' }, { method: 'sms', errorKey: 'errors:invalidVerificationCode', errorText: 'Código incorrecto' });
    expect(login.errorOf('sms')).toEqual({ key: 'errors:invalidVerificationCode', text: 'Código incorrecto' });
    expect(login.errorOf('username')).toEqual({ key: null, text: null });
    expect(login.error).toEqual({ key: 'errors:invalidVerificationCode', text: 'Código incorrecto' });
  });

  it('sends the username login trimmed, with the captcha only when one is shown', () => {
    const send = vi.fn();
    api({ editing: 'plain' }, {}, send).submitUsername({ username: ' member01 ', password: ' Member2024 ', captcha: ' 12 ', remember: true });
    api({ editing: 'captchaReady' }, { captchaImage: 'data:x' }, send).submitUsername({ username: 'member01', password: 'x1', captcha: ' 1234 ', remember: false });
    expect(send.mock.calls).toEqual([
      [{ type: 'SUBMIT', credentials: { method: 'username', username: 'member01', password: 'Member2024' }, remember: true }],
      [{ type: 'SUBMIT', credentials: { method: 'username', username: 'member01', password: 'x1', captcha: '1234' }, remember: false }],
    ]);
  });

  it('sends the SMS login trimmed, without the + of the dialling code and without remember-me', () => {
    const send = vi.fn();
    api({ editing: 'plain' }, {}, send).submitSms({ countryDialingCode: ' +52 ', mobileNum: ' 5512345601 ', verificationCode: ' 123456 ' });
    expect(send).toHaveBeenCalledWith({ type: 'SUBMIT', credentials: { method: 'sms', mobileNum: '5512345601', countryDialingCode: '52', verificationCode: '123456' }, remember: false });
  });

  it('sends free play, captcha refresh, the second factor and cancel', () => {
    const send = vi.fn();
    const login = api('ipVerification', {}, send);
    login.freePlay();
    login.refreshCaptcha();
    login.verify('AUTHENTICATOR', ' 123456 ');
    login.cancel();
    expect(send.mock.calls).toEqual([
      [{ type: 'FREE_PLAY' }],
      [{ type: 'REFRESH_CAPTCHA' }],
      [{ type: 'VERIFY', method: 'AUTHENTICATOR', code: '123456' }],
      [{ type: 'CANCEL' }],
    ]);
  });

  it('hands the view the chart\'s SMS countdown child', () => {
    const snapshot = getInitialSnapshot(loginMachine, { site: 'main', forceChange: false });
    expect(connectLogin(snapshot, vi.fn()).sms).toBe(snapshot.children.sms);
    expect(connectLogin(snapshot, vi.fn()).sms).toBeDefined();
  });
});
