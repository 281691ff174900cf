/**
 * How the Chromium path runner sees and drives the chat room: member01 signed in on the home page
 * at 1280 px (the side menu's entry with its count, whether the count is being asked and whether
 * the panel is open; the chat panel beside the page). The count and the launch are held until the path's step answers them;
 * REFRESH is the window regaining focus. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { uiText } from '../locale-text';

let countGate = new AnswerGate();
let launchGate = new AnswerGate();

const entry = (page: Page) => page.getByTestId('chat-entry').and(page.locator('[data-place="sideMenu"]'));
const panel = (page: Page) => page.getByTestId('chat-panel');
const panelSays = (state: string) => async ({ page, timeout }: UiContext) => {
  await expect(panel(page)).toHaveAttribute('data-state', state, { timeout });
  await expect(entry(page)).toHaveAttribute('aria-expanded', 'true', { timeout });
  await expect(entry(page)).toHaveAttribute('data-state', 'idle', { timeout });
};
const closed = (counting: boolean) => async ({ page, timeout }: UiContext) => {
  await expect(entry(page)).toBeVisible({ timeout });
  await expect(entry(page)).toHaveAttribute('aria-expanded', 'false', { timeout });
  await expect(entry(page)).toHaveAttribute('data-state', counting ? 'counting' : 'idle', { timeout });
  await expect(panel(page)).toHaveCount(0, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'chatRoom',
  // the side menu's chat entry: only the wide layout shows it
  wideLayout: true,

  async start({ page }) {
    countGate = new AnswerGate();
    launchGate = new AnswerGate();
    const [count, launch] = [countGate, launchGate];
    await page.route(endsWith('/CBS_unreadCount'), (route) => count.request(route));
    await page.route(endsWith('/CBS_launchChat'), (route) => launch.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/');
  },

  states: {
    'chatRoom.counting': closed(true),
    'chatRoom.idle': closed(false),
    'chatRoom.launching': panelSays('launching'),
    'chatRoom.open': async (ui) => {
      await panelSays('open')(ui);
      await expect(ui.page.getByTestId('chat-panel-frame')).toHaveAttribute('src', /\/__platform\/chatroom/, { timeout: ui.timeout });
      await expect(entry(ui.page).getByTestId('chat-unread')).toHaveCount(0, { timeout: ui.timeout });
    },
    'chatRoom.failed': async (ui) => {
      await panelSays('failed')(ui);
      await expect(ui.page.getByTestId('chat-panel-failure').getByRole('button', { name: uiText('chat:retry') })).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async OPEN({ page, timeout }) {
      await entry(page).click({ timeout });
    },
    async CLOSE({ page, timeout }) {
      await page.getByTestId('chat-panel-close').click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('chat-panel-failure').getByRole('button', { name: uiText('chat:retry') }).click({ timeout });
    },
    async REFRESH({ page }) {
      const asked = countGate.requests;
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect.poll(() => countGate.requests).toBeGreaterThan(asked);
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadUnread'() {},
    async 'xstate.error.actor.loadUnread'() {},
    async 'xstate.done.actor.launchChat'() {},
    async 'xstate.error.actor.launchChat'() {},
  },

  settles: {
    async 'xstate.done.actor.loadUnread'(_ui, event) {
      await countGate.answer({ count: (event as { output?: number }).output ?? 0 });
    },
    async 'xstate.error.actor.loadUnread'() {
      await countGate.refuse();
    },
    async 'xstate.done.actor.launchChat'(_ui, event) {
      await launchGate.answer({ chatUrl: (event as { output?: string }).output ?? '' });
    },
    async 'xstate.error.actor.launchChat'(_ui, event) {
      const code = (event as { error?: { errorCode?: string } }).error?.errorCode;
      await launchGate.refuse(code ?? '#727');
    },
  },

  holds: {
    async loadUnread() {},
    async launchChat() {},
  },
};
