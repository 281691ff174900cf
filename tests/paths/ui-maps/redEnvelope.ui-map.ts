/**
 * How the Chromium path runner sees and drives the red envelope: member01 signed in on the home
 * page (the floating button, the dialog and its state; with neither on screen, whether the
 * envelope check is out). The check and the opening are held until the path's step answers them; CHECK is a reconnect of the live
 * events (the platform drops the account socket). A lost answer is a dropped connection; the
 * outcome notice in the dialog says the opening is being checked or is still unknown (with "check
 * again"); the check's readings (the envelope waiting and the transaction record) find the credit
 * of the envelope kept at the send (opened), the envelope still waiting (not opened), or an
 * unreadable record (still unknown). The runner moves the page's clock through the readings'
 * delays (browser-runner.ts, clockedInvocations). Only tests import this file.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { RedEnvelopeIntent } from '../../../machines/rewards/redEnvelope.machine';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { EXPECT_TIMEOUT_MS } from '../../expect-timeout';
import { uiText } from '../locale-text';

const CHECK = '/MCSFE_getRedEnvelope';
const OPEN = '/MCSFE_openRedEnvelope';
const RECORDS = '/MCSFE_getTransactionRecord';
/** Where the page keeps an opening whose outcome is unknown, for the tab (src/config/storage.ts `pending:<command>`, src/app/wiring/rewards/redEnvelope.ts). */
const PENDING_KEY = 'pending:redEnvelopeOpen';
const SLICE_MS = 200;
const outcomeNotice = (page: Page) => page.getByTestId('red-envelope-outcome');
const checkAgain = (page: Page) => outcomeNotice(page).getByRole('button', { name: uiText('common:outcome.checkAgain') });
const isLost = (event: unknown) => (event as { error?: { kind?: string } }).error?.kind === 'network';
/** Whether the notice says the check runs now: only then is an envelope call one of its readings. */
const checkRuns = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="red-envelope-outcome"]')?.getAttribute('data-outcome') === 'checking').catch(() => false);
const envelopeAnswer = (route: Route, value: unknown) => route.fulfill({ json: { success: true, value, message: null, errorCode: null } });

/** The opening the page kept when it sent it, while its outcome is unknown. */
async function keptOpening(page: Page, timeout: number): Promise<RedEnvelopeIntent> {
  const read = () => page.evaluate((key) => window.sessionStorage.getItem(key), PENDING_KEY);
  await expect.poll(read, { timeout, message: `the page keeps ${PENDING_KEY} while the outcome is unknown` }).not.toBeNull();
  return JSON.parse((await read()) ?? 'null') as RedEnvelopeIntent;
}

/** A first page of the transaction record holding `rows`. */
const recordPage = (rows: readonly object[]) => ({ list: rows, pageNum: 1, totalPages: 1, totalCount: rows.length, summary: { totalIn: 0, totalOut: 0, net: 0, count: rows.length } });

let checkGate = new AnswerGate();
let openGate = new AnswerGate();

const button = (page: Page) => page.getByTestId('red-envelope-button');
const dialog = (page: Page) => page.getByTestId('red-envelope-dialog');
/**
 * Nothing on screen: no envelope offered, no dialog. `checking`: whether the envelope check is out
 * (held at its gate until its step answers it); undefined while the chart reads a kept opening.
 */
const nothingShown = (checking?: boolean) => async ({ page, timeout }: UiContext) => {
  await expect(button(page)).toHaveCount(0, { timeout });
  await expect(dialog(page)).toHaveCount(0, { timeout });
  if (checking !== undefined) await expect.poll(() => checkGate.pending, { timeout, message: checking ? 'the envelope check is out' : 'no envelope check is out' }).toBe(checking);
};
const dialogSays = (state: string) => async (ui: UiContext) => {
  await expect(button(ui.page)).toHaveCount(0, { timeout: ui.timeout });
  await expect(dialog(ui.page)).toHaveAttribute('data-state', state, { timeout: ui.timeout });
};

