/**
 * How the Chromium path runner sees and drives the deposit chart: member01 on /member/depositv2
 * (the form's state in the page's data-phase, the records' in data-status, the cancel's in its
 * dialog). Settings and orders come from the embedded platform; outcomes the platform would not
 * give on its own (deposits off, a given list of records, a cancel of that list's order, a
 * refused order) are answered by a route override, failures through the control endpoint. The
 * order call and the records' loads are held until the step that settles them (held-answers.ts),
 * so a blocked window can be arranged first (the window the submit reserved is closed, as a
 * blocker leaves none) and a load's state is seen before it answers.
 *
 * LANGUAGE is the side menu's language select, in the page (language-ui.ts): the settings and the
 * records are read again in the new language, so the texts the steps find are matched in both.
 *
 * A lost answer is the order call's connection dropped; the outcome notice (data-outcome)
 * says the order is being checked or is still unknown (with "check again"). The check's readings
 * are the records call for the newest ten (the list asks for twenty: src/app/wiring/deposit/deposit.ts),
 * answered against the deposit the page kept at the send (sessionStorage pending:deposit): a new
 * order of its channel and amount on top (found), only the orders listed at the send (not made), or
 * a refusal each time (unreadable: still unknown). The runner moves the page's clock through the
 * readings' delays (browser-runner.ts, clockedInvocations). A load that resumes a kept deposit finds
 * it in sessionStorage before the page loads. Only tests import this file.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { DepositIntent, DepositLoad } from '../../../machines/deposit/deposit.machine';
import type { DepositOrder } from '../../../src/api';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import { visibleMovingClock } from '../fake-clock';
import { answerNext, refusedWith, settle, value } from '../held-answers';
import { DEPOSIT_ORDER, DEPOSIT_SETTINGS } from '../models/deposit.model';
import type { UiContext, UiMap } from '../ui-map';
import { switchLanguage } from './language-ui';
import { uiText } from '../locale-text';

const SETTINGS = (url: URL) => url.pathname.endsWith('/MCSFE_getDepositSettings');
const RECORDS_CALL = (url: URL) => url.pathname.endsWith('/MCSFE_getDepositRecords');
/** A reading of the outcome check: the newest ten records (DEPOSIT_RECORDS_CHECKED). */
const READING = (url: URL) => RECORDS_CALL(url) && url.searchParams.get('pageSize') === '10';
/** The records list (its load and reloads), not a reading. */
const RECORDS = (url: URL) => RECORDS_CALL(url) && !READING(url);
const CREATE = (url: URL) => /\/MCSFE_depositBy(BankTransfer|LaunchUrl|QRImageUrl)$/.test(url.pathname);
const CANCEL = (url: URL) => url.pathname.endsWith('/MCSFE_cancelDeposit');

const envelope = (value: unknown) => ({ success: true, value, message: null, errorCode: null });
const fulfil = (value: unknown) => (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(envelope(value)) });

const phase = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId('deposit-page')).toHaveAttribute('data-phase', value, { timeout });
};
const records = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId('deposit-records')).toHaveAttribute('data-status', value, { timeout });
};
// by id: on a desktop the member centre itself is a dialog, and this one opens over it
const cancelDialog = (ui: UiContext) => ui.page.locator('#deposit-cancel-dialog');

/** Where the page keeps a deposit whose outcome is unknown, for the tab (src/config/storage.ts `pending:<command>`, src/app/wiring/deposit/deposit.ts). */
const PENDING_KEY = 'pending:deposit';
const outcomeNotice = (page: Page) => page.getByTestId('deposit-outcome');
const checkAgain = (page: Page) => outcomeNotice(page).getByRole('button', { name: uiText('common:outcome.checkAgain') });
/** The form held under the outcome notice: "checking" (a spinner), or "unknown" with its "check again". */
const outcome = (shown: 'checking' | 'unknown') => async (ui: UiContext) => {
  await phase('checking')(ui);
  await expect(outcomeNotice(ui.page)).toHaveAttribute('data-outcome', shown, { timeout: ui.timeout });
  await expect(checkAgain(ui.page)).toHaveCount(shown === 'unknown' ? 1 : 0, { timeout: ui.timeout });
  await expect(ui.page.getByTestId('deposit-submit')).toBeDisabled({ timeout: ui.timeout });
};
const isLost = (event: EventObject) => (event as { error?: { kind?: string } }).error?.kind === 'network';

