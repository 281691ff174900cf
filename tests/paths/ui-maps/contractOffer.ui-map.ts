/**
 * How the Chromium path runner sees and drives the contractOffer chart: agent01 signed in through
 * the platform on the dividend page, its "my downlines' contracts" tab open. Every answer is the
 * chart's own data, given by a route override and held until the step that settles it: the list
 * (the dividend contract call without a status, and the downline list of agents, the model's rows
 * and downlines), the offer (status P) and the termination request (status V). The view's holder
 * (`downline-contracts`) carries the chart's status, busy, the form's mode, submitting and the
 * contract whose termination is asked. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { ContractOffer, ContractOffers } from '../../../machines/contractOffer.machine';
import { answerNext, refusedWith, settlesOf, value } from '../held-answers';
import type { UiContext, UiMap } from '../ui-map';
import es from '../../../locales/es/contracts.json' with { type: 'json' };

const DIVIDEND = (url: URL) => url.pathname.endsWith('/MCSFE_processContractDividend');
/** The list read: the kind's call without a status. */
const QUERY = (url: URL) => DIVIDEND(url) && !url.searchParams.has('status');
const DOWNLINES = (url: URL) => url.pathname.endsWith('/MCSFE_getDownlineList') && url.searchParams.get('accountType') === 'AGENT';
const OFFER = (url: URL) => DIVIDEND(url) && url.searchParams.get('status') === 'P';
const TERMINATION = (url: URL) => DIVIDEND(url) && url.searchParams.get('status') === 'V';

/** A contract row as the platform spells a dividend: contractRate, the flag as "Y"/"N". */
const wireRow = (row: ContractOffers['contracts'][number]) => ({
  ...row,
  tiers: row.tiers.map((tier) => ({ minimumBet: tier.minimumBet, netLoss: tier.netLoss, activeMember: tier.activeMember, rateType: tier.rateType, contractRate: tier.rate })),
  downlineHigherRate: row.downlineHigherRate ? 'Y' : 'N',
});
const listOf = (offers: ContractOffers | undefined) => value({ kind: 'DIVIDEND', asUpline: (offers?.contracts ?? []).map(wireRow), asDownline: [], pendingRequests: [] });
const downlinesOf = (offers: ContractOffers | undefined) => {
  const list = (offers?.downlines ?? []).map((username) => ({ username, type: 2, isAgent: true, level: 1, upline: 'agent01', registerTime: 0, teamSize: 1, directCount: 0, balance: 0 }));
  return value({ agent: 'agent01', path: ['agent01'], list, pageNum: 1, totalPages: 1, totalCount: list.length, totals: {} });
};
const offersOf = (event: EventObject) => (event as { output?: ContractOffers }).output;
const codeOf = (event: EventObject) => (event as { error?: { errorCode?: string } }).error?.errorCode ?? 'system.busy';
const ANSWERED = value({ kind: 'DIVIDEND', asUpline: [], asDownline: [], pendingRequests: [] });

const holder = (page: Page) => page.getByTestId('downline-contracts');
const form = (page: Page) => page.getByTestId('offer-form');
const question = (page: Page) => page.locator('#terminate-dialog');
const row = (page: Page, id: string) => holder(page).locator(`[data-testid="downline-contract"][data-contract="${id}"]`);

/** The holder's attributes: the chart's status and what a state sets (absent when off). */
const shows =
  (status: string, flags: { busy?: boolean; form?: boolean; submitting?: boolean; terminating?: boolean } = {}) =>
  async ({ page, timeout }: UiContext) => {
    const at = holder(page);
    await expect(at).toHaveAttribute('data-status', status, { timeout });
    const check = async (name: string, on: boolean | undefined, valueWhenOn: RegExp) => {
      if (on) await expect(at).toHaveAttribute(name, valueWhenOn, { timeout });
      else await expect(at).not.toHaveAttribute(name, /.*/, { timeout });
    };
    await check('data-busy', flags.busy, /^true$/);
    await check('data-form', flags.form, /^(new|change)$/);
    await check('data-submitting', flags.submitting, /^true$/);
    await check('data-terminating', flags.terminating, /^contract-3$/);
  };

/** Fills the form with the event's offer: the choices a new offer has, the tier rows added or removed to match, each tier's fields. */
async function fill(page: Page, offer: ContractOffer, timeout: number) {
  const at = form(page);
  const select = (name: string) => at.getByRole('combobox', { name, exact: true });
  const changing = (await at.getByTestId('offer-downline-fixed').count()) > 0;
  if (!changing) {
    await select(es.offer.downline).selectOption(offer.downline, { timeout });
    await select(es.offer.gameType).selectOption(offer.gameType, { timeout });
  }
  await select(es.offer.period).selectOption(offer.period, { timeout });
  const tiers = at.getByTestId('offer-tier');
  while ((await tiers.count()) < offer.tiers.length) await at.getByTestId('offer-add-tier').click({ timeout });
  for (let count = await tiers.count(); count > offer.tiers.length; count -= 1) {
    await at.getByRole('button', { name: es.offer.removeTier.replace('{{n}}', String(count)), exact: true }).click({ timeout });
  }
  for (const [index, tier] of offer.tiers.entries()) {
    const input = (name: string) => tiers.nth(index).getByRole('textbox', { name, exact: true });
    await input(es.tiers.minimumBet).fill(String(tier.minimumBet), { timeout });
    await input(es.tiers.netLoss).fill(String(tier.netLoss), { timeout });
    await input(es.tiers.activeMembers).fill(String(tier.activeMember), { timeout });
    await input(es.offer.rate).fill(String(tier.rate), { timeout });
  }
}

