/**
 * How the Chromium path runner sees and drives the register centre's affiliate links:
 * /agentHome/registerCenter for agent01 (data-status on the links' section), the create form, a
 * row's copy, QR and delete buttons, the delete dialog, the retry. The list, create and delete
 * calls are held until the path's step answers them; the clipboard is a stand-in whose next
 * write the path arranges (copied, refused, or still running). A lost create is a dropped
 * connection; the outcome notice under the form says it is being checked or is still unknown
 * (with "check again"); so it does after a create answered without the link (value null:
 * the check reads the list for it); the check's readings of the list find a new link with the settings kept at
 * the send (made), none (not made) or a refusal (unreadable: still unknown). The runner moves the
 * page's clock through the readings' delays (browser-runner.ts, clockedInvocations). Only tests
 * import this file.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { AffiliateLinkIntent } from '../../../machines/agent/affiliateLinks.machine';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import { visibleMovingClock } from '../fake-clock';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { installClipboardStub, nextCopy } from '../clipboard-stub';
import { LINK_A, LINK_B } from '../models/register-samples';
import { uiText } from '../locale-text';

const LIST = '/MCSFE_viewAffiliateUrls';
const CREATE = '/MCSFE_createAffiliateUrl';
const DELETE = '/MCSFE_deleteAffiliateUrl';
let listGate = new AnswerGate();
let createGate = new AnswerGate();
let deleteGate = new AnswerGate();

const links = (page: Page) => page.getByTestId('affiliate-links');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(links(page)).toHaveAttribute('data-status', value, { timeout });
};
const row = (page: Page, id: string) => links(page).locator(`[data-testid="link-row"][data-id="${id}"]`);
const copyStatus = (value: string) => async (ui: UiContext) => {
  await status('ready')(ui);
  await expect(links(ui.page).locator(`[data-testid="link-copy-status"][data-state="${value}"]`)).toHaveCount(1, { timeout: ui.timeout });
};
const noDialog = async ({ page, timeout }: UiContext) => {
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout });
};
/** Where the page keeps a create whose outcome is unknown, for the tab (src/config/storage.ts `pending:<command>`, src/app/wiring/agent/registerCentre.ts). */
const PENDING_KEY = 'pending:createAffiliateUrl';
const outcomeNotice = (page: Page) => page.getByTestId('links-outcome');
const checkAgain = (page: Page) => outcomeNotice(page).getByRole('button', { name: uiText('common:outcome.checkAgain') });
const isLost = (event: unknown) => (event as { error?: { kind?: string } }).error?.kind === 'network';
/** The form held under the outcome notice: "checking" (a spinner), or "unknown" with its "check again". */
const outcome = (shown: 'checking' | 'unknown') => async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId('link-create')).toHaveAttribute('aria-busy', 'true', { timeout });
  await expect(outcomeNotice(page)).toHaveAttribute('data-outcome', shown, { timeout });
  await expect(checkAgain(page)).toHaveCount(shown === 'unknown' ? 1 : 0, { timeout });
};
/** Whether the notice says the check runs now: only then is a list call one of its readings. */
const checkRuns = (page: Page) => page.evaluate(() => document.querySelector('[data-testid="links-outcome"]')?.getAttribute('data-outcome') === 'checking').catch(() => false);
const listAnswer = (route: Route, value: unknown) => route.fulfill({ json: { success: true, value, message: null, errorCode: null } });

/** The create the page kept when it sent it, while its outcome is unknown. */
async function keptCreate(page: Page, timeout: number): Promise<AffiliateLinkIntent> {
  const read = () => page.evaluate((key) => window.sessionStorage.getItem(key), PENDING_KEY);
  await expect.poll(read, { timeout, message: `the page keeps ${PENDING_KEY} while the outcome is unknown` }).not.toBeNull();
  return JSON.parse((await read()) ?? 'null') as AffiliateLinkIntent;
}

