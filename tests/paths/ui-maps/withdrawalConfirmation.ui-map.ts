/**
 * How the Chromium path runner sees and drives the withdrawal-confirmation chart: member01 signed
 * in through the platform, on /member/withdraw?confirm=WD1 (the link a notice or the records give),
 * so the dialog opens for order WD1. The dialog's data-status, data-busy and data-answering tell
 * the chart's state. Every answer is the chart's own data (the order, a refusal), given by a route
 * override and held until the step that settles it; the sign-in check (the list without an order
 * number) always finds nothing, so only the asked-for dialog shows. Delays run on the fake clock.
 * Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { WithdrawalOrder } from '../../../src/api';
import { answerNext, refusedWith, settlesOf, value } from '../held-answers';
import type { UiContext, UiMap } from '../ui-map';
import { imageBytes } from '../image-bytes';
import { uiText } from '../locale-text';

const ORDER_NO = 'WD1';
const isList = (url: URL) => url.pathname.endsWith('/MCSFE_getPaymentConfirmationList');
/** The dialog's own reads: the list for order WD1. */
const ORDER_LIST = (url: URL) => isList(url) && url.searchParams.get('orderNo') === ORDER_NO;
/** The sign-in check: the first order with a part waiting, whichever it is. */
const ANY_WAITING = (url: URL) => isList(url) && !url.searchParams.has('orderNo');
const ANSWER = (url: URL) => url.pathname.endsWith('/MCSFE_processC2CTransaction');

/** The platform's code for each refusal the model names (src/api/errors.ts maps them back). */
const CODE_OF_KEY: Readonly<Record<string, string>> = {
  'errors:c2cPartClosed': 'c2c.part.closed',
};
const refusal = (event: EventObject) => {
  const key = (event as { error?: { messageKey?: string } }).error?.messageKey ?? '';
  // a read that fails for the network or a timeout is said the same way: a refusal the adapter does not retry
  return refusedWith(CODE_OF_KEY[key] ?? 'system.busy');
};
const listOf = (order: WithdrawalOrder | null | undefined) => value({ list: order ? [order] : [], confirmationMinutes: 30 });

const dialog = (page: Page) => page.getByTestId('withdrawal-confirmation');
const part = (page: Page, partId: string) => dialog(page).locator(`[data-testid="confirmation-part"][data-part="${partId}"]`);
const partIdOf = (event: EventObject) => (event as { partId?: string }).partId ?? '';

/** The dialog in `status`; `busy`: a call runs, `answering`: that call is the member's answer. */
const shows =
  (status: string, busy = false, answering = false) =>
  async ({ page, timeout }: UiContext) => {
    await expect(dialog(page)).toHaveAttribute('data-status', status, { timeout });
    if (busy) await expect(dialog(page)).toHaveAttribute('data-busy', 'true', { timeout });
    else await expect(dialog(page)).not.toHaveAttribute('data-busy', /.*/, { timeout });
    if (answering) await expect(dialog(page)).toHaveAttribute('data-answering', 'true', { timeout });
    else await expect(dialog(page)).not.toHaveAttribute('data-answering', /.*/, { timeout });
  };

