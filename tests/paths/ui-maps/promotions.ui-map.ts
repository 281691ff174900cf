/**
 * How the Chromium path runner sees and drives the promotions page: /promotions for member01
 * (data-status on the board), the category chips, a card's detail dialog, the comment, apply and
 * claim. The list, apply and claim calls are held until the path's step answers them (the list in
 * the wire's shape, statuses in capitals, `member` saying whose statuses they are). Only tests
 * import this file.
 *
 * The unknown outcomes: a lost apply or claim is a dropped connection, let go at its
 * step like any other answer; the outcome notice in the detail (`promotion-outcome`) says the
 * command is being checked or is still unknown (with "check again"); the check's readings are the
 * list again, answered (only while the notice says checking: a load before it meets the list's
 * own hold) with the promotion of the intent kept in sessionStorage (`pending:promotionApply` /
 * `pending:promotionClaim`) moved on (APPLYING / CLAIMED: applied), as it was (JOIN / ISSUED: not
 * applied), or a refusal (unreadable: still unknown). A load that resumes a kept application or
 * claim finds it in sessionStorage, written before the page loads. The runner moves the page's
 * clock through the readings' delays (browser-runner.ts, clockedInvocations).
 */
import { expect, type Page, type Route } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import { visibleMovingClock } from '../fake-clock';
import type { UiContext, UiMap } from '../ui-map';
import type { Promotion } from '../../../src/api/promotions';
import type { ApplyIntent, ClaimIntent } from '../../../machines/rewards/promotions.machine';
import { answerNext, refusedWith, settlesOf, value } from '../held-answers';
import { PROMOTION_SAMPLE } from '../models/promotions.model';
import { AnswerGate, endsWith } from './ledger-ui';
import { switchLanguage } from './language-ui';
import { uiText } from '../locale-text';

let listGate = new AnswerGate();

const LIST = '/MCSFE_getPromotionList';
/** The apply and claim answers, each held until its step (answerNext; their own matchers). */
const APPLY = endsWith('/MCSFE_applyPromotion');
const CLAIM = endsWith('/MCSFE_claimPromotionBonus');
/** Where the page keeps an application or a claim whose outcome is unknown, for the tab (src/app/wiring/rewards/promotions.ts). */
const PENDING_APPLY_KEY = 'pending:promotionApply';
const PENDING_CLAIM_KEY = 'pending:promotionClaim';

const board = (page: Page) => page.getByTestId('promotions');
const detail = (page: Page) => page.getByTestId('promotion-detail');
const outcomeNotice = (page: Page) => page.getByTestId('promotion-outcome');
const checkAgain = (page: Page) => outcomeNotice(page).getByRole('button', { name: uiText('common:outcome.checkAgain') });
const isLost = (event: unknown) => (event as { error?: { kind?: string } }).error?.kind === 'network';
/** A dropped connection: the answer is lost whether or not the platform got the command. */
const dropped = (route: Route) => route.abort('connectionreset');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(board(page)).toHaveAttribute('data-status', value, { timeout });
};
const wireStatus = (value: string) => (value === 'comingSoon' ? 'COMING_SOON' : value.toUpperCase());
const toWire = (promotion: Promotion) => ({ ...promotion, status: wireStatus(promotion.status), reason: promotion.reason ?? null });
const wireList = (promotions: readonly Promotion[], member: boolean) => ({ categories: PROMOTION_SAMPLE.categories, member, list: promotions.map(toWire) });

/** A call under way (its button busy), no outcome notice yet. */
const sending = (button: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId(button)).toHaveAttribute('aria-busy', 'true', { timeout });
  await expect(outcomeNotice(page)).toHaveCount(0, { timeout });
};