/** The list a reading finds for the verdict: the links listed at the send and a new one with the settings asked for (made), or none new (not made). */
function linksRead(intent: AffiliateLinkIntent, verdict: string | undefined) {
  const listed = intent.before.ids.map((id) => ({ ...LINK_A, id }));
  if (verdict !== 'applied') return { list: listed, max: 20 };
  const id = intent.before.ids.includes(LINK_B.id) ? `${LINK_B.id}-${intent.before.ids.length}` : LINK_B.id;
  const made = { ...LINK_B, id, memberType: intent.request.memberType, remark: intent.request.remark ?? '', createdTime: new Date(intent.sentAt).toISOString() };
  return { list: [...listed, made], max: 20 };
}

export const uiMap: UiMap = {
  machineId: 'affiliateLinks',

  async start({ page }) {
    listGate = new AnswerGate();
    createGate = new AnswerGate();
    deleteGate = new AnswerGate();
    const [list, create, remove] = [listGate, createGate, deleteGate];
    await page.route(endsWith(LIST), (route) => list.request(route));
    await page.route(endsWith(CREATE), (route) => create.request(route));
    await page.route(endsWith(DELETE), (route) => remove.request(route));
    await installClipboardStub(page);
    await startSignedIn(page, ACCOUNTS.agent, '/agentHome/registerCenter');
    // a path through the outcome check runs on a paused clock, which the page's boot needs moved
    await visibleMovingClock(page, links(page));
  },

  states: {
    'affiliateLinks.loading': status('loading'),
    'affiliateLinks.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('links-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'affiliateLinks.empty': async (ui) => {
      await status('empty')(ui);
      await expect(ui.page.getByTestId('links-empty')).toBeVisible({ timeout: ui.timeout });
      await expect(ui.page.getByTestId('link-create')).not.toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
    'affiliateLinks.ready.idle': async (ui) => {
      await status('ready')(ui);
      await expect(links(ui.page).getByTestId('link-row').first()).toBeVisible({ timeout: ui.timeout });
      await expect(links(ui.page).locator('[data-testid="link-copy-status"]:not([data-state="idle"])')).toHaveCount(0, { timeout: ui.timeout });
      await expect(ui.page.getByTestId('link-create')).not.toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
      await noDialog(ui);
    },
    'affiliateLinks.ready.confirming': async (ui) => {
      await status('ready')(ui);
      await expect(ui.page.getByTestId('link-delete-confirm')).toBeEnabled({ timeout: ui.timeout });
    },
    'affiliateLinks.ready.copying': copyStatus('copying'),
    'affiliateLinks.ready.copied': copyStatus('copied'),
    'affiliateLinks.ready.copyFailed': copyStatus('failed'),
    'affiliateLinks.ready.qr': async (ui) => {
      await status('ready')(ui);
      await expect(ui.page.getByTestId('link-qr-dialog').getByRole('img')).toBeVisible({ timeout: ui.timeout });
    },
    'affiliateLinks.creating': async ({ page, timeout }) => {
      await expect(page.getByTestId('link-create')).toHaveAttribute('aria-busy', 'true', { timeout });
      await expect(outcomeNotice(page)).toHaveCount(0, { timeout });
    },
    'affiliateLinks.outcomeUnknown.checking': outcome('checking'),
    'affiliateLinks.outcomeUnknown.stillUnknown': outcome('unknown'),
    'affiliateLinks.deleting': async ({ page, timeout }) => {
      await expect(page.getByTestId('link-delete-confirm')).toHaveAttribute('aria-busy', 'true', { timeout });
    },
  },

  events: {
    async RETRY({ page, timeout }) {
      await page.getByTestId('links-failure').getByRole('button', { name: uiText('common:ui.retry') }).click({ timeout });
    },
    async CREATE({ page, timeout }, event) {
      const { link } = event as { link?: { memberType: string; remark?: string } };
      await page.getByTestId('link-type').selectOption(link?.memberType ?? 'MEMBER', { timeout });
      await page.getByTestId('link-remark').fill(link?.remark ?? '', { timeout });
      await page.getByTestId('link-create').click({ timeout });
    },
    async ASK_DELETE({ page, timeout }, event) {
      await row(page, (event as { id?: string }).id ?? '').getByTestId('link-delete').click({ timeout });
    },
    async CONFIRM_DELETE({ page, timeout }) {
      await page.getByTestId('link-delete-confirm').click({ timeout });
    },
    async CANCEL({ page, timeout }) {
      await page.getByTestId('link-delete-cancel').click({ timeout });
    },
    async COPY({ page, timeout }, event) {
      await row(page, (event as { id?: string }).id ?? '').getByTestId('link-copy').click({ timeout });
    },
    async SHOW_QR({ page, timeout }, event) {
      await row(page, (event as { id?: string }).id ?? '').getByTestId('link-qr').click({ timeout });
    },
    async CLOSE_QR({ page, timeout }) {
      await expect(page.getByTestId('link-qr-dialog')).toBeVisible({ timeout });
      await page.keyboard.press('Escape');
    },
    async CHECK_AGAIN({ page, timeout }) {
      await checkAgain(page).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadLinks'({ page }, event) {
      // a create kept by the tab before a reload, its outcome still unknown: there when the page loads (or before RETRY's load)
      const kept = (event as { output?: { pendingLink?: AffiliateLinkIntent | null } }).output?.pendingLink;
      if (!kept) return;
      if (page.url() === 'about:blank') {
        await page.addInitScript(
          ([key, value]) => {
            if (!window.sessionStorage.getItem('__pending_preset')) {
              window.sessionStorage.setItem(key, value);
              window.sessionStorage.setItem('__pending_preset', '1');
            }
          },
          [PENDING_KEY, JSON.stringify(kept)] as const,
        );
      } else {
        await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [PENDING_KEY, JSON.stringify(kept)] as const);
      }
    },
    async 'xstate.error.actor.loadLinks'() {},
    async 'xstate.done.actor.createLink'() {},
    async 'xstate.error.actor.createLink'({ page }, event) {
      // a lost answer: the connection drops (the gate's held route is older, this one answers first)
      if (isLost(event)) await page.route(endsWith(CREATE), (route) => route.abort('connectionreset'), { times: 1 });
    },
    /**
     * The check's readings (the list call) find what the verdict says against the create the page
     * kept: a new link with its settings, none new, or a refusal (unreadable; a refusal rather than
     * a 5xx, which the adapter would retry). Arranged before the step that starts the check; its
     * first reading waits for the runner to move the clock. The list call answers here only while
     * the notice says the check runs; otherwise it is the chart's own load, held by the gate.
     */
    async 'xstate.done.actor.checkOutcome'({ page, timeout }, event) {
      const kept = await keptCreate(page, timeout);
      const verdict = (event as { output?: { kind?: string } }).output?.kind;
      const read = linksRead(kept, verdict);
      await page.route(endsWith(LIST), async (route) => {
        if (!(await checkRuns(page))) return route.fallback();
        if (verdict === 'unknown') return route.fulfill({ json: { success: false, value: null, message: null, errorCode: 'system.busy' } }).catch(() => undefined);
        return listAnswer(route, read).catch(() => undefined);
      });
    },
    async 'xstate.done.actor.deleteLink'() {},
    async 'xstate.error.actor.deleteLink'() {},
    async 'xstate.done.actor.copyLink'({ page }) {
      await nextCopy(page, 'ok');
    },
    async 'xstate.error.actor.copyLink'({ page }) {
      await nextCopy(page, 'fail');
    },
  },

  settles: {
    async 'xstate.done.actor.loadLinks'(_ui, event) {
      await listGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.loadLinks'() {
      await listGate.refuse();
    },
    async 'xstate.done.actor.createLink'(_ui, event) {
      // the link, or null: a create answered without it (the page then checks the list)
      await createGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.createLink'(_ui, event) {
      // a lost answer was dropped as the call was made (outcomes): nothing waits at the gate
      if (isLost(event)) return;
      await createGate.refuse('affiliate.links.full');
    },
    async 'xstate.done.actor.deleteLink'(_ui, event) {
      await deleteGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.deleteLink'() {
      await deleteGate.refuse('affiliate.link.not.found');
    },
  },

  holds: {
    async loadLinks() {},
    async createLink() {},
    async deleteLink() {},
    async copyLink({ page }) {
      await nextCopy(page, 'hold');
    },
  },
};
