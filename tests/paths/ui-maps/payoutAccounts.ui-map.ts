/**
 * How the Chromium path runner sees and drives the security centre's payout accounts:
 * /member/securityCenter for member01 (data-status on the payout section), a group's add button,
 * the add form, a row's remove button and the confirmation. The list, bind and unbind calls are
 * held until the path's step answers them. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';

let listGate = new AnswerGate();
let bindGate = new AnswerGate();
let unbindGate = new AnswerGate();

const section = (page: Page) => page.getByTestId('security-payout');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(section(page)).toHaveAttribute('data-status', value, { timeout });
};
const noDialog = async ({ page, timeout }: UiContext) => {
  await expect(page.locator('[role="dialog"][aria-modal="true"]').filter({ has: page.locator('[data-testid="payout-form"], [data-testid="payout-remove-confirm"]') })).toHaveCount(0, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'payoutAccounts',

  async start({ page }) {
    listGate = new AnswerGate();
    bindGate = new AnswerGate();
    unbindGate = new AnswerGate();
    const [list, bind, unbind] = [listGate, bindGate, unbindGate];
    await page.route(endsWith('/MCSFE_getWithdrawBankCards'), (route) => list.request(route));
    await page.route(endsWith('/MCSFE_bindWithdrawBankCard'), (route) => bind.request(route));
    await page.route(endsWith('/MCSFE_unbindWithdrawBankCard'), (route) => unbind.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/member/securityCenter');
  },

  states: {
    'payoutAccounts.loading': status('loading'),
    'payoutAccounts.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('payout-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'payoutAccounts.ready.idle': async (ui) => {
      await status('ready')(ui);
      await expect(section(ui.page).getByTestId('payout-group-B')).toBeVisible({ timeout: ui.timeout });
      await noDialog(ui);
    },
    'payoutAccounts.ready.adding': async ({ page, timeout }) => {
      await expect(page.getByTestId('payout-form')).toBeVisible({ timeout });
      await expect(page.getByTestId('payout-submit')).not.toHaveAttribute('aria-busy', 'true', { timeout });
    },
    'payoutAccounts.ready.binding': async ({ page, timeout }) => {
      await expect(page.getByTestId('payout-form')).toHaveAttribute('aria-busy', 'true', { timeout });
    },
    'payoutAccounts.ready.confirming': async ({ page, timeout }) => {
      await expect(page.getByTestId('payout-remove-confirm')).toBeEnabled({ timeout });
      await expect(page.getByTestId('payout-remove-confirm')).not.toHaveAttribute('aria-busy', 'true', { timeout });
    },
    'payoutAccounts.ready.removing': async ({ page, timeout }) => {
      await expect(page.getByTestId('payout-remove-confirm')).toHaveAttribute('aria-busy', 'true', { timeout });
    },
  },

  events: {
    async RETRY({ page, timeout }) {
      await page.getByTestId('payout-failure').getByRole('button').click({ timeout });
    },
    async ADD({ page, timeout }, event) {
      await page.getByTestId(`payout-add-${(event as { group?: string }).group ?? 'E'}`).click({ timeout });
    },
    async BIND({ page, timeout }, event) {
      const request = (event as { request?: { bankCode: string; cardNumber: string } }).request;
      const form = page.getByTestId('payout-form');
      await form.getByTestId('payout-bank').selectOption(request?.bankCode ?? 'PAYPAL', { timeout });
      await form.getByTestId('payout-number').fill(request?.cardNumber ?? 'juan.perez@example.com', { timeout });
      await form.getByTestId('payout-submit').click({ timeout });
    },
    async ASK_REMOVE({ page, timeout }, event) {
      await section(page).locator(`[data-testid="payout-account"][data-id="${(event as { id?: string }).id ?? ''}"]`).getByTestId('payout-remove').click({ timeout });
    },
    async CONFIRM({ page, timeout }) {
      await page.getByTestId('payout-remove-confirm').click({ timeout });
    },
    async CANCEL({ page, timeout }) {
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('payout-form').or(page.getByTestId('payout-remove-confirm'))).toHaveCount(0, { timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadAccounts'() {},
    async 'xstate.error.actor.loadAccounts'() {},
    async 'xstate.done.actor.bindAccount'() {},
    async 'xstate.error.actor.bindAccount'() {},
    async 'xstate.done.actor.unbindAccount'() {},
    async 'xstate.error.actor.unbindAccount'() {},
  },

  settles: {
    async 'xstate.done.actor.loadAccounts'(_ui, event) {
      await listGate.answer({ groups: (event as { output?: unknown }).output });
    },
    async 'xstate.error.actor.loadAccounts'() {
      await listGate.refuse();
    },
    async 'xstate.done.actor.bindAccount'(_ui, event) {
      // the account, or null: a bind answered without it (the page then reads the list again, the next step's load)
      await bindGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.bindAccount'() {
      await bindGate.refuse('bank.card.exists');
    },
    async 'xstate.done.actor.unbindAccount'(_ui, event) {
      await unbindGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.unbindAccount'() {
      await unbindGate.refuse('bank.card.not.found');
    },
  },

  holds: {
    async loadAccounts() {},
    async bindAccount() {},
    async unbindAccount() {},
  },
};