/** The detail held under the outcome notice: "checking" (a spinner), or "unknown" with its "check again". */
const outcome = (button: string, shown: 'checking' | 'unknown') => async ({ page, timeout }: UiContext) => {
  await expect(detail(page)).toHaveAttribute('aria-busy', 'true', { timeout });
  await expect(page.getByTestId(button)).toHaveAttribute('aria-busy', 'true', { timeout });
  await expect(outcomeNotice(page)).toHaveAttribute('data-outcome', shown, { timeout });
  await expect(checkAgain(page)).toHaveCount(shown === 'unknown' ? 1 : 0, { timeout });
};

/** Whether the notice says the check runs now: only then is a list call one of its readings. */
const checkRuns = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="promotion-outcome"]')?.getAttribute('data-outcome') === 'checking').catch(() => false);

type KeptIntent = { readonly kind: 'apply'; readonly intent: ApplyIntent } | { readonly kind: 'claim'; readonly intent: ClaimIntent };

/** The application or claim the page kept when it sent it, while its outcome is unknown. */
async function keptIntent(page: Page, timeout: number): Promise<KeptIntent> {
  const read = () => page.evaluate(([apply, claim]) => ({ apply: window.sessionStorage.getItem(apply), claim: window.sessionStorage.getItem(claim) }), [PENDING_APPLY_KEY, PENDING_CLAIM_KEY] as const);
  await expect
    .poll(async () => {
      const kept = await read();
      return kept.apply !== null || kept.claim !== null;
    }, { timeout, message: `the page keeps ${PENDING_APPLY_KEY} or ${PENDING_CLAIM_KEY} while the outcome is unknown` })
    .toBe(true);
  const kept = await read();
  return kept.apply !== null ? { kind: 'apply', intent: JSON.parse(kept.apply) as ApplyIntent } : { kind: 'claim', intent: JSON.parse(kept.claim ?? 'null') as ClaimIntent };
}

/**
 * What the check's readings of the list answer: the intent's promotion moved on (applied), as it
 * was (not applied), or a refusal (unreadable, so the readings run out: still unknown).
 */
function listRead(kept: KeptIntent, verdict: string | undefined): (route: Route) => Promise<void> {
  if (verdict !== 'applied' && verdict !== 'notApplied') return refusedWith('#727');
  const { promotionId } = kept.intent.request;
  const status: Promotion['status'] = kept.kind === 'apply' ? (verdict === 'applied' ? 'applying' : 'join') : verdict === 'applied' ? 'claimed' : 'issued';
  const comment = kept.kind === 'apply' && verdict === 'applied' ? kept.intent.request.comment : '';
  return value(wireList(PROMOTION_SAMPLE.promotions.map((promotion) => (promotion.promotionId === promotionId ? { ...promotion, status, comment } : promotion)), true));
}

/** Keeps `intent` in the tab's sessionStorage under `key`: before the page loads (a reload found it), or now. */
async function keepPending(page: Page, key: string, intent: unknown): Promise<void> {
  const kept = JSON.stringify(intent);
  if (page.url() === 'about:blank') {
    await page.addInitScript(
      ([name, text]) => {
        const preset = `__preset:${name}`;
        if (!window.sessionStorage.getItem(preset)) {
          window.sessionStorage.setItem(name, text);
          window.sessionStorage.setItem(preset, '1');
        }
      },
      [key, kept] as const,
    );
  } else {
    await page.evaluate(([name, text]) => window.sessionStorage.setItem(name, text), [key, kept] as const);
  }
}

