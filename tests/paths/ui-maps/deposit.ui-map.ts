/**
 * How the Chromium path runner sees and drives the deposit chart: member01 on /member/depositv2
 * (the form's state in the page's data-phase, the records' in data-status, the cancel's in its
 * dialog). Settings and orders come from the embedded platform; outcomes the platform would not
 * give on its own (deposits off, a given list of records, a cancel of that list's order, a
 * refused order) are answered by a route override, failures through the control endpoint. The
 * order call is held until the step that settles it, so a blocked window can be arranged first
 * (the window the submit reserved is closed, as a blocker leaves none). Only tests import this file.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';

const SETTINGS = (url: URL) => url.pathname.endsWith('/MCSFE_getDepositSettings');
const RECORDS = (url: URL) => url.pathname.endsWith('/MCSFE_getDepositRecords');
const CREATE = (url: URL) => /\/MCSFE_depositBy(BankTransfer|LaunchUrl|QRImageUrl)$/.test(url.pathname);
const CANCEL = (url: URL) => url.pathname.endsWith('/MCSFE_cancelDeposit');

const envelope = (value: unknown) => ({ success: true, value, message: null, errorCode: null });
const fulfil = (value: unknown) => (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(envelope(value)) });

/** Per page: lets the held order call answer (the done step settles it). */
const orderReleases = new WeakMap<Page, () => void>();

const phase = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId('deposit-page')).toHaveAttribute('data-phase', value, { timeout });
};
const records = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId('deposit-records')).toHaveAttribute('data-status', value, { timeout });
};
// by id: on a desktop the member centre itself is a dialog, and this one opens over it
const cancelDialog = (ui: UiContext) => ui.page.locator('#deposit-cancel-dialog');

