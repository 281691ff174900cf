/**
 * How the Chromium path runner sees and drives the contractOffer chart: agent01 signed in through
 * the platform on the dividend page, its "my downlines' contracts" tab open. Every answer is the
 * chart's own data, given by a route override and held until the step that settles it: the list
 * (the dividend contract call without a status, and the downline list of agents, the model's rows
 * and downlines), the offer (status P) and the termination request (status V). The view's holder
 * (`downline-contracts`) carries the chart's status, busy, the form's mode, submitting and the
 * contract whose termination is asked. Only tests import this file.
 *
 * A lost offer is a dropped connection; the outcome notice above the held form says it
 * is being checked or is still unknown (with "check again"), and the holder carries it as
 * data-outcome. The check's readings are the list call again: a route over the list's gate answers
 * them while the page keeps the offer (`pending:contractOffer.DIVIDEND`) with what the verdict says
 * (the model's rows and the offer kept, as sent: made; the model's rows: not made; a refusal:
 * unreadable); the chart's own loads go on to the gate, held until their step. The runner moves the
 * page's clock through the readings' delays (browser-runner.ts, clockedInvocations).
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { ContractOffer, ContractOffers, OfferIntent } from '../../../machines/contracts/contractOffer.machine';
import { visibleMovingClock } from '../fake-clock';
import { answerNext, refusedWith, settle, settlesOf, value } from '../held-answers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate } from './ledger-ui';
import { OFFERS } from '../../fixtures/contractOffers';
import { uiText } from '../locale-text';

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
/** The list call's value: the kind's contracts on the agent's side. */
const listValue = (contracts: ContractOffers['contracts']) => ({ kind: 'DIVIDEND', asUpline: contracts.map(wireRow), asDownline: [], pendingRequests: [] });
const downlinesOf = (offers: ContractOffers | undefined) => {
  const list = (offers?.downlines ?? []).map((username) => ({ username, type: 2, isAgent: true, level: 1, upline: 'agent01', registerTime: 0, teamSize: 1, directCount: 0, balance: 0 }));
  return value({ agent: 'agent01', path: ['agent01'], list, pageNum: 1, totalPages: 1, totalCount: list.length, totals: {} });
};
const offersOf = (event: EventObject) => (event as { output?: ContractOffers }).output;
const codeOf = (event: EventObject) => (event as { error?: { errorCode?: string } }).error?.errorCode ?? 'system.busy';
const ANSWERED = value({ kind: 'DIVIDEND', asUpline: [], asDownline: [], pendingRequests: [] });

/** Where the page keeps an offer whose outcome is unknown, for the tab (src/app/wiring/contracts/contractOffer.ts). */
const PENDING_KEY = 'pending:contractOffer.DIVIDEND';
/** The list call: held by this gate until the step of the load (or reload) that reads it. */
let listGate = new AnswerGate();
const isLost = (event: EventObject) => (event as { error?: { kind?: string } }).error?.kind === 'network';

/** The offer the page keeps while its outcome is unknown, or null. */
async function keptOffer(page: Page): Promise<OfferIntent | null> {
  const kept = await page.evaluate((key) => window.sessionStorage.getItem(key), PENDING_KEY).catch(() => null);
  return kept === null ? null : (JSON.parse(kept) as OfferIntent);
}

/** The contracts a reading finds for the verdict: the model's rows, and the offer kept as a new waiting row when it was made. */
function contractsRead(intent: OfferIntent, verdict: string | undefined): ContractOffers['contracts'] {
  if (verdict !== 'applied') return OFFERS.contracts;
  const { offer } = intent.request;
  const made = { ...OFFERS.contracts[0]!, id: 'contract-9', contractId: 'contract-9', downline: offer.downline, gameType: offer.gameType, period: offer.period, status: 'P', tiers: offer.tiers.map((tier) => ({ ...tier })), createdTime: new Date(intent.sentAt).toISOString() };
  return [...OFFERS.contracts, made];
}

