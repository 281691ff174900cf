/**
 * How the Chromium path runner sees and drives the manual rebate: /member/manualRebate for member01
 * (data-status and data-busy on the page), the claim button, the claims' pages, the retry. The
 * load is held on its rebate call (the claims call answers the sample at once); the claim is held
 * until the path's step answers it. Only tests import this file.
 *
 * The unknown outcome: a lost claim is a dropped connection, let go at its step; the
 * outcome notice (`rebate-outcome`) says the claim is being checked or is still unknown (with
 * "check again"); the check's readings are the rebate and the claims' first page, answered (only
 * while the notice says checking: a load meets the rebate's own hold) with a new period and the
 * path's claim on top (applied), the period and rebate of the claim kept in sessionStorage
 * (`pending:rebateClaim`: not applied), or a refusal (unreadable: still unknown). A load that
 * resumes a kept claim finds it in sessionStorage, written before the page loads. The runner moves
 * the page's clock through the readings' delays (browser-runner.ts, clockedInvocations).
 */
import { expect, type Page, type Route } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { RebateClaimIntent } from '../../../machines/rewards/manualRebate.machine';
import { visibleMovingClock } from '../fake-clock';
import type { UiContext, UiMap } from '../ui-map';
import { REBATE_CLAIMED, REBATE_SAMPLE } from '../models/manualRebate.model';
import { answerNext, refusedWith, settlesOf, value } from '../held-answers';
import { AnswerGate, endsWith } from './ledger-ui';
import { uiText } from '../locale-text';

let rebateGate = new AnswerGate();

const REBATE_PATH = '/MCSFE_getCustomerRebateSettingByProductType';
const CLAIMS_PATH = '/MCSFE_getRebateClaimList';
/** The claim's answer, held until its step (answerNext; its own matcher). */
const CLAIM = endsWith('/MCSFE_claimRebate');
/** Where the page keeps a claim whose outcome is unknown, for the tab (src/app/wiring/rewards/manualRebate.ts). */
const PENDING_KEY = 'pending:rebateClaim';

const rebate = (page: Page) => page.getByTestId('manual-rebate');
const outcomeNotice = (page: Page) => page.getByTestId('rebate-outcome');
const checkAgain = (page: Page) => outcomeNotice(page).getByRole('button', { name: uiText('common:outcome.checkAgain') });
const isLost = (event: unknown) => (event as { error?: { kind?: string } }).error?.kind === 'network';
const shown = (status: string, busy: boolean) => async ({ page, timeout }: UiContext) => {
  await expect(rebate(page)).toHaveAttribute('data-status', status, { timeout });
  await expect(rebate(page)).toHaveAttribute('data-busy', busy ? 'true' : 'false', { timeout });
};
const claimsPage = (items: readonly unknown[], pageNum: number) => ({ list: items, pageNum, totalPages: REBATE_SAMPLE.claims.totalPages, totalCount: REBATE_SAMPLE.claims.totalCount + items.length - REBATE_SAMPLE.claims.items.length });

/** The claim held under the outcome notice: "checking" (a spinner), or "unknown" with its "check again". */
const outcome = (seen: 'checking' | 'unknown') => async (ui: UiContext) => {
  await shown('ready', false)(ui);
  await expect(ui.page.getByTestId('rebate-claim')).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
  await expect(outcomeNotice(ui.page)).toHaveAttribute('data-outcome', seen, { timeout: ui.timeout });
  await expect(checkAgain(ui.page)).toHaveCount(seen === 'unknown' ? 1 : 0, { timeout: ui.timeout });
};

/** Whether the notice says the check runs now: only then is a rebate or claims call one of its readings. */
const checkRuns = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="rebate-outcome"]')?.getAttribute('data-outcome') === 'checking').catch(() => false);

/** The claim the page kept when it sent it (the period then), while its outcome is unknown. */
async function keptClaim(page: Page, timeout: number): Promise<RebateClaimIntent> {
  const read = () => page.evaluate((key) => window.sessionStorage.getItem(key), PENDING_KEY);
  await expect.poll(read, { timeout, message: `the page keeps ${PENDING_KEY} while the outcome is unknown` }).not.toBeNull();
  return JSON.parse((await read()) ?? 'null') as RebateClaimIntent;
}

/**
 * What the check's readings answer, against the claim kept: the rebate's new period with the path's
 * claim on the claims' first page (applied), the period and rebate as at the send (not applied),
 * or a refusal of the rebate (unreadable: still unknown).
 */
function readingsOf(intent: RebateClaimIntent, verdict: string | undefined): { rebate: (route: Route) => Promise<void>; claims: (route: Route) => Promise<void> } {
  const earlier = REBATE_SAMPLE.claims.items;
  if (verdict === 'applied') {
    const rows = REBATE_SAMPLE.rebate.list.map((row) => ({ ...row, validBet: 0, amount: 0 }));
    return { rebate: value({ list: rows, total: 0, since: REBATE_CLAIMED.claimedTime }), claims: value(claimsPage([REBATE_CLAIMED, ...earlier], 1)) };
  }
  if (verdict === 'notApplied') {
    return { rebate: value({ ...REBATE_SAMPLE.rebate, total: intent.request.amount, since: intent.before.since }), claims: value(claimsPage(earlier, 1)) };
  }
  return { rebate: refusedWith('#727'), claims: value(claimsPage(earlier, 1)) };
}

