/**
 * connectRegister without React: snapshots of the register chart (resolveState) → what the popup
 * shows (phase, tab, form data, refusals, warning, captcha), and intents → the chart's events.
 */
import { describe, expect, it, vi } from 'vitest';
import { getInitialSnapshot, type StateValue } from 'xstate';
import type { RegisterSettings } from '../../../src/api';
import { connectRegister } from '../../../machines/auth/register.connect';
import { registerMachine, type RegisterContext } from '../../../machines/auth/register.machine';

const settings = { captcha: { acceptedPattern: '^\\d+$', minLength: 4, maxLength: 4, patternId: 7, show: true, required: true } } as unknown as RegisterSettings;
const countries = [{ countryCode: 'MX', countryDialingCode: '52' }];
const base: RegisterContext = { tab: 'username', form: { settings, countries }, captchaImage: null, fieldErrors: {}, termsRefused: false, errorKey: null, errorText: null, forceChange: true, answer: null };
const api = (value: StateValue, context: Partial<RegisterContext> = {}, send = vi.fn()) =>
  connectRegister(registerMachine.resolveState({ value, context: { ...base, ...context } }), send);

describe('connectRegister', () => {
  it('shows the spinner while the form loads, then its failure', () => {
    expect(api('loading', { form: null })).toMatchObject({ phase: 'loading', settings: null, countries: [] });
    expect(api('loadFailed', { form: null, errorKey: 'errors:systemBusy' })).toMatchObject({ phase: 'loadFailed', errorKey: 'errors:systemBusy' });
  });

  it('shows the form with its settings, dialling codes and tab', () => {
    expect(api({ editing: 'ready' }, { tab: 'mobile', captchaImage: 'data:x' })).toMatchObject({
      phase: 'form',
      tab: 'mobile',
      settings,
      countries,
      submitting: false,
      captcha: 'ready',
      captchaImage: 'data:x',
      captchaCooling: false,
    });
  });

  it('follows the captcha image: loading (form still shown), cooling, failed', () => {
    expect(api('captchaLoading')).toMatchObject({ phase: 'form', captcha: 'loading' });
    expect(api({ editing: 'captchaCooling' }, { captchaImage: 'data:x' })).toMatchObject({ captcha: 'ready', captchaCooling: true });
    expect(api({ editing: 'ready' }).captcha).toBe('failed');
  });

  it('is submitting through the affiliate check, the register call and member info', () => {
    expect(api('checkingAffiliate')).toMatchObject({ phase: 'form', submitting: true, signingIn: false });
    expect(api('registering')).toMatchObject({ phase: 'form', submitting: true, signingIn: false });
    expect(api('loadingInfo')).toMatchObject({ phase: 'form', submitting: true, signingIn: true });
  });

  it('keeps refusals by field, the terms refusal and the failure above the form', () => {
    const fieldErrors = { username: { key: 'server.usernameTaken' } };
    expect(api({ editing: 'ready' }, { fieldErrors, termsRefused: true, errorKey: 'errors:systemBusy', errorText: 'Ocupado' })).toMatchObject({
      fieldErrors,
      termsRefused: true,
      errorKey: 'errors:systemBusy',
      errorText: 'Ocupado',
      affiliateWarning: false,
      affiliateWarningText: null,
    });
  });

  it('shows the affiliate warning with its own text, not above the form', () => {
    expect(api('affiliateWarning', { errorKey: 'errors:invalidInvitationCode', errorText: 'Código inválido' })).toMatchObject({
      phase: 'form',
      affiliateWarning: true,
      affiliateWarningText: 'Código inválido',
      errorKey: null,
      errorText: null,
    });
  });

  it('says the member info failed, and nothing once done', () => {
    expect(api('infoFailed', { errorKey: 'errors:systemBusy' })).toMatchObject({ phase: 'infoFailed', errorKey: 'errors:systemBusy' });
    expect(api('done').phase).toBe('done');
  });

  it('sends tab, submit, captcha refresh, dismiss and retry', () => {
    const send = vi.fn();
    const registration = api({ editing: 'ready' }, {}, send);
    const request = { tab: 'username' as const, fields: { username: 'nuevo2025' } };
    registration.selectTab('mobile');
    registration.submit(request, false);
    registration.refreshCaptcha();
    registration.dismiss();
    registration.retry();
    expect(send.mock.calls).toEqual([
      [{ type: 'SELECT_TAB', tab: 'mobile' }],
      [{ type: 'SUBMIT', request, termsAccepted: false }],
      [{ type: 'REFRESH_CAPTCHA' }],
      [{ type: 'DISMISS' }],
      [{ type: 'RETRY' }],
    ]);
  });

  it('hands the view the chart\'s SMS countdown child', () => {
    expect(connectRegister(getInitialSnapshot(registerMachine, { tab: 'username' }), vi.fn()).sms).toBeDefined();
  });
});