export const uiMap: UiMap = {
  machineId: 'withdrawalConfirmation',
  region: (page) => page.locator('#withdrawal-confirmation'),
  // on a phone the question opens below the dialog's scroll, under the parts
  inView: { 'withdrawalConfirmation.askingFullyPaid.ticking': (page) => page.getByTestId('fully-paid-question') },

  async start({ page }) {
    await page.route(ANY_WAITING, listOf(null));
    await startSignedIn(page, ACCOUNTS.member, `/member/withdraw?confirm=${ORDER_NO}`);
  },

  states: {
    'withdrawalConfirmation.loading': shows('loading', true),
    'withdrawalConfirmation.loadFailed': async (ui) => {
      await shows('failed')(ui);
      await expect(dialog(ui.page).getByRole('alert')).toBeVisible({ timeout: ui.timeout });
    },
    'withdrawalConfirmation.none': shows('none'),
    'withdrawalConfirmation.ready.ticking': async (ui) => {
      await shows('ready')(ui);
      await expect(ui.page.getByTestId('fully-paid-question')).toHaveCount(0, { timeout: ui.timeout });
    },
    // "fully paid" asked once more: the question on screen, the part answers held
    'withdrawalConfirmation.askingFullyPaid.ticking': async (ui) => {
      await shows('ready')(ui);
      await expect(ui.page.getByTestId('fully-paid-question')).toBeVisible({ timeout: ui.timeout });
      await expect(dialog(ui.page).getByRole('button', { name: uiText('withdraw:confirm.fullyPaid') })).toHaveCount(0, { timeout: ui.timeout });
    },
    'withdrawalConfirmation.answering': shows('ready', true, true),
    'withdrawalConfirmation.settling': shows('ready', true),
    'withdrawalConfirmation.closed': async ({ page, timeout }) => {
      await expect(dialog(page)).toHaveCount(0, { timeout });
    },
  },

  events: {
    async RETRY({ page, timeout }) {
      await dialog(page).getByRole('button', { name: uiText('common:ui.retry') }).click({ timeout });
    },
    async DISMISS({ page, timeout }) {
      await page.locator('#withdrawal-confirmation').getByRole('button', { name: uiText('common:actions.close') }).first().click({ timeout });
    },
    async RECEIVED({ page, timeout }, event) {
      await part(page, partIdOf(event)).getByRole('button', { name: uiText('withdraw:confirm.received_action') }).click({ timeout });
    },
    async FULLY_PAID({ page, timeout }, event) {
      await part(page, partIdOf(event)).getByRole('button', { name: uiText('withdraw:confirm.fullyPaid') }).click({ timeout });
    },
    async CONFIRM_FULLY_PAID({ page, timeout }) {
      await page.getByTestId('fully-paid-question').getByRole('button', { name: uiText('withdraw:confirm.fullyPaidYes') }).click({ timeout });
    },
    async CANCEL_FULLY_PAID({ page, timeout }) {
      await page.getByTestId('fully-paid-question').getByRole('button', { name: uiText('withdraw:confirm.fullyPaidNo') }).click({ timeout });
    },
    async NOT_RECEIVED({ page, timeout }, event) {
      await part(page, partIdOf(event)).getByRole('button', { name: uiText('withdraw:confirm.sendNotReceived') }).click({ timeout });
    },
    async ADD_PROOFS({ page, timeout }, event) {
      const { files } = event as { type: 'ADD_PROOFS'; partId: string; files: Array<{ name: string; type: string; size: number }> };
      await page.locator(`#proof-${partIdOf(event)}`).setInputFiles(
        files.map((file) => ({ name: file.name, mimeType: file.type, buffer: imageBytes(file.type, file.size) })),
        { timeout },
      );
    },
    async REMOVE_PROOF({ page, timeout }, event) {
      const { index } = event as { type: 'REMOVE_PROOF'; partId: string; index: number };
      await part(page, partIdOf(event)).getByRole('button', { name: uiText('withdraw:confirm.removeProof') }).nth(index).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadConfirmation'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.loadConfirmation', ORDER_LIST, listOf((event as { output?: WithdrawalOrder | null }).output));
    },
    async 'xstate.error.actor.loadConfirmation'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.loadConfirmation', ORDER_LIST, refusal(event));
    },
    async 'xstate.done.actor.reloadConfirmation'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.reloadConfirmation', ORDER_LIST, listOf((event as { output?: WithdrawalOrder }).output));
    },
    async 'xstate.error.actor.reloadConfirmation'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.reloadConfirmation', ORDER_LIST, refusal(event));
    },
    async 'xstate.done.actor.answerPart'({ page }, event) {
      // the order, or null: an answer naming none (the page then reads the order again, the next step's reload)
      await answerNext(page, 'xstate.done.actor.answerPart', ANSWER, value((event as { output?: WithdrawalOrder }).output));
    },
    async 'xstate.error.actor.answerPart'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.answerPart', ANSWER, refusal(event));
    },
  },

  settles: settlesOf(
    'xstate.done.actor.loadConfirmation',
    'xstate.error.actor.loadConfirmation',
    'xstate.done.actor.reloadConfirmation',
    'xstate.error.actor.reloadConfirmation',
    'xstate.done.actor.answerPart',
    'xstate.error.actor.answerPart',
  ),

  holds: {
    async loadConfirmation({ page }) {
      await page.route(ORDER_LIST, () => undefined);
    },
    async reloadConfirmation({ page }) {
      await page.route(ORDER_LIST, () => undefined);
    },
    async answerPart({ page }) {
      await page.route(ANSWER, () => undefined);
    },
  },
};