export const uiMap: UiMap = {
  machineId: 'manualRebate',

  async start({ page, timeout }) {
    rebateGate = new AnswerGate();
    const load = rebateGate;
    await page.route(endsWith(REBATE_PATH), (route) => load.request(route));
    // the claim waits here until a step arranges its answer (answerNext, over this)
    await page.route(endsWith('/MCSFE_claimRebate'), () => undefined);
    await page.route(endsWith(CLAIMS_PATH), (route) => {
      const pageNum = Number(new URL(route.request().url()).searchParams.get('pageNo') ?? '1');
      const claims = REBATE_SAMPLE.claims;
      return route.fulfill({ json: { success: true, value: { list: claims.items, pageNum, totalPages: claims.totalPages, totalCount: claims.totalCount }, message: null, errorCode: null } });
    });
    await startSignedIn(page, ACCOUNTS.member, '/member/manualRebate');
    // A path through the outcome check runs on a paused clock, which the page's boot needs moved;
    // the check's state, which a resumed claim enters from the load, is then seen with it still.
    await visibleMovingClock(page, rebate(page), timeout);
  },

  states: {
    'manualRebate.loading': async ({ page, timeout }) => {
      await expect(rebate(page)).toHaveAttribute('data-busy', 'true', { timeout });
    },
    'manualRebate.failure': async (ui) => {
      await shown('failed', false)(ui);
      await expect(ui.page.getByTestId('rebate-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'manualRebate.ready.idle': async (ui) => {
      await shown('ready', false)(ui);
      await expect(ui.page.getByTestId('rebate-claim')).toBeEnabled({ timeout: ui.timeout });
      await expect(outcomeNotice(ui.page)).toHaveCount(0, { timeout: ui.timeout });
    },
    'manualRebate.ready.claiming': async ({ page, timeout }) => {
      await expect(page.getByTestId('rebate-claim')).toHaveAttribute('aria-busy', 'true', { timeout });
      await expect(outcomeNotice(page)).toHaveCount(0, { timeout });
    },
    'manualRebate.ready.claimUnknown.checking': outcome('checking'),
    'manualRebate.ready.claimUnknown.stillUnknown': outcome('unknown'),
  },

  events: {
    async CLAIM({ page, timeout }) {
      await page.getByTestId('rebate-claim').click({ timeout });
    },
    async CLAIMS_PAGE({ page, timeout }, event) {
      const target = (event as { page?: number }).page ?? 1;
      await page.getByTestId('rebate-history-pages').getByRole('button', { name: uiText('common:ui.pagination.page', { page: target }) }).click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('rebate-failure').getByRole('button', { name: uiText('rewards:retry') }).click({ timeout });
    },
    async CHECK_AGAIN({ page, timeout }) {
      await checkAgain(page).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadRebate'({ page }, event) {
      const pending = (event as { output?: { pendingClaim?: RebateClaimIntent | null } }).output?.pendingClaim;
      if (!pending) return;
      // a claim kept by the tab before a reload, its outcome still unknown: there when the page loads
      const kept = JSON.stringify(pending);
      if (page.url() === 'about:blank') {
        await page.addInitScript(
          ([name, text]) => {
            if (!window.sessionStorage.getItem('__pending_preset')) {
              window.sessionStorage.setItem(name, text);
              window.sessionStorage.setItem('__pending_preset', '1');
            }
          },
          [PENDING_KEY, kept] as const,
        );
      } else {
        await page.evaluate(([name, text]) => window.sessionStorage.setItem(name, text), [PENDING_KEY, kept] as const);
      }
    },
    async 'xstate.error.actor.loadRebate'() {},
    async 'xstate.done.actor.claimRebate'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.claimRebate', CLAIM, value((event as { output?: unknown }).output));
    },
    async 'xstate.error.actor.claimRebate'({ page }, event) {
      await answerNext(page, 'xstate.error.actor.claimRebate', CLAIM, isLost(event) ? (route) => route.abort('connectionreset') : refusedWith('#727'));
    },
    /**
     * The check's readings (the rebate and the claims' first page) find what the verdict says
     * about the claim the page kept. Arranged before the step that starts the check; its first
     * reading waits for the runner to move the clock. Lasting routes over the load's that answer
     * only while the notice says the check runs (the load after a claim found meets its hold).
     */
    async 'xstate.done.actor.checkOutcome'({ page, timeout }, event) {
      const readings = readingsOf(await keptClaim(page, timeout), (event as { output?: { kind?: string } }).output?.kind);
      await page.route(endsWith(CLAIMS_PATH), async (route) => {
        if (await checkRuns(page)) await readings.claims(route).catch(() => undefined);
        else await route.fallback();
      });
      await page.route(endsWith(REBATE_PATH), async (route) => {
        if (await checkRuns(page)) await readings.rebate(route).catch(() => undefined);
        else await route.fallback();
      });
    },
  },

  settles: {
    async 'xstate.done.actor.loadRebate'(_ui, event) {
      const output = (event as { output?: { rebate: unknown } }).output;
      await rebateGate.answer(output?.rebate ?? null);
    },
    async 'xstate.error.actor.loadRebate'() {
      await rebateGate.refuse();
    },
    ...settlesOf('xstate.done.actor.claimRebate', 'xstate.error.actor.claimRebate'),
  },

  holds: {
    async loadRebate() {},
    async claimRebate() {},
  },
};