const holder = (page: Page) => page.getByTestId('downline-contracts');
const outcomeNotice = (page: Page) => page.getByTestId('offer-outcome');
const checkAgain = (page: Page) => outcomeNotice(page).getByRole('button', { name: uiText('common:outcome.checkAgain') });
const form = (page: Page) => page.getByTestId('offer-form');
const question = (page: Page) => page.locator('#terminate-dialog');
const row = (page: Page, id: string) => holder(page).locator(`[data-testid="downline-contract"][data-contract="${id}"]`);

/** The holder's attributes: the chart's status and what a state sets (absent when off). */
const shows =
  (status: string, flags: { busy?: boolean; form?: boolean; submitting?: boolean; terminating?: boolean; outcome?: 'checking' | 'unknown' } = {}) =>
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
    await check('data-outcome', flags.outcome !== undefined, new RegExp(`^${flags.outcome ?? ''}$`));
  };

/** The form held under the outcome notice: "checking" (a spinner), or "unknown" with its "check again". */
const outcome = (shown: 'checking' | 'unknown') => async (ui: UiContext) => {
  await shows('ready', { busy: true, form: true, submitting: true, outcome: shown })(ui);
  await expect(outcomeNotice(ui.page)).toHaveAttribute('data-outcome', shown, { timeout: ui.timeout });
  await expect(checkAgain(ui.page)).toHaveCount(shown === 'unknown' ? 1 : 0, { timeout: ui.timeout });
  await expect(form(ui.page).getByTestId('offer-submit')).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
};

/** Fills the form with the event's offer: the choices a new offer has, the tier rows added or removed to match, each tier's fields. */
async function fill(page: Page, offer: ContractOffer, timeout: number) {
  const at = form(page);
  const select = (key: string) => at.getByRole('combobox', { name: uiText(`contracts:${key}`) });
  const changing = (await at.getByTestId('offer-downline-fixed').count()) > 0;
  if (!changing) {
    await select('offer.downline').selectOption(offer.downline, { timeout });
    await select('offer.gameType').selectOption(offer.gameType, { timeout });
  }
  await select('offer.period').selectOption(offer.period, { timeout });
  const tiers = at.getByTestId('offer-tier');
  while ((await tiers.count()) < offer.tiers.length) await at.getByTestId('offer-add-tier').click({ timeout });
  for (let count = await tiers.count(); count > offer.tiers.length; count -= 1) {
    await at.getByRole('button', { name: uiText('contracts:offer.removeTier', { n: count }) }).click({ timeout });
  }
  for (const [index, tier] of offer.tiers.entries()) {
    const input = (key: string) => tiers.nth(index).getByRole('textbox', { name: uiText(`contracts:${key}`) });
    await input('tiers.minimumBet').fill(String(tier.minimumBet), { timeout });
    await input('tiers.netLoss').fill(String(tier.netLoss), { timeout });
    await input('tiers.activeMembers').fill(String(tier.activeMember), { timeout });
    await input('offer.rate').fill(String(tier.rate), { timeout });
  }
}

