/**
 * How the Chromium path runner sees and drives the SMS countdown: the send button of the login
 * popup's SMS tab (its state in data-state, the seconds in its label), the warning dialog, and
 * the send's answer arranged through the control endpoint (the window, no window, too many
 * requests, another refusal). Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { ACCOUNTS, settle, TEXT } from '../../e2e/auth-helpers';
import { visibleMovingClock } from '../fake-clock';
import type { UiContext, UiMap } from '../ui-map';
import { uiText } from '../locale-text';

const sendButton = (page: Page) => page.getByTestId('sms-send');
const warning = (page: Page) => page.getByRole('dialog', { name: uiText('auth:sms.warningTitle') });

const buttonIn = (state: string, label?: RegExp) => async ({ page, timeout }: UiContext) => {
  await expect(sendButton(page)).toHaveAttribute('data-state', state, { timeout });
  if (label) await expect(sendButton(page)).toHaveText(label, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'smsCountdown',

  async start({ page, control }) {
    await control.setFlag('MOBILEVERCODELOGIN3', true);
    await page.goto('/login');
    const tab = page.getByRole('tab', { name: uiText('auth:login.tabSms') });
    await visibleMovingClock(page, tab);
    await settle(page);
    await tab.click();
    await page.getByLabel(uiText('auth:login.mobile', {}, { prefix: true })).fill(ACCOUNTS.member.mobile);
  },

  states: {
    'smsCountdown.ready': buttonIn('ready', uiText('auth:sms.send')),
    'smsCountdown.sending': async ({ page, timeout }) => {
      await expect(sendButton(page)).toHaveAttribute('aria-busy', 'true', { timeout });
    },
    'smsCountdown.codeSent.ticking': buttonIn('codeSent', /^(Reenviar en \d+ s|Resend in \d+ s)$/),
    'smsCountdown.rateLimited.ticking': buttonIn('rateLimited', /^(Espera \d+:\d\d|Wait \d+:\d\d)$/),
    'smsCountdown.warning': async (ui) => {
      await expect(warning(ui.page)).toBeVisible({ timeout: ui.timeout });
      await expect(ui.page.getByTestId('sms-warning')).not.toBeEmpty({ timeout: ui.timeout });
    },
    'smsCountdown.cooling': buttonIn('cooling'),
  },

  events: {
    async SEND({ page, timeout }) {
      await sendButton(page).click({ timeout });
    },
    async DISMISS({ page, timeout }) {
      await warning(page).getByRole('button', { name: TEXT.ok }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.sendCode'({ control }, event: EventObject) {
      const { output } = event as EventObject & { output: { expiredMinutes: number | null } };
      await control.setSmsSettings({ expiredMinutes: output.expiredMinutes ?? 0 });
    },
    async 'xstate.error.actor.sendCode'({ control }, event: EventObject) {
      const { error } = event as EventObject & { error: { errorCode: string } };
      await control.failNext('smsNoLogin', 1, { errorCode: error.errorCode });
    },
  },

  holds: {
    async sendCode({ page }) {
      await page.route('**/wps/verification/sms/noLogin', () => undefined);
    },
  },
};