/** Lets a held answer go (held-answers.ts), then waits until the page has taken it. */
const settleThen = (taken: (ui: UiContext) => Promise<void>) => async (ui: UiContext, event: EventObject) => {
  await settle(ui, event);
  await taken(ui);
};
const leftPhase = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId('deposit-page')).not.toHaveAttribute('data-phase', value, { timeout });
};
/** How many records loads (not the outcome check's readings) each tour's page has sent. */
const recordsAsked = new WeakMap<Page, number>();
/**
 * A records answer let go, and taken: the records leave "loading", or, where a refresh came while
 * they loaded, the page asks for them again at once (they stay "loading" on screen).
 */
const settleRecords = async (ui: UiContext, event: EventObject) => {
  const { page, timeout } = ui;
  const before = recordsAsked.get(page) ?? 0;
  await settle(ui, event);
  const status = page.getByTestId('deposit-records');
  await expect
    .poll(async () => (await status.getAttribute('data-status')) !== 'loading' || (recordsAsked.get(page) ?? 0) > before, { timeout, message: 'the records answer is taken' })
    .toBe(true);
};
/** The cancel answered: its dialog closes (done or refused). */
const cancelEnded = async (ui: UiContext) => {
  await expect(cancelDialog(ui).getByTestId('deposit-cancel-confirm')).toHaveCount(0, { timeout: ui.timeout });
};

/** The deposit the page kept when it sent it (the orders listed then), while its outcome is unknown. */
async function keptDeposit(page: Page, timeout: number): Promise<DepositIntent> {
  const read = () => page.evaluate((key) => window.sessionStorage.getItem(key), PENDING_KEY);
  await expect.poll(read, { timeout, message: `the page keeps ${PENDING_KEY} while the outcome is unknown` }).not.toBeNull();
  return JSON.parse((await read()) ?? 'null') as DepositIntent;
}

/**
 * What the check's readings answer, against the orders listed at the send: a new order of the
 * deposit's channel and amount on top, made a second after the send (found), those orders alone
 * (not made), or a refusal (unreadable, so the readings run out: still unknown; a refusal, not a
 * 5xx, which the adapter would retry).
 */
function readingOf(intent: DepositIntent, verdict: string | undefined): (route: Route) => Promise<void> {
  const channel = DEPOSIT_SETTINGS.channels.find((candidate) => candidate.channelId === intent.request.channelId);
  const listed: DepositOrder[] = intent.before.map((orderNo) => ({ ...DEPOSIT_ORDER, orderNo }));
  if (verdict === 'applied') {
    let n = intent.before.length + 2;
    while (intent.before.includes(`D20260101${String(n).padStart(5, '0')}`)) n += 1;
    const made: DepositOrder = {
      ...DEPOSIT_ORDER,
      orderNo: `D20260101${String(n).padStart(5, '0')}`,
      channelId: intent.request.channelId,
      channelName: channel?.name ?? intent.request.channelId,
      kind: channel?.kind ?? 'BANK',
      amount: intent.request.amount,
      createdTime: new Date(intent.sentAt + 1_000).toISOString(),
    };
    return fulfil({ list: [made, ...listed], pageNum: 1, totalPages: 1, totalCount: listed.length + 1 });
  }
  if (verdict === 'notApplied') return fulfil({ list: listed, pageNum: 1, totalPages: listed.length > 0 ? 1 : 0, totalCount: listed.length });
  return (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, value: null, message: null, errorCode: 'system.busy' }) });
}

