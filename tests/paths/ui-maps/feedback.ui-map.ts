/**
 * How the Chromium path runner sees and drives the feedback form: /member/feedback for member01
 * (data-status on the page), the text, the file input (a picked file of the event's name, type
 * and size), a thumbnail's remove button, send, "send another", the retry. The settings and the
 * send are held until the path's step answers them. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { imageBytes } from '../image-bytes';
import { uiText } from '../locale-text';

let settingsGate = new AnswerGate();
let sendGate = new AnswerGate();

const feedback = (page: Page) => page.getByTestId('feedback');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(feedback(page)).toHaveAttribute('data-status', value, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'feedback',

  async start({ page }) {
    settingsGate = new AnswerGate();
    sendGate = new AnswerGate();
    const [settings, send] = [settingsGate, sendGate];
    await page.route(endsWith('/wps/feedback/setting'), (route) => settings.request(route));
    await page.route(endsWith('/wps/feedback'), (route) => send.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/member/feedback');
  },

  states: {
    'feedback.loading': status('loading'),
    'feedback.loadFailed': async (ui) => {
      await status('loadFailed')(ui);
      await expect(ui.page.getByTestId('feedback-load-error')).toBeVisible({ timeout: ui.timeout });
    },
    'feedback.editing': async (ui) => {
      await status('editing')(ui);
      await expect(ui.page.getByTestId('feedback-submit')).not.toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
    'feedback.sending': async (ui) => {
      await status('sending')(ui);
      await expect(ui.page.getByTestId('feedback-submit')).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
    'feedback.sent': async (ui) => {
      await status('sent')(ui);
      await expect(ui.page.getByTestId('feedback-sent')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async RETRY({ page, timeout }) {
      await page.getByTestId('feedback-load-error').getByRole('button', { name: uiText('common:ui.retry') }).click({ timeout });
    },
    async ADD_IMAGES({ page, timeout }, event) {
      const files = ((event as { files?: { name: string; type: string; size: number }[] }).files ?? []).map((file) => ({ name: file.name, mimeType: file.type, buffer: imageBytes(file.type, file.size) }));
      await page.getByTestId('feedback-images').setInputFiles(files, { timeout });
    },
    async REMOVE_IMAGE({ page, timeout }, event) {
      await page.getByTestId('feedback-thumb').nth((event as { index?: number }).index ?? 0).getByRole('button').click({ timeout });
    },
    async SUBMIT({ page, timeout }, event) {
      await page.getByTestId('feedback-content').fill((event as { content?: string }).content ?? '', { timeout });
      await page.getByTestId('feedback-submit').click({ timeout });
    },
    async EDIT({ page, timeout }, event) {
      await page.getByTestId('feedback-content').fill((event as { content?: string }).content ?? '', { timeout });
    },
    async AGAIN({ page, timeout }) {
      await page.getByTestId('feedback-again').click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadSettings'() {},
    async 'xstate.error.actor.loadSettings'() {},
    async 'xstate.done.actor.sendFeedback'() {},
    async 'xstate.error.actor.sendFeedback'() {},
  },

  settles: {
    async 'xstate.done.actor.loadSettings'(_ui, event) {
      await settingsGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.loadSettings'() {
      await settingsGate.refuse();
    },
    async 'xstate.done.actor.sendFeedback'() {
      await sendGate.answer({ id: 'feedback-1' });
    },
    async 'xstate.error.actor.sendFeedback'() {
      await sendGate.refuse();
    },
  },

  holds: {
    async loadSettings() {},
    async sendFeedback() {},
  },
};
