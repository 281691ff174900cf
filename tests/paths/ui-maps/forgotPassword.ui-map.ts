/**
 * How the Chromium path runner sees and drives the forgot-password chart: /forgotPassword with
 * recovery by phone on (CHNGPASSVERIF3), its two tabs, the e-mail form (member01's real address,
 * or a wrong one the platform refuses), the phone form (a real SMS code read from the control
 * endpoint, or a wrong one), and member info after the reset passing through a gate.
 * Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, settle } from '../../e2e/auth-helpers';
import { Gate } from '../../e2e/route-gate';
import type { UiContext, UiMap } from '../ui-map';

const emailForm = (page: Page) => page.getByTestId('forgot-email-form');
const phoneForm = (page: Page) => page.getByTestId('forgot-phone-form');
const emailSubmit = (page: Page) => emailForm(page).getByRole('button', { name: /^(Enviar instrucciones|Send instructions)$/ });
const phoneSubmit = (page: Page) => phoneForm(page).getByRole('button', { name: /^(Restablecer y entrar|Reset and sign in)$/ });

interface PathState {
  emailAccepted: boolean;
  codeAccepted: boolean;
  memberInfo: Gate;
}
let current: PathState = { emailAccepted: true, codeAccepted: true, memberInfo: new Gate() };

const idle = (submit: (page: Page) => ReturnType<Page['getByRole']>) => async ({ page, timeout }: UiContext) => {
  await expect(submit(page)).toBeVisible({ timeout });
  await expect(submit(page)).not.toHaveAttribute('aria-busy', 'true', { timeout });
};
const busy = (submit: (page: Page) => ReturnType<Page['getByRole']>) => async ({ page, timeout }: UiContext) => {
  await expect(submit(page)).toHaveAttribute('aria-busy', 'true', { timeout });
};

export const uiMap: UiMap = {
  machineId: 'forgotPassword',

  async start({ page, control }) {
    current = { emailAccepted: true, codeAccepted: true, memberInfo: new Gate() };
    const gate = current.memberInfo;
    await page.route('**/wps/member/info', (route) => gate.request(route));
    await control.setFlag('CHNGPASSVERIF3', true);
    await page.goto('/forgotPassword');
    await expect(emailForm(page)).toBeVisible();
    await settle(page);
  },

  states: {
    'forgotPassword.recovering.byEmail.editing': idle(emailSubmit),
    'forgotPassword.recovering.byEmail.sending': busy(emailSubmit),
    'forgotPassword.recovering.byPhone.editing': idle(phoneSubmit),
    'forgotPassword.recovering.byPhone.resetting': busy(phoneSubmit),
    'forgotPassword.recovering.byPhone.signingIn': busy(phoneSubmit),
    'forgotPassword.mailSent': async ({ page, timeout }) => {
      await expect(page.getByTestId('mail-sent')).toContainText('me***@rp01.example', { timeout });
    },
    'forgotPassword.done': async ({ page, timeout }) => {
      await expect(phoneForm(page)).toHaveCount(0, { timeout });
      await expect(page.getByTestId('account-menu-button')).toBeVisible({ timeout });
    },
  },

  events: {
    async USE_EMAIL({ page, timeout }) {
      await page.getByRole('tab', { name: /^(Por correo|By e-mail)$/ }).click({ timeout });
    },
    async USE_PHONE({ page, timeout }) {
      await page.getByRole('tab', { name: /^(Por móvil|By mobile)$/ }).click({ timeout });
    },
    async RECOVER_BY_EMAIL({ page, timeout }) {
      const form = emailForm(page);
      await form.getByLabel(/^(Usuario|Username)/).fill(ACCOUNTS.member.username);
      await form.getByLabel(/^(Correo electrónico|E-mail)/).fill(current.emailAccepted ? ACCOUNTS.member.email : 'someone.else@rp01.example');
      await emailSubmit(page).click({ timeout });
    },
    async RECOVER_BY_PHONE({ page, control, timeout }) {
      const form = phoneForm(page);
      await form.getByLabel(/^(Número de móvil|Mobile number)/).fill(ACCOUNTS.member.mobile);
      const send = form.getByTestId('sms-send');
      if ((await send.getAttribute('data-state')) === 'ready') {
        await send.click({ timeout });
        await expect(send).toHaveAttribute('data-state', 'codeSent', { timeout });
      }
      const code = (await control.smsCode(ACCOUNTS.member.mobile)) ?? '000000';
      await form.getByLabel(/^(Código SMS|SMS code)/).fill(current.codeAccepted ? code : code === '999999' ? '999998' : '999999');
      await form.getByLabel(/^(Nueva contraseña|New password)/).fill('Fresh2025x');
      await form.getByLabel(/^(Confirmar nueva contraseña|Confirm new password)/).fill('Fresh2025x');
      await phoneSubmit(page).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.recoverByEmail'() {
      current.emailAccepted = true;
    },
    async 'xstate.error.actor.recoverByEmail'() {
      current.emailAccepted = false;
    },
    async 'xstate.done.actor.recoverByPhone'() {
      current.codeAccepted = true;
    },
    async 'xstate.error.actor.recoverByPhone'() {
      current.codeAccepted = false;
    },
    async 'xstate.done.actor.loadMemberInfo'() {
      await current.memberInfo.decide({ kind: 'pass' });
    },
    async 'xstate.error.actor.loadMemberInfo'() {
      await current.memberInfo.decide({ kind: 'fail' });
    },
  },

  holds: {
    async recoverByEmail({ page }) {
      await page.route('**/wps/member/password/email', () => undefined);
    },
    async recoverByPhone({ page }) {
      await page.route('**/wps/member/password/verification', () => undefined);
    },
    async loadMemberInfo() {},
  },
};
