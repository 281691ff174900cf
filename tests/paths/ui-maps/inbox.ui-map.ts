/**
 * How the Chromium path runner sees and drives the messages page: /member/messageV2 for member01
 * (data-status on the page), a message opened (and marked read) in its dialog, ticks, the delete
 * confirmation, the pages, the retry; the live unread count pushed over the account socket. The
 * list, read and delete calls are held until the path's step answers them. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { switchLanguage } from './language-ui';
import { uiText } from '../locale-text';

const LIST = '/CSP_getInbox';
const READ = '/CSP_readMessage';
const DELETE = '/CSP_deleteMessages';
let listGate = new AnswerGate();
let readGate = new AnswerGate();
let deleteGate = new AnswerGate();

const inbox = (page: Page) => page.getByTestId('inbox');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(inbox(page)).toHaveAttribute('data-status', value, { timeout });
};
const reading = async (ui: UiContext) => {
  await status('ready')(ui);
  await expect(ui.page.getByTestId('inbox-content')).toBeVisible({ timeout: ui.timeout });
};

export const uiMap: UiMap = {
  machineId: 'inbox',

  async start({ page }) {
    listGate = new AnswerGate();
    readGate = new AnswerGate();
    deleteGate = new AnswerGate();
    const [list, read, remove] = [listGate, readGate, deleteGate];
    await page.route(endsWith(LIST), (route) => list.request(route));
    await page.route(endsWith(READ), (route) => read.request(route));
    await page.route(endsWith(DELETE), (route) => remove.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/member/messageV2');
  },

  states: {
    'inbox.loading': status('loading'),
    'inbox.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('inbox-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'inbox.empty': async (ui) => {
      await status('empty')(ui);
      await expect(ui.page.getByTestId('inbox-empty')).toBeVisible({ timeout: ui.timeout });
    },
    'inbox.ready.list': async (ui) => {
      await status('ready')(ui);
      await expect(inbox(ui.page).getByTestId('inbox-item').first()).toBeVisible({ timeout: ui.timeout });
      await expect(ui.page.getByTestId('inbox-content')).toHaveCount(0, { timeout: ui.timeout });
      await expect(ui.page.getByTestId('inbox-confirm-delete')).toHaveCount(0, { timeout: ui.timeout });
    },
    'inbox.ready.reading.marking': reading,
    'inbox.ready.reading.shown': reading,
    'inbox.ready.confirming': async (ui) => {
      await expect(ui.page.getByTestId('inbox-confirm-delete')).toBeEnabled({ timeout: ui.timeout });
    },
    'inbox.ready.deleting': async (ui) => {
      await expect(ui.page.getByTestId('inbox-confirm-delete')).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
  },

  events: {
    // in the page, as a reader switches: the same flow is told and asks again (language-ui.ts)
    async LANGUAGE({ page, timeout }, event) {
      await switchLanguage(page, (event as { language?: string }).language ?? 'es', timeout);
    },
    async SET_PAGE({ page, timeout }, event) {
      const target = (event as { page?: number }).page ?? 1;
      await page.getByTestId('inbox-pages').getByRole('button', { name: uiText('common:ui.pagination.page', { page: target }) }).click({ timeout });
    },
    async OPEN({ page, timeout }, event) {
      const id = (event as { id?: string }).id ?? '';
      await inbox(page).locator(`[data-testid="inbox-item"][data-id="${id}"]`).getByTestId('inbox-open').click({ timeout });
    },
    async CLOSE({ page, timeout }) {
      await page.getByTestId('inbox-close').click({ timeout });
    },
    async TOGGLE({ page, timeout }, event) {
      const id = (event as { id?: string }).id ?? '';
      await inbox(page).locator(`[data-testid="inbox-item"][data-id="${id}"]`).getByTestId('inbox-tick').click({ timeout });
    },
    async CLEAR({ page, timeout }) {
      // nothing ticked: there is nothing to clear (the chart changes nothing either)
      const clear = inbox(page).getByRole('button', { name: uiText('inbox:clearSelection') });
      if (await clear.isVisible()) await clear.click({ timeout });
    },
    async DELETE({ page, timeout }) {
      await page.getByTestId('inbox-delete-open').click({ timeout });
    },
    async DELETE_SELECTED({ page, timeout }) {
      await page.getByTestId('inbox-delete-selected').click({ timeout });
    },
    async CONFIRM({ page, timeout }) {
      await page.getByTestId('inbox-confirm-delete').click({ timeout });
    },
    async CANCEL({ page, timeout }) {
      await page.getByTestId('inbox-cancel-delete').click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('inbox-failure').getByRole('button', { name: uiText('inbox:retry') }).click({ timeout });
    },
    async UNREAD_CHANGED({ page, control, timeout }, event) {
      await expect(page.getByTestId('live-notices')).toHaveAttribute('data-state', 'open', { timeout });
      await expect.poll(() => control.accountSockets().then((sockets) => sockets.authenticated), { timeout }).toBeGreaterThan(0);
      const unread = (event as { unread?: number | null }).unread ?? 7;
      expect(await control.pushAccountEvent(ACCOUNTS.member.username, { kind: 'newMessage', unread })).toBeGreaterThan(0);
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadMessages'() {},
    async 'xstate.error.actor.loadMessages'() {},
    async 'xstate.done.actor.markRead'() {},
    async 'xstate.error.actor.markRead'() {},
    async 'xstate.done.actor.deleteMessages'() {},
    async 'xstate.error.actor.deleteMessages'() {},
  },

  settles: {
    async 'xstate.done.actor.loadMessages'(_ui, event) {
      const output = (event as { output?: { items: unknown[]; pageNum: number; totalPages: number; totalCount: number; unread: number } }).output;
      await listGate.answer(output ? { list: output.items, pageNum: output.pageNum, totalPages: output.totalPages, totalCount: output.totalCount, unread: output.unread } : null);
    },
    async 'xstate.error.actor.loadMessages'() {
      await listGate.refuse();
    },
    async 'xstate.done.actor.markRead'(_ui, event) {
      await readGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.markRead'() {
      await readGate.refuse();
    },
    async 'xstate.done.actor.deleteMessages'(_ui, event) {
      await deleteGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.deleteMessages'() {
      await deleteGate.refuse();
    },
  },

  holds: {
    async loadMessages() {},
    async markRead() {},
    async deleteMessages() {},
  },
};
