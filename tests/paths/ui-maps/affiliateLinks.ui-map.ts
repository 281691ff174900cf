/**
 * How the Chromium path runner sees and drives the register centre's affiliate links:
 * /agentHome/registerCenter for agent01 (data-status on the links' section), the create form, a
 * row's copy, QR and delete buttons, the delete dialog, the retry. The list, create and delete
 * calls are held until the path's step answers them; the clipboard is a stand-in whose next
 * write the path arranges (copied, refused, or still running). Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { installClipboardStub, nextCopy } from '../clipboard-stub';

const LIST = '/MCSFE_viewAffiliateUrls';
const CREATE = '/MCSFE_createAffiliateUrl';
const DELETE = '/MCSFE_deleteAffiliateUrl';
let listGate = new AnswerGate();
let createGate = new AnswerGate();
let deleteGate = new AnswerGate();

const links = (page: Page) => page.getByTestId('affiliate-links');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(links(page)).toHaveAttribute('data-status', value, { timeout });
};
const row = (page: Page, id: string) => links(page).locator(`[data-testid="link-row"][data-id="${id}"]`);
const copyStatus = (value: string) => async (ui: UiContext) => {
  await status('ready')(ui);
  await expect(links(ui.page).locator(`[data-testid="link-copy-status"][data-state="${value}"]`)).toHaveCount(1, { timeout: ui.timeout });
};
const noDialog = async ({ page, timeout }: UiContext) => {
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'affiliateLinks',

  async start({ page }) {
    listGate = new AnswerGate();
    createGate = new AnswerGate();
    deleteGate = new AnswerGate();
    const [list, create, remove] = [listGate, createGate, deleteGate];
    await page.route(endsWith(LIST), (route) => list.request(route));
    await page.route(endsWith(CREATE), (route) => create.request(route));
    await page.route(endsWith(DELETE), (route) => remove.request(route));
    await installClipboardStub(page);
    await startSignedIn(page, ACCOUNTS.agent, '/agentHome/registerCenter');
  },

  states: {
    'affiliateLinks.loading': status('loading'),
    'affiliateLinks.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('links-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'affiliateLinks.empty': async (ui) => {
      await status('empty')(ui);
      await expect(ui.page.getByTestId('links-empty')).toBeVisible({ timeout: ui.timeout });
      await expect(ui.page.getByTestId('link-create')).not.toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
    'affiliateLinks.ready.idle': async (ui) => {
      await status('ready')(ui);
      await expect(links(ui.page).getByTestId('link-row').first()).toBeVisible({ timeout: ui.timeout });
      await expect(links(ui.page).locator('[data-testid="link-copy-status"]:not([data-state="idle"])')).toHaveCount(0, { timeout: ui.timeout });
      await expect(ui.page.getByTestId('link-create')).not.toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
      await noDialog(ui);
    },
    'affiliateLinks.ready.confirming': async (ui) => {
      await status('ready')(ui);
      await expect(ui.page.getByTestId('link-delete-confirm')).toBeEnabled({ timeout: ui.timeout });
    },
    'affiliateLinks.ready.copying': copyStatus('copying'),
    'affiliateLinks.ready.copied': copyStatus('copied'),
    'affiliateLinks.ready.copyFailed': copyStatus('failed'),
    'affiliateLinks.ready.qr': async (ui) => {
      await status('ready')(ui);
      await expect(ui.page.getByTestId('link-qr-dialog').getByRole('img')).toBeVisible({ timeout: ui.timeout });
    },
    'affiliateLinks.creating': async ({ page, timeout }) => {
      await expect(page.getByTestId('link-create')).toHaveAttribute('aria-busy', 'true', { timeout });
    },
    'affiliateLinks.deleting': async ({ page, timeout }) => {
      await expect(page.getByTestId('link-delete-confirm')).toHaveAttribute('aria-busy', 'true', { timeout });
    },
  },

  events: {
    async RETRY({ page, timeout }) {
      await page.getByTestId('links-failure').getByRole('button', { name: /^(Reintentar|Try again)$/ }).click({ timeout });
    },
    async CREATE({ page, timeout }, event) {
      const { link } = event as { link?: { memberType: string; remark?: string } };
      await page.getByTestId('link-type').selectOption(link?.memberType ?? 'MEMBER', { timeout });
      await page.getByTestId('link-remark').fill(link?.remark ?? '', { timeout });
      await page.getByTestId('link-create').click({ timeout });
    },
    async ASK_DELETE({ page, timeout }, event) {
      await row(page, (event as { id?: string }).id ?? '').getByTestId('link-delete').click({ timeout });
    },
    async CONFIRM_DELETE({ page, timeout }) {
      await page.getByTestId('link-delete-confirm').click({ timeout });
    },
    async CANCEL({ page, timeout }) {
      await page.getByTestId('link-delete-cancel').click({ timeout });
    },
    async COPY({ page, timeout }, event) {
      await row(page, (event as { id?: string }).id ?? '').getByTestId('link-copy').click({ timeout });
    },
    async SHOW_QR({ page, timeout }, event) {
      await row(page, (event as { id?: string }).id ?? '').getByTestId('link-qr').click({ timeout });
    },
    async CLOSE_QR({ page, timeout }) {
      await expect(page.getByTestId('link-qr-dialog')).toBeVisible({ timeout });
      await page.keyboard.press('Escape');
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadLinks'() {},
    async 'xstate.error.actor.loadLinks'() {},
    async 'xstate.done.actor.createLink'() {},
    async 'xstate.error.actor.createLink'() {},
    async 'xstate.done.actor.deleteLink'() {},
    async 'xstate.error.actor.deleteLink'() {},
    async 'xstate.done.actor.copyLink'({ page }) {
      await nextCopy(page, 'ok');
    },
    async 'xstate.error.actor.copyLink'({ page }) {
      await nextCopy(page, 'fail');
    },
  },

  settles: {
    async 'xstate.done.actor.loadLinks'(_ui, event) {
      await listGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.loadLinks'() {
      await listGate.refuse();
    },
    async 'xstate.done.actor.createLink'(_ui, event) {
      await createGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.createLink'() {
      await createGate.refuse('affiliate.links.full');
    },
    async 'xstate.done.actor.deleteLink'(_ui, event) {
      await deleteGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.deleteLink'() {
      await deleteGate.refuse('affiliate.link.not.found');
    },
  },

  holds: {
    async loadLinks() {},
    async createLink() {},
    async deleteLink() {},
    async copyLink({ page }) {
      await nextCopy(page, 'hold');
    },
  },
};