export const uiMap: UiMap = {
  machineId: 'contractOffer',

  async start({ page, timeout }) {
    await startSignedIn(page, ACCOUNTS.agent, '/agentHome/agentDividendRecordCopy2');
    await page.getByTestId('contract-page').getByRole('tab', { name: es.views.downlines }).click({ timeout });
  },

  states: {
    'contractOffer.loading': shows('loading', { busy: true }),
    'contractOffer.loadFailed': async (ui) => {
      await shows('failed')(ui);
      await expect(holder(ui.page).getByTestId('offer-list-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'contractOffer.ready.browsing': async (ui) => {
      await shows('ready')(ui);
      await expect(holder(ui.page).getByTestId('downline-contract')).toHaveCount(2, { timeout: ui.timeout });
      await expect(form(ui.page)).toHaveCount(0, { timeout: ui.timeout });
    },
    'contractOffer.ready.editing': async (ui) => {
      await shows('ready', { form: true })(ui);
      await expect(form(ui.page).getByTestId('offer-submit')).toBeEnabled({ timeout: ui.timeout });
    },
    'contractOffer.ready.submitting': shows('ready', { busy: true, form: true, submitting: true }),
    'contractOffer.ready.confirmingTermination': async (ui) => {
      await shows('ready', { terminating: true })(ui);
      await expect(question(ui.page).getByTestId('terminate-question')).toContainText('agent41', { timeout: ui.timeout });
    },
    'contractOffer.ready.terminating': shows('ready', { busy: true, terminating: true }),
    'contractOffer.ready.reloading': shows('ready', { busy: true }),
    'contractOffer.ready.reloadFailed': async (ui) => {
      await shows('ready')(ui);
      await expect(holder(ui.page).getByTestId('offer-list-failure')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async OPEN_NEW({ page, timeout }) {
      await holder(page).getByTestId('offer-new').click({ timeout });
    },
    async CHANGE({ page, timeout }, event) {
      const { contractId } = event as { type: 'CHANGE'; contractId: string };
      await row(page, contractId).getByRole('button', { name: es.offer.change, exact: true }).click({ timeout });
    },
    async TERMINATE({ page, timeout }, event) {
      const { contractId } = event as { type: 'TERMINATE'; contractId: string };
      await row(page, contractId).getByRole('button', { name: es.offer.terminate, exact: true }).click({ timeout });
    },
    async SUBMIT({ page, timeout }, event) {
      const { offer } = event as { type: 'SUBMIT'; offer: ContractOffer };
      await fill(page, offer, timeout);
      await form(page).getByTestId('offer-submit').click({ timeout });
    },
    async CONFIRM({ page, timeout }) {
      await question(page).getByTestId('terminate-confirm').click({ timeout });
    },
    async CLOSE({ page, timeout }) {
      // the form's cancel, or the termination question's (only one shows at a time)
      await page.locator('#offer-dialog, #terminate-dialog').getByRole('button', { name: es.offer.cancel, exact: true }).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await holder(page).getByTestId('offer-list-failure').getByRole('button', { name: es.retry, exact: true }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadOffers'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.loadOffers', QUERY, listOf(offersOf(event)));
      await answerNext(page, 'xstate.done.actor.loadOffers', DOWNLINES, downlinesOf(offersOf(event)));
    },
    async 'xstate.error.actor.loadOffers'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.loadOffers', QUERY, refusedWith(codeOf(event)));
      await answerNext(page, 'xstate.error.actor.loadOffers', DOWNLINES, refusedWith(codeOf(event)));
    },
    async 'xstate.done.actor.reloadOffers'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.reloadOffers', QUERY, listOf(offersOf(event)));
      await answerNext(page, 'xstate.done.actor.reloadOffers', DOWNLINES, downlinesOf(offersOf(event)));
    },
    async 'xstate.error.actor.reloadOffers'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.reloadOffers', QUERY, refusedWith(codeOf(event)));
      await answerNext(page, 'xstate.error.actor.reloadOffers', DOWNLINES, refusedWith(codeOf(event)));
    },
    async 'xstate.done.actor.sendOffer'({ page }) {
      await answerNext(page, 'xstate.done.actor.sendOffer', OFFER, ANSWERED);
    },
    async 'xstate.error.actor.sendOffer'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.sendOffer', OFFER, refusedWith(codeOf(event)));
    },
    async 'xstate.done.actor.requestTermination'({ page }) {
      await answerNext(page, 'xstate.done.actor.requestTermination', TERMINATION, ANSWERED);
    },
    async 'xstate.error.actor.requestTermination'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.requestTermination', TERMINATION, refusedWith(codeOf(event)));
    },
  },

  settles: settlesOf(
    'xstate.done.actor.loadOffers',
    'xstate.error.actor.loadOffers',
    'xstate.done.actor.reloadOffers',
    'xstate.error.actor.reloadOffers',
    'xstate.done.actor.sendOffer',
    'xstate.error.actor.sendOffer',
    'xstate.done.actor.requestTermination',
    'xstate.error.actor.requestTermination',
  ),

  holds: {
    async loadOffers({ page }) {
      await page.route(QUERY, () => undefined);
      await page.route(DOWNLINES, () => undefined);
    },
    async reloadOffers({ page }) {
      await page.route(QUERY, () => undefined);
      await page.route(DOWNLINES, () => undefined);
    },
    async sendOffer({ page }) {
      await page.route(OFFER, () => undefined);
    },
    async requestTermination({ page }) {
      await page.route(TERMINATION, () => undefined);
    },
  },
};
