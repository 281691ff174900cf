/**
 * How the Chromium path runner sees and drives responsible gaming: /member/responsibleGaming for
 * member01 (data-status on the page), the daily limit's field and save button, the cool-off and
 * self-exclusion buttons, the confirmation dialog (its box, confirm, cancel), the retry. The load
 * and the three change calls are held until the path's step answers them: a limit's answer is the
 * chart's output ({ change, state }), a cool-off's or an exclusion's its state. A change made
 * without the state (value null) is followed by the page's own read of the settings (the same
 * GET, through the load's gate), and that read failing by the saved notice and its reload button.
 * Only tests import this file.
 */
import { expect, type Page, type Route } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { uiText } from '../locale-text';

/** The change calls: one runs at a time; its answer is shaped by the route it went to. */
class ChangeGate {
  private waiting: { route: Route; limit: boolean } | null = null;
  private readonly answers: ({ success: true; output: { state: unknown } } | { success: false })[] = [];

  async request(route: Route, limit: boolean): Promise<void> {
    this.waiting = { route, limit };
    await this.serve();
  }

  async answer(output: { state: unknown }): Promise<void> {
    this.answers.push({ success: true, output });
    await this.serve();
  }

  async refuse(): Promise<void> {
    this.answers.push({ success: false });
    await this.serve();
  }

  private async serve(): Promise<void> {
    const waiting = this.waiting;
    const answer = this.answers[0];
    if (!waiting || !answer) return;
    this.waiting = null;
    this.answers.shift();
    const json = answer.success
      ? { success: true, value: waiting.limit ? answer.output : answer.output.state, message: null, errorCode: null }
      : { success: false, value: null, message: null, errorCode: '#727' };
    await waiting.route.fulfill({ json }).catch(() => undefined);
  }
}

let loadGate = new AnswerGate();
let changeGate = new ChangeGate();

const page$ = (page: Page) => page.getByTestId('responsible-gaming');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(page$(page)).toHaveAttribute('data-status', value, { timeout });
};
const day = (page: Page) => page.getByTestId('rg-limit-DAY');
const reloadButton = (page: Page) => page.getByTestId('rg-notice').getByRole('button', { name: uiText('account:responsible.reload') });

export const uiMap: UiMap = {
  machineId: 'responsibleGaming',

  async start({ page }) {
    loadGate = new AnswerGate();
    changeGate = new ChangeGate();
    const [load, change] = [loadGate, changeGate];
    await page.route(endsWith('/wps/member/responsibleGaming'), (route) => load.request(route));
    await page.route(endsWith('/responsibleGaming/depositLimit'), (route) => change.request(route, true));
    await page.route(endsWith('/responsibleGaming/coolOff'), (route) => change.request(route, false));
    await page.route(endsWith('/responsibleGaming/selfExclusion'), (route) => change.request(route, false));
    await startSignedIn(page, ACCOUNTS.member, '/member/responsibleGaming');
  },

  states: {
    'responsibleGaming.loading': status('loading'),
    'responsibleGaming.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('rg-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'responsibleGaming.ready.idle': async (ui) => {
      await status('ready')(ui);
      await expect(ui.page.getByTestId('rg-confirm')).toHaveCount(0, { timeout: ui.timeout });
      await expect(day(ui.page).getByTestId('rg-limit-save')).toBeEnabled({ timeout: ui.timeout });
    },
    'responsibleGaming.ready.confirming': async (ui) => {
      await status('ready')(ui);
      await expect(ui.page.getByTestId('rg-confirm')).toBeVisible({ timeout: ui.timeout });
      await expect(ui.page.getByTestId('rg-confirm')).not.toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
    'responsibleGaming.ready.saving': async (ui) => {
      await expect(ui.page.getByTestId('rg-confirm')).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
    // made; the settings being read after it: the dialog still busy
    'responsibleGaming.ready.rereading': async (ui) => {
      await expect(ui.page.getByTestId('rg-confirm')).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
      await expect(ui.page.getByTestId('rg-error')).toHaveCount(0, { timeout: ui.timeout });
    },
    // made, the read after it failed: saved (never the error), the reload offered, no other change
    'responsibleGaming.ready.savedUnread': async (ui) => {
      await status('ready')(ui);
      await expect(ui.page.getByTestId('rg-confirm')).toHaveCount(0, { timeout: ui.timeout });
      await expect(ui.page.getByTestId('rg-error')).toHaveCount(0, { timeout: ui.timeout });
      await expect(ui.page.getByTestId('rg-notice')).toHaveAttribute('data-notice', 'savedUnread', { timeout: ui.timeout });
      await expect(reloadButton(ui.page)).toBeEnabled({ timeout: ui.timeout });
      await expect(day(ui.page).getByTestId('rg-limit-save')).toBeDisabled({ timeout: ui.timeout });
    },
    'responsibleGaming.ready.reloading': async (ui) => {
      await expect(ui.page.getByTestId('rg-notice')).toHaveAttribute('data-notice', 'savedUnread', { timeout: ui.timeout });
      await expect(reloadButton(ui.page)).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
    },
  },

  events: {
    async RETRY({ page, timeout }) {
      await page.getByTestId('rg-failure').getByRole('button', { name: uiText('account:retry') }).click({ timeout });
    },
    async SET_LIMIT({ page, timeout }, event) {
      await day(page).getByTestId('rg-limit-input').fill((event as { amount?: string }).amount ?? '', { timeout });
      await day(page).getByTestId('rg-limit-save').click({ timeout });
    },
    async ASK_COOL_OFF({ page, timeout }, event) {
      await page.getByTestId(`rg-cooloff-${(event as { days?: number }).days ?? 7}`).click({ timeout });
    },
    async ASK_EXCLUDE({ page, timeout }) {
      await page.getByTestId('rg-exclude').click({ timeout });
    },
    async ACKNOWLEDGE({ page, timeout }, event) {
      await page.getByTestId('rg-acknowledge').setChecked((event as { checked?: boolean }).checked ?? true, { timeout });
    },
    async CONFIRM({ page, timeout }) {
      // the button is disabled until the box is ticked: a click there is what the member could do
      await page.getByTestId('rg-confirm').click({ timeout, force: true });
    },
    async CANCEL({ page, timeout }) {
      await page.getByTestId('rg-cancel').click({ timeout });
    },
    async RELOAD({ page, timeout }) {
      await reloadButton(page).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadState'() {},
    async 'xstate.error.actor.loadState'() {},
    async 'xstate.done.actor.applyChange'() {},
    async 'xstate.error.actor.applyChange'() {},
    async 'xstate.done.actor.rereadState'() {},
    async 'xstate.error.actor.rereadState'() {},
    async 'xstate.done.actor.reloadState'() {},
    async 'xstate.error.actor.reloadState'() {},
  },

  settles: {
    async 'xstate.done.actor.loadState'(_ui, event) {
      await loadGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.loadState'() {
      await loadGate.refuse();
    },
    async 'xstate.done.actor.applyChange'(_ui, event) {
      await changeGate.answer((event as { output?: { state: unknown } }).output ?? { state: null });
    },
    async 'xstate.error.actor.applyChange'() {
      await changeGate.refuse();
    },
    // the page's own reads after a change made without the state: the same GET as the load
    async 'xstate.done.actor.rereadState'(_ui, event) {
      await loadGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.rereadState'() {
      await loadGate.refuse();
    },
    async 'xstate.done.actor.reloadState'(_ui, event) {
      await loadGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.reloadState'() {
      await loadGate.refuse();
    },
  },

  holds: {
    async loadState() {},
    async applyChange() {},
    async rereadState() {},
    async reloadState() {},
  },
};