export const uiMap: UiMap = {
  machineId: 'deposit',

  async start({ page, timeout }) {
    // A lasting route that never answers anything: the page always has one. Without it, a held
    // answer whose one-time route was taken could be let through to the platform: once every route
    // is used up, Playwright turns interception off and the requests it still holds go on.
    await page.route(() => false, (route) => route.fallback());
    recordsAsked.set(page, 0);
    page.on('request', (request) => {
      if (RECORDS(new URL(request.url()))) recordsAsked.set(page, (recordsAsked.get(page) ?? 0) + 1);
    });
    await startSignedIn(page, ACCOUNTS.member, '/member/depositv2');
    // a path through the outcome check runs on a paused clock, which the page's boot needs moved
    await visibleMovingClock(page, page.getByTestId('deposit-page'), timeout);
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
    'deposit.form.outcomeUnknown.checking': outcome('checking'),
    'deposit.form.outcomeUnknown.stillUnknown': outcome('unknown'),
    'deposit.form.found': async (ui) => {
      await phase('found')(ui);
      await expect(ui.page.getByTestId('deposit-next')).toBeVisible({ timeout: ui.timeout });
      await expect(ui.page.getByTestId('deposit-found-note')).toBeVisible({ timeout: ui.timeout });
      await expect(outcomeNotice(ui.page)).toHaveCount(0, { timeout: ui.timeout });
    },
    'deposit.records.loading.current': records('loading'),
    // a refresh kept while they load: the same on screen, and the page asks again once this load answers
    'deposit.records.loading.outdated': records('loading'),
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
      await page.getByTestId('deposit-load-error').getByRole('button', { name: uiText('deposit:retry') }).click({ timeout });
    },
    async CHOOSE_CHANNEL({ page, timeout }) {
      await page.getByTestId('deposit-channel-EWALLET').click({ timeout });
    },
    async SET_AMOUNT({ page, timeout }, event: EventObject) {
      await page.getByRole('textbox', { name: uiText('deposit:amount.label', {}, { prefix: true }) }).fill((event as { amount?: string }).amount ?? '', { timeout });
    },
    async PICK_PRESET({ page, timeout }) {
      await page.getByTestId('deposit-preset').filter({ hasText: /^\$100\.00$/ }).click({ timeout });
    },
    async SET_PROMOTION({ page, timeout }) {
      await page.getByRole('combobox', { name: uiText('deposit:promotion.label', {}, { prefix: true }) }).selectOption('promo-welcome', { timeout });
    },
    async SUBMIT({ page, timeout }) {
      await page.getByTestId('deposit-submit').click({ timeout });
    },
    async NEW_DEPOSIT({ page, timeout }) {
      await page.getByTestId('deposit-another').click({ timeout });
    },
    async REFRESH({ page, timeout }) {
      await page.getByTestId('deposit-records').getByRole('button', { name: uiText('deposit:records.refresh') }).click({ timeout });
    },
    async CANCEL({ page, timeout }, event: EventObject) {
      const orderNo = (event as { orderNo?: string }).orderNo ?? '';
      await page.getByRole('button', { name: new RegExp(`^(Cancelar la orden|Cancel order) ${orderNo}$`) }).click({ timeout });
    },
    async CONFIRM_CANCEL(ui) {
      await cancelDialog(ui).getByTestId('deposit-cancel-confirm').click({ timeout: ui.timeout });
    },
    async DISMISS(ui) {
      await cancelDialog(ui).getByRole('button', { name: uiText('deposit:records.keep') }).click({ timeout: ui.timeout });
    },
    async CHECK_AGAIN({ page, timeout }) {
      await checkAgain(page).click({ timeout });
    },
    // in the page, as a reader switches: the flow is the same one and hears it (a reload would start a new one)
    async LANGUAGE({ page, timeout }, event: EventObject) {
      await switchLanguage(page, (event as { language?: string }).language ?? 'es', timeout);
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadSettings'({ page }, event) {
      await page.unroute(SETTINGS);
      const settings = (event as { output?: DepositLoad }).output;
      // a deposit the tab kept before a reload, its outcome still unknown: there when the load reads it
      const pending = settings?.pendingDeposit;
      if (pending) {
        const entry = [PENDING_KEY, JSON.stringify(pending)] as const;
        if (page.url() === 'about:blank') {
          await page.addInitScript(([key, value]) => {
            if (!window.sessionStorage.getItem('__pending_preset')) {
              window.sessionStorage.setItem(key, value);
              window.sessionStorage.setItem('__pending_preset', '1');
            }
          }, entry);
        } else {
          await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), entry);
        }
      }
      // deposits off is not a state of the seeded platform: answered here
      if (settings?.allowDeposit === false) await page.route(SETTINGS, fulfil({ allowDeposit: false, channels: [], promotions: [] }), { times: 1 });
    },
    async 'xstate.error.actor.loadSettings'({ page, control }) {
      await page.unroute(SETTINGS);
      // a 5xx: the adapter's one retry meets it too
      await control.failNext('depositSettings', 2, { httpStatus: 500 });
    },
    async 'xstate.done.actor.createDeposit'({ page }) {
      // the platform makes the order (its provider page is real) once the step lets the call go
      await answerNext(page, 'xstate.done.actor.createDeposit', CREATE, (route) => route.continue());
    },
    async 'xstate.error.actor.createDeposit'({ page }, event) {
      // refused by the platform, or the answer lost: the connection drops (the check then reads the records)
      await answerNext(page, 'xstate.error.actor.createDeposit', CREATE, isLost(event) ? (route) => route.abort('connectionreset') : refusedWith('system.busy'));
    },
    async 'xstate.done.actor.openProvider'() {
      // the browser opens windows by default: the reserved window goes to the provider's page
    },
    async 'xstate.error.actor.openProvider'({ page }) {
      // a blocker leaves no window: close the one the submit reserved before the order answers
      for (const other of page.context().pages()) if (other !== page) await other.close();
    },
    async 'xstate.done.actor.loadRecords'({ page }, event) {
      const list = (event as { output?: unknown[] }).output ?? [];
      await answerNext(page, 'xstate.done.actor.loadRecords', RECORDS, value({ list, pageNum: 1, totalPages: list.length > 0 ? 1 : 0, totalCount: list.length }));
    },
    async 'xstate.error.actor.loadRecords'({ page }) {
      // a refusal rather than a 5xx: the adapter retries a 5xx after a pause, on a clock a path may hold still
      await answerNext(page, 'xstate.error.actor.loadRecords', RECORDS, refusedWith('system.busy'));
    },
    /**
     * The check's readings (the newest ten records) find what the verdict says, against the orders
     * the page kept at the send. Arranged before the step that starts the check; its first reading
     * waits for the runner to move the clock. A lasting route on the readings alone (the list's
     * loads ask for twenty); a later check (check again) arranges its own, which answers first.
     */
    async 'xstate.done.actor.checkOutcome'({ page, timeout }, event) {
      const reading = readingOf(await keptDeposit(page, timeout), (event as { output?: { kind?: string } }).output?.kind);
      await page.route(READING, async (route) => {
        await reading(route).catch(() => undefined);
      });
    },
    async 'xstate.done.actor.cancelDeposit'({ page }, event) {
      await answerNext(page, 'xstate.done.actor.cancelDeposit', CANCEL, value((event as { output?: unknown }).output));
    },
    async 'xstate.error.actor.cancelDeposit'({ page }) {
      await answerNext(page, 'xstate.error.actor.cancelDeposit', CANCEL, refusedWith('system.busy'));
    },
  },

  /**
   * Each held answer goes at its step, and the step ends once the page took it: two answers the path
   * settles one after the other (the order, then the records) reach the chart in that order.
   */
  settles: {
    'xstate.done.actor.createDeposit': settleThen(leftPhase('submitting')),
    'xstate.error.actor.createDeposit': settleThen(leftPhase('submitting')),
    'xstate.done.actor.loadRecords': settleRecords,
    'xstate.error.actor.loadRecords': settleRecords,
    'xstate.done.actor.cancelDeposit': settleThen(cancelEnded),
    'xstate.error.actor.cancelDeposit': settleThen(cancelEnded),
  },

  holds: {
    async loadSettings({ page }) {
      await page.route(SETTINGS, () => undefined);
    },
    async loadRecords({ page }) {
      await page.route(RECORDS, () => undefined);
    },
    // no hold for checkOutcome: the check waits for the clock, which only its settling step moves
    async createDeposit({ page }) {
      await page.route(CREATE, () => undefined);
    },
    async cancelDeposit({ page }) {
      await page.route(CANCEL, () => undefined);
    },
  },
};