export const uiMap: UiMap = {
  machineId: 'deposit',

  async start({ page, timeout }) {
    await startSignedIn(page, ACCOUNTS.member, '/member/depositv2');
    await expect(page.getByTestId('deposit-page')).toBeVisible({ timeout });
  },

  states: {
    'deposit.form.loading': phase('loading'),
    'deposit.form.loadFailed': async (ui) => {
      await phase('loadFailed')(ui);
      await expect(ui.page.getByTestId('deposit-load-error')).toBeVisible({ timeout: ui.timeout });
    },
    'deposit.form.unavailable': async (ui) => {
      await phase('unavailable')(ui);
      await expect(ui.page.getByTestId('deposit-unavailable')).toBeVisible({ timeout: ui.timeout });
    },
    'deposit.form.editing': async (ui) => {
      await phase('editing')(ui);
      await expect(ui.page.getByTestId('deposit-submit')).toBeEnabled({ timeout: ui.timeout });
    },
    'deposit.form.submitting': async (ui) => {
      await phase('submitting')(ui);
      await expect(ui.page.getByTestId('deposit-submit')).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
    // the window was reserved in the click: sending it to the provider's page takes a tick, so the
    // page may already show where it ended (opened or blocked) when it is read
    'deposit.form.opening': async ({ page, timeout }) => {
      await expect(page.getByTestId('deposit-page')).toHaveAttribute('data-phase', /^(opening|showing|blocked)$/, { timeout });
      await expect(page.getByTestId('deposit-next')).toHaveAttribute('data-kind', 'EWALLET', { timeout });
    },
    'deposit.form.showing': async (ui) => {
      await phase('showing')(ui);
      await expect(ui.page.getByTestId('deposit-next')).toBeVisible({ timeout: ui.timeout });
    },
    'deposit.form.blocked': async (ui) => {
      await phase('blocked')(ui);
      await expect(ui.page.getByTestId('deposit-blocked').getByRole('link')).toHaveAttribute('href', /\/__platform\/pay\//, { timeout: ui.timeout });
    },
    'deposit.records.loading': records('loading'),
    'deposit.records.ready': async (ui) => {
      await records('ready')(ui);
      await expect(cancelDialog(ui)).toHaveCount(0, { timeout: ui.timeout });
    },
    'deposit.records.empty': async (ui) => {
      await records('empty')(ui);
      await expect(ui.page.getByTestId('deposit-records-empty')).toBeVisible({ timeout: ui.timeout });
    },
    'deposit.records.failed': async (ui) => {
      await records('failed')(ui);
      await expect(ui.page.getByTestId('deposit-records-error')).toBeVisible({ timeout: ui.timeout });
    },
    'deposit.records.confirming': async (ui) => {
      await expect(cancelDialog(ui).getByTestId('deposit-cancel-confirm')).toBeEnabled({ timeout: ui.timeout });
    },
    'deposit.records.cancelling': async (ui) => {
      await expect(cancelDialog(ui).getByTestId('deposit-cancel-confirm')).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
  },

  events: {
    async RETRY({ page, timeout }) {
      await page.getByTestId('deposit-load-error').getByRole('button', { name: 'Reintentar' }).click({ timeout });
    },
    async CHOOSE_CHANNEL({ page, timeout }) {
      await page.getByTestId('deposit-channel-EWALLET').click({ timeout });
    },
    async SET_AMOUNT({ page, timeout }, event: EventObject) {
      await page.getByRole('textbox', { name: /^Monto/ }).fill((event as { amount?: string }).amount ?? '', { timeout });
    },
    async PICK_PRESET({ page, timeout }) {
      await page.getByTestId('deposit-preset').filter({ hasText: /^\$100\.00$/ }).click({ timeout });
    },
    async SET_PROMOTION({ page, timeout }) {
      await page.getByRole('combobox', { name: /^Promoción/ }).selectOption('promo-welcome', { timeout });
    },
    async SUBMIT({ page, timeout }) {
      await page.getByTestId('deposit-submit').click({ timeout });
    },
    async NEW_DEPOSIT({ page, timeout }) {
      await page.getByTestId('deposit-another').click({ timeout });
    },
    async REFRESH({ page, timeout }) {
      await page.getByTestId('deposit-records').getByRole('button', { name: 'Actualizar', exact: true }).click({ timeout });
    },
    async CANCEL({ page, timeout }, event: EventObject) {
      await page.getByRole('button', { name: `Cancelar la orden ${(event as { orderNo?: string }).orderNo ?? ''}` }).click({ timeout });
    },
    async CONFIRM_CANCEL(ui) {
      await cancelDialog(ui).getByTestId('deposit-cancel-confirm').click({ timeout: ui.timeout });
    },
    async DISMISS(ui) {
      await cancelDialog(ui).getByRole('button', { name: 'No, mantener' }).click({ timeout: ui.timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadSettings'({ page }, event) {
      await page.unroute(SETTINGS);
      const settings = (event as { output?: { allowDeposit?: boolean } }).output;
      // deposits off is not a state of the seeded platform: answered here
      if (settings?.allowDeposit === false) await page.route(SETTINGS, fulfil({ allowDeposit: false, channels: [], promotions: [] }), { times: 1 });
    },
    async 'xstate.error.actor.loadSettings'({ page, control }) {
      await page.unroute(SETTINGS);
      // a 5xx: the adapter's one retry meets it too
      await control.failNext('depositSettings', 2, { httpStatus: 500 });
    },
    async 'xstate.done.actor.createDeposit'({ page }) {
      await page.unroute(CREATE);
      const released = new Promise<void>((resolve) => orderReleases.set(page, resolve));
      await page.route(CREATE, async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      }, { times: 1 });
    },
    async 'xstate.error.actor.createDeposit'({ page }) {
      await page.unroute(CREATE);
      await page.route(CREATE, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, value: null, message: null, errorCode: 'system.busy' }) }), { times: 1 });
    },
    async 'xstate.done.actor.openProvider'() {
      // the browser opens windows by default: the reserved window goes to the provider's page
    },
    async 'xstate.error.actor.openProvider'({ page }) {
      // a blocker leaves no window: close the one the submit reserved before the order answers
      for (const other of page.context().pages()) if (other !== page) await other.close();
    },
    async 'xstate.done.actor.loadRecords'({ page }, event) {
      await page.unroute(RECORDS);
      const list = (event as { output?: unknown[] }).output ?? [];
      await page.route(RECORDS, fulfil({ list, pageNum: 1, totalPages: list.length > 0 ? 1 : 0, totalCount: list.length }), { times: 1 });
    },
    async 'xstate.error.actor.loadRecords'({ page, control }) {
      await page.unroute(RECORDS);
      await control.failNext('depositRecords', 2, { httpStatus: 500 });
    },
    async 'xstate.done.actor.cancelDeposit'({ page }, event) {
      await page.unroute(CANCEL);
      await page.route(CANCEL, fulfil((event as { output?: unknown }).output), { times: 1 });
    },
    async 'xstate.error.actor.cancelDeposit'({ page, control }) {
      await page.unroute(CANCEL);
      await control.failNext('cancelDeposit', 1);
    },
  },

  settles: {
    async 'xstate.done.actor.createDeposit'({ page }) {
      orderReleases.get(page)?.();
    },
  },

  holds: {
    async loadSettings({ page }) {
      await page.route(SETTINGS, () => undefined);
    },
    async loadRecords({ page }) {
      await page.route(RECORDS, () => undefined);
    },
    async createDeposit({ page }) {
      await page.route(CREATE, () => undefined);
    },
    async cancelDeposit({ page }) {
      await page.route(CANCEL, () => undefined);
    },
  },
};
