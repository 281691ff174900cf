/**
 * How the Chromium path runner sees and drives the promotions page: /promotions for member01
 * (data-status on the board), the category chips, a card's detail dialog, the comment, apply and
 * claim. The list, apply and claim calls are held until the path's step answers them (the list in
 * the wire's shape, statuses in capitals, `member` saying whose statuses they are). Only tests
 * import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import type { Promotion } from '../../../src/api/promotions';
import { AnswerGate, endsWith } from './ledger-ui';

let listGate = new AnswerGate();
let applyGate = new AnswerGate();
let claimGate = new AnswerGate();

const board = (page: Page) => page.getByTestId('promotions');
const detail = (page: Page) => page.getByTestId('promotion-detail');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(board(page)).toHaveAttribute('data-status', value, { timeout });
};
const wireStatus = (value: string) => (value === 'comingSoon' ? 'COMING_SOON' : value.toUpperCase());
const toWire = (promotion: Promotion) => ({ ...promotion, status: wireStatus(promotion.status), reason: promotion.reason ?? null });

export const uiMap: UiMap = {
  machineId: 'promotions',

  async start({ page }) {
    listGate = new AnswerGate();
    applyGate = new AnswerGate();
    claimGate = new AnswerGate();
    const [list, apply, claim] = [listGate, applyGate, claimGate];
    await page.route(endsWith('/MCSFE_getPromotionList'), (route) => list.request(route));
    await page.route(endsWith('/MCSFE_applyPromotion'), (route) => apply.request(route));
    await page.route(endsWith('/MCSFE_claimPromotionBonus'), (route) => claim.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/promotions');
  },

  states: {
    'promotions.loading': status('loading'),
    'promotions.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('promotions-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'promotions.ready.browsing': async (ui) => {
      await status('ready')(ui);
      await expect(board(ui.page).getByTestId('promotion-card').first()).toBeVisible({ timeout: ui.timeout });
      await expect(detail(ui.page)).toHaveCount(0, { timeout: ui.timeout });
    },
    'promotions.ready.detail.idle': async ({ page, timeout }) => {
      await expect(detail(page)).toBeVisible({ timeout });
      await expect(detail(page)).not.toHaveAttribute('aria-busy', 'true', { timeout });
      await expect(page.getByTestId('promotion-sign-in-needed')).toHaveCount(0, { timeout });
    },
    'promotions.ready.detail.signIn': async ({ page, timeout }) => {
      await expect(page.getByTestId('promotion-sign-in-needed')).toBeVisible({ timeout });
    },
    'promotions.ready.detail.applying': async ({ page, timeout }) => {
      await expect(page.getByTestId('promotion-apply')).toHaveAttribute('aria-busy', 'true', { timeout });
    },
    'promotions.ready.detail.claiming': async ({ page, timeout }) => {
      await expect(page.getByTestId('promotion-claim')).toHaveAttribute('aria-busy', 'true', { timeout });
    },
  },

  events: {
    async RETRY({ page, timeout }) {
      await page.getByTestId('promotions-failure').getByRole('button', { name: /^(Reintentar|Try again)$/ }).click({ timeout });
    },
    async CATEGORY({ page, timeout }, event) {
      const category = (event as { category?: string }).category ?? 'ALL';
      await page.getByTestId('promotion-categories').locator(`[data-category="${category}"]`).click({ timeout });
    },
    async OPEN({ page, timeout }, event) {
      const id = (event as { promotionId?: string }).promotionId ?? '';
      // the card may sit in another category than the one chosen: all of them first
      const card = board(page).locator(`[data-testid="promotion-card"][data-id="${id}"]`);
      if (!(await card.isVisible())) await page.getByTestId('promotion-categories').locator('[data-category="ALL"]').click({ timeout });
      await card.getByTestId('promotion-open').click({ timeout });
    },
    async CLOSE({ page, timeout }) {
      await page.getByRole('dialog').getByRole('button', { name: /^(Cerrar|Close)$/ }).first().click({ timeout });
    },
    async COMMENT({ page, timeout }, event) {
      await page.getByTestId('promotion-comment').fill((event as { text?: string }).text ?? '', { timeout });
    },
    async APPLY({ page, timeout }) {
      await page.getByTestId('promotion-apply').click({ timeout });
    },
    async CLAIM({ page, timeout }) {
      await page.getByTestId('promotion-claim').click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadPromotions'() {},
    async 'xstate.error.actor.loadPromotions'() {},
    async 'xstate.done.actor.applyPromotion'() {},
    async 'xstate.error.actor.applyPromotion'() {},
    async 'xstate.done.actor.claimPromotion'() {},
    async 'xstate.error.actor.claimPromotion'() {},
  },

  settles: {
    async 'xstate.done.actor.loadPromotions'(_ui, event) {
      const output = (event as { output?: { categories: string[]; promotions: Promotion[]; signedIn: boolean } }).output;
      await listGate.answer({ categories: output?.categories ?? [], member: output?.signedIn ?? false, list: (output?.promotions ?? []).map(toWire) });
    },
    async 'xstate.error.actor.loadPromotions'() {
      await listGate.refuse();
    },
    async 'xstate.done.actor.applyPromotion'(_ui, event) {
      const output = (event as { output?: Promotion }).output;
      await applyGate.answer(output ? toWire(output) : null);
    },
    async 'xstate.error.actor.applyPromotion'(_ui, event) {
      await applyGate.refuse((event as { error?: { errorCode?: string } }).error?.errorCode ?? '#727');
    },
    async 'xstate.done.actor.claimPromotion'(_ui, event) {
      await claimGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.claimPromotion'() {
      await claimGate.refuse();
    },
  },

  holds: {
    async loadPromotions() {},
    async applyPromotion() {},
    async claimPromotion() {},
  },
};