export const uiMap: UiMap = {
  machineId: 'contractOffer',

  async start({ page, timeout }) {
    listGate = new AnswerGate();
    const list = listGate;
    await page.route(QUERY, (route) => list.request(route));
    await startSignedIn(page, ACCOUNTS.agent, '/agentHome/agentDividendRecordCopy2');
    // a path through the outcome check runs on a paused clock, which the page's boot needs moved
    const tab = page.getByTestId('contract-page').getByRole('tab', { name: uiText('contracts:views.downlines') });
    await visibleMovingClock(page, tab);
    await tab.click({ timeout });
    await visibleMovingClock(page, holder(page));
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
    'contractOffer.ready.outcomeUnknown.checking': outcome('checking'),
    'contractOffer.ready.outcomeUnknown.stillUnknown': outcome('unknown'),
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
      await row(page, contractId).getByRole('button', { name: uiText('contracts:offer.change') }).click({ timeout });
    },
    async TERMINATE({ page, timeout }, event) {
      const { contractId } = event as { type: 'TERMINATE'; contractId: string };
      await row(page, contractId).getByRole('button', { name: uiText('contracts:offer.terminate') }).click({ timeout });
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
      await page.locator('#offer-dialog, #terminate-dialog').getByRole('button', { name: uiText('contracts:offer.cancel') }).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await holder(page).getByTestId('offer-list-failure').getByRole('button', { name: uiText('contracts:retry') }).click({ timeout });
    },
    async CHECK_AGAIN({ page, timeout }) {
      await checkAgain(page).click({ timeout });
    },
  },

  outcomes: {
    // the list call answers from its gate at the step (settles); the downlines as arranged here
    async 'xstate.done.actor.loadOffers'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.loadOffers', DOWNLINES, downlinesOf(offersOf(event)));
    },
    async 'xstate.error.actor.loadOffers'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.loadOffers', DOWNLINES, refusedWith(codeOf(event)));
    },
    async 'xstate.done.actor.reloadOffers'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.reloadOffers', DOWNLINES, downlinesOf(offersOf(event)));
    },
    async 'xstate.error.actor.reloadOffers'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.reloadOffers', DOWNLINES, refusedWith(codeOf(event)));
    },
    async 'xstate.done.actor.sendOffer'({ page }) {
      await answerNext(page, 'xstate.done.actor.sendOffer', OFFER, ANSWERED);
    },
    async 'xstate.error.actor.sendOffer'({ page }, event) {
      // a lost answer: the connection drops as the offer is sent (this route is newer than any hold)
      if (isLost(event)) await page.route(OFFER, (route: Route) => route.abort('connectionreset'), { times: 1 });
      else await answerNext(page, 'xstate.error.actor.sendOffer', OFFER, refusedWith(codeOf(event)));
    },
    /**
     * The check's readings (the list call) find what the verdict says against the offer the page
     * kept. Over the list's gate, answering only while the offer is kept (the chart forgets it
     * before its reload); the newest such route answers (a CHECK_AGAIN's check is arranged over the
     * last one). Arranged before the step that starts the check; its first reading waits for the
     * runner to move the clock.
     */
    async 'xstate.done.actor.checkOutcome'({ page }, event) {
      const verdict = (event as { output?: { kind?: string } }).output?.kind;
      await page.route(
        (url) => QUERY(url),
        async (route) => {
          const kept = await keptOffer(page);
          if (kept === null) return route.fallback();
          if (verdict === 'unknown') return refusedWith('system.busy')(route).catch(() => undefined);
          return value(listValue(contractsRead(kept, verdict)))(route).catch(() => undefined);
        },
      );
    },
    async 'xstate.done.actor.requestTermination'({ page }) {
      await answerNext(page, 'xstate.done.actor.requestTermination', TERMINATION, ANSWERED);
    },
    async 'xstate.error.actor.requestTermination'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.requestTermination', TERMINATION, refusedWith(codeOf(event)));
    },
  },

  settles: {
    ...settlesOf('xstate.done.actor.sendOffer', 'xstate.done.actor.requestTermination', 'xstate.error.actor.requestTermination'),
    async 'xstate.done.actor.loadOffers'(ui, event) {
      // an offer kept by the tab before a reload, its outcome still unknown: the load reads it once its calls are answered
      const kept = (event as { output?: { pendingOffer?: OfferIntent | null } }).output?.pendingOffer;
      if (kept) await ui.page.evaluate(([key, intent]) => window.sessionStorage.setItem(key, intent), [PENDING_KEY, JSON.stringify(kept)] as const);
      await settle(ui, event);
      await listGate.answer(listValue(offersOf(event)?.contracts ?? []));
    },
    async 'xstate.error.actor.loadOffers'(ui, event) {
      await settle(ui, event);
      await listGate.refuse(codeOf(event));
    },
    async 'xstate.done.actor.reloadOffers'(ui, event) {
      await settle(ui, event);
      await listGate.answer(listValue(offersOf(event)?.contracts ?? []));
    },
    async 'xstate.error.actor.reloadOffers'(ui, event) {
      await settle(ui, event);
      await listGate.refuse(codeOf(event));
    },
    async 'xstate.error.actor.sendOffer'(ui, event) {
      // a lost answer was dropped as the offer was sent (outcomes): nothing held to answer
      if (!isLost(event)) await settle(ui, event);
    },
  },

  // the list call waits at its gate until answered: only the downlines need holding
  holds: {
    async loadOffers({ page }) {
      await page.route(DOWNLINES, () => undefined);
    },
    async reloadOffers({ page }) {
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
