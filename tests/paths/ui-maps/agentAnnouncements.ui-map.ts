/**
 * How the Chromium path runner sees and drives the agent announcements: /agentHome/agentAnnouncement
 * for agent01 (data-status on the page), the pages, an item opened in its dialog and closed, the
 * retry. Every announcements call is held until the path's step answers it. Only tests import
 * this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { uiText } from '../locale-text';

const LIST = '/MCSFE_getListAnnouncements';
let gate = new AnswerGate();
const news = (page: Page) => page.getByTestId('agent-announcements');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(news(page)).toHaveAttribute('data-status', value, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'agentAnnouncements',

  async start({ page }) {
    gate = new AnswerGate();
    const own = gate;
    // the wire spells the page's items `list`
    await page.route(endsWith(LIST), (route) => own.request(route));
    await startSignedIn(page, ACCOUNTS.agent, '/agentHome/agentAnnouncement');
  },

  states: {
    'agentAnnouncements.loading': status('loading'),
    'agentAnnouncements.ready.list': async (ui) => {
      await status('ready')(ui);
      await expect(news(ui.page).getByTestId('announcement-item').first()).toBeVisible({ timeout: ui.timeout });
      await expect(ui.page.getByRole('dialog')).toHaveCount(0, { timeout: ui.timeout });
    },
    'agentAnnouncements.ready.reading': async (ui) => {
      await status('ready')(ui);
      await expect(ui.page.getByRole('dialog').getByTestId('announcement-content')).toBeVisible({ timeout: ui.timeout });
    },
    'agentAnnouncements.empty': async (ui) => {
      await status('empty')(ui);
      await expect(ui.page.getByTestId('announcements-empty')).toBeVisible({ timeout: ui.timeout });
    },
    'agentAnnouncements.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('announcements-failure')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    // the agent centre has no language menu (no side menu): an agent comes back to the page in the
    // language chosen elsewhere (the stored language and a reload); the chart's own switch, the same
    // flow told LANGUAGE, is held in tests/unit/machines/language-follows.test.ts
    async LANGUAGE({ page }, event) {
      const language = (event as { language?: string }).language ?? 'es';
      if ((await page.evaluate(() => window.localStorage.getItem('lang') ?? 'es')) === language) return;
      await page.evaluate((value) => {
        window.localStorage.setItem('lang', value);
        window.localStorage.setItem('hisLang', value);
      }, language);
      await page.reload();
    },
    async SET_PAGE({ page, timeout }, event) {
      const target = (event as { page?: number }).page ?? 1;
      await page.getByTestId('announcements-pages').getByRole('button', { name: uiText('common:ui.pagination.page', { page: target }) }).click({ timeout });
    },
    async OPEN({ page, timeout }, event) {
      const id = (event as { id?: string }).id ?? '';
      await page.locator(`[data-testid="announcement-item"][data-id="${id}"]`).click({ timeout });
    },
    async CLOSE({ page, timeout }) {
      await page.getByTestId('announcement-close').click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('announcements-failure').getByRole('button', { name: uiText('agentAnnouncements:retry') }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadAnnouncements'() {},
    async 'xstate.error.actor.loadAnnouncements'() {},
  },

  settles: {
    async 'xstate.done.actor.loadAnnouncements'(_ui, event) {
      const output = (event as { output?: { items: unknown[]; pageNum: number; totalPages: number; totalCount: number } }).output;
      await gate.answer(output ? { list: output.items, pageNum: output.pageNum, totalPages: output.totalPages, totalCount: output.totalCount } : null);
    },
    async 'xstate.error.actor.loadAnnouncements'() {
      await gate.refuse();
    },
  },

  holds: {
    async loadAnnouncements() {},
  },
};