export const uiMap: UiMap = {
  machineId: 'promotions',

  async start({ page, timeout }) {
    listGate = new AnswerGate();
    const list = listGate;
    await page.route(endsWith(LIST), (route) => list.request(route));
    // apply and claim wait here until a step arranges their answer (answerNext, over these)
    await page.route(endsWith('/MCSFE_applyPromotion'), () => undefined);
    await page.route(endsWith('/MCSFE_claimPromotionBonus'), () => undefined);
    await startSignedIn(page, ACCOUNTS.member, '/promotions');
    // A path through the outcome check runs on a paused clock, which the page's boot needs moved;
    // the check's state, which a resumed application or claim enters from the load, is then seen with it still.
    await visibleMovingClock(page, board(page), timeout);
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
    'promotions.ready.detail.applying': sending('promotion-apply'),
    'promotions.ready.detail.applyUnknown.checking': outcome('promotion-apply', 'checking'),
    'promotions.ready.detail.applyUnknown.stillUnknown': outcome('promotion-apply', 'unknown'),
    'promotions.ready.detail.claiming': sending('promotion-claim'),
    'promotions.ready.detail.claimUnknown.checking': outcome('promotion-claim', 'checking'),
    'promotions.ready.detail.claimUnknown.stillUnknown': outcome('promotion-claim', 'unknown'),
  },

  events: {
    // in the page, as a reader switches: the same flow is told and asks again (language-ui.ts)
    async LANGUAGE({ page, timeout }, event) {
      await switchLanguage(page, (event as { language?: string }).language ?? 'es', timeout);
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('promotions-failure').getByRole('button', { name: uiText('promotions:retry') }).click({ timeout });
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
      await page.getByRole('dialog').getByRole('button', { name: uiText('promotions:close') }).first().click({ timeout });
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
    async CHECK_AGAIN({ page, timeout }) {
      await checkAgain(page).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadPromotions'({ page }, event) {
      const output = (event as { output?: { pendingApply?: ApplyIntent | null; pendingClaim?: ClaimIntent | null } }).output;
      // an application or a claim kept by the tab before a reload, its outcome still unknown: there when the page loads
      if (output?.pendingApply) await keepPending(page, PENDING_APPLY_KEY, output.pendingApply);
      if (output?.pendingClaim) await keepPending(page, PENDING_CLAIM_KEY, output.pendingClaim);
    },
    async 'xstate.error.actor.loadPromotions'() {},
    async 'xstate.done.actor.applyPromotion'({ page }, event) {
      const output = (event as { output?: Promotion }).output;
      await answerNext(page, 'xstate.done.actor.applyPromotion', APPLY, value(output ? toWire(output) : null));
    },
    async 'xstate.error.actor.applyPromotion'({ page }, event) {
      const errorCode = (event as { error?: { errorCode?: string } }).error?.errorCode ?? '#727';
      await answerNext(page, 'xstate.error.actor.applyPromotion', APPLY, isLost(event) ? dropped : refusedWith(errorCode));
    },
    async 'xstate.done.actor.claimPromotion'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.claimPromotion', CLAIM, value((event as { output?: unknown }).output));
    },
    async 'xstate.error.actor.claimPromotion'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.claimPromotion', CLAIM, isLost(event) ? dropped : refusedWith('#727'));
    },
    /**
     * The check's readings (the list) find what the verdict says about the intent the page kept.
     * Arranged before the step that starts the check; its first reading waits for the runner to
     * move the clock. A lasting route over the list's gate that answers only while the notice says
     * the check runs (a load meanwhile meets the gate).
     */
    async 'xstate.done.actor.checkOutcome'({ page, timeout }, event) {
      const reading = listRead(await keptIntent(page, timeout), (event as { output?: { kind?: string } }).output?.kind);
      await page.route(endsWith(LIST), async (route) => {
        if (await checkRuns(page)) await reading(route).catch(() => undefined);
        else await route.fallback();
      });
    },
  },

  settles: {
    async 'xstate.done.actor.loadPromotions'(_ui, event) {
      const output = (event as { output?: { categories: string[]; promotions: Promotion[]; signedIn: boolean } }).output;
      await listGate.answer({ categories: output?.categories ?? [], member: output?.signedIn ?? false, list: (output?.promotions ?? []).map(toWire) });
    },
    async 'xstate.error.actor.loadPromotions'() {
      await listGate.refuse();
    },
    ...settlesOf('xstate.done.actor.applyPromotion', 'xstate.error.actor.applyPromotion', 'xstate.done.actor.claimPromotion', 'xstate.error.actor.claimPromotion'),
  },

  holds: {
    async loadPromotions() {},
    async applyPromotion() {},
    async claimPromotion() {},
  },
};