export const uiMap: UiMap = {
  machineId: 'redEnvelope',

  async start({ page }) {
    checkGate = new AnswerGate();
    openGate = new AnswerGate();
    const [check, open] = [checkGate, openGate];
    await page.route(endsWith(CHECK), (route) => check.request(route));
    await page.route(endsWith(OPEN), (route) => open.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/');
    // A path through the outcome check runs on a paused clock, which the signed-in boot needs
    // moved until the envelope's chart has started (its first check asked, or a kept opening's
    // dialog shown); no longer, so a resumed check's first reading (a second away) waits for its step.
    const started = async () => check.requests > 0 || (await dialog(page).count()) > 0;
    const deadline = performance.now() + EXPECT_TIMEOUT_MS;
    while (!(await started()) && performance.now() < deadline) {
      const moved = await page.clock.runFor(SLICE_MS).then(
        () => true,
        () => false,
      );
      if (!moved) break;
    }
    await expect.poll(started, { message: "the envelope's chart has started" }).toBe(true);
  },

  states: {
    'redEnvelope.resuming': nothingShown(),
    'redEnvelope.checking': nothingShown(true),
    'redEnvelope.none': nothingShown(false),
    'redEnvelope.available': async (ui) => {
      await expect(button(ui.page)).toBeVisible({ timeout: ui.timeout });
      await expect(dialog(ui.page)).toHaveCount(0, { timeout: ui.timeout });
    },
    'redEnvelope.opening': dialogSays('opening'),
    'redEnvelope.opened': async (ui) => {
      await dialogSays('opened')(ui);
      await expect(ui.page.getByTestId('red-envelope-won')).toContainText('8.88', { timeout: ui.timeout });
    },
    'redEnvelope.refused': async (ui) => {
      await dialogSays('refused')(ui);
      await expect(ui.page.getByTestId('red-envelope-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'redEnvelope.outcomeUnknown.checking': async (ui) => {
      await dialogSays('unconfirmed')(ui);
      await expect(outcomeNotice(ui.page)).toHaveAttribute('data-outcome', 'checking', { timeout: ui.timeout });
      await expect(checkAgain(ui.page)).toHaveCount(0, { timeout: ui.timeout });
    },
    'redEnvelope.outcomeUnknown.stillUnknown': async (ui) => {
      await dialogSays('unconfirmed')(ui);
      await expect(outcomeNotice(ui.page)).toHaveAttribute('data-outcome', 'unknown', { timeout: ui.timeout });
      await expect(checkAgain(ui.page)).toBeVisible({ timeout: ui.timeout });
    },
    'redEnvelope.failed': async (ui) => {
      await dialogSays('failed')(ui);
      await expect(ui.page.getByTestId('red-envelope-failure').getByRole('button', { name: uiText('missions:retry') })).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async OPEN({ page, timeout }) {
      await page.getByTestId('red-envelope-button').click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('red-envelope-failure').getByRole('button', { name: uiText('missions:retry') }).click({ timeout });
    },
    async CLOSE({ page }) {
      await page.keyboard.press('Escape');
    },
    async CHECK_AGAIN({ page, timeout }) {
      await checkAgain(page).click({ timeout });
    },
    async CHECK({ page, control, timeout }) {
      // The CHECK is the reconnect's resync, which comes a backoff (1–1.2 s, on the path's fake
      // clock when it has one) after the drop: done only once the page has asked again. Without
      // this wait a late CHECK restarted the 60 s poll during the next step (seen in CI).
      const asked = checkGate.requests;
      await expect.poll(() => control.dropAccountSockets(), { timeout }).toBeGreaterThan(0);
      await expect
        .poll(
          async () => {
            if (checkGate.requests > asked) return true;
            // no fake clock on this path: the real one runs the backoff
            await page.clock.runFor(250).catch(() => undefined);
            return false;
          },
          { timeout },
        )
        .toBe(true);
    },
  },

  outcomes: {
    async 'xstate.done.actor.resumeOpening'({ page }, event) {
      // an opening kept by the tab before a reload, its outcome still unknown: there when the page loads
      const kept = (event as { output?: RedEnvelopeIntent | null }).output;
      if (!kept) return;
      await page.addInitScript(
        ([key, value]) => {
          if (!window.sessionStorage.getItem('__pending_preset')) {
            window.sessionStorage.setItem(key, value);
            window.sessionStorage.setItem('__pending_preset', '1');
          }
        },
        [PENDING_KEY, JSON.stringify(kept)] as const,
      );
    },
    async 'xstate.done.actor.checkEnvelope'() {},
    async 'xstate.error.actor.checkEnvelope'() {},
    async 'xstate.done.actor.openEnvelope'() {},
    async 'xstate.error.actor.openEnvelope'({ page }, event) {
      // a lost answer: the connection drops (the gate's held route is older, this one answers first)
      if (isLost(event)) await page.route(endsWith(OPEN), (route) => route.abort('connectionreset'), { times: 1 });
    },
    /**
     * The check's readings find what the verdict says about the opening the page kept: its credit
     * in the record (opened), the envelope still waiting (not opened), or a record that cannot be
     * read (still unknown). Arranged before the step that starts the check; its first reading waits
     * for the runner to move the clock. The envelope call answers here only while the notice says
     * the check runs; otherwise it is the chart's own check, held by the gate.
     */
    async 'xstate.done.actor.checkOutcome'({ page, timeout }, event) {
      const kept = await keptOpening(page, timeout);
      const verdict = (event as { output?: { kind?: string } }).output?.kind;
      const waiting = verdict === 'notApplied' ? { envelopeId: kept.request.envelopeId, expiresTime: new Date(kept.before.expiresAt).toISOString(), expiresInMs: 60_000 } : null;
      const rows = verdict === 'applied' ? [{ txId: 'tx-envelope', txTypeName: 'dividend', remark: 'red envelope', orderNo: kept.request.envelopeId, txTimeInTimestamp: kept.sentAt, currentAvailBalance: 108.88, amount: 8.88 }] : [];
      await page.route(endsWith(CHECK), async (route) => {
        if (await checkRuns(page)) await envelopeAnswer(route, { envelope: waiting }).catch(() => undefined);
        else await route.fallback();
      });
      await page.route(endsWith(RECORDS), (route) =>
        // a refusal rather than a 5xx: the adapter retries a 5xx
        verdict === 'unknown' ? route.fulfill({ json: { success: false, value: null, message: null, errorCode: 'system.busy' } }) : envelopeAnswer(route, recordPage(rows)),
      );
    },
  },

  settles: {
    async 'xstate.done.actor.checkEnvelope'(_ui, event) {
      await checkGate.answer({ envelope: (event as { output?: unknown }).output ?? null });
    },
    async 'xstate.error.actor.checkEnvelope'() {
      await checkGate.refuse();
    },
    async 'xstate.done.actor.openEnvelope'(_ui, event) {
      await openGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.openEnvelope'(_ui, event) {
      // a lost answer was dropped as the call was made (outcomes): nothing waits at the gate
      if (isLost(event)) return;
      const code = (event as { error?: { errorCode?: string } }).error?.errorCode;
      await openGate.refuse(code ?? '#727');
    },
  },

  holds: {
    async checkEnvelope() {},
    async openEnvelope() {},
  },
};
