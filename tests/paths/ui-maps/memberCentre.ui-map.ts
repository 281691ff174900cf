/**
 * How the Chromium path runner sees and drives the member centre chart: the session's verdict
 * (a member or trial account signed in through the platform, a visitor without a token, a
 * session expired while the centre is open), the page in the URL, the viewport across the lg
 * breakpoint, closing the overlay with Escape, and the badge counts answering, failing (control
 * endpoint) and going stale (the window regains focus). Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, loginForm, startSignedIn, TEXT } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import type { PathStep } from '../generate';
import { Gate } from '../../e2e/route-gate';

const centre = (page: Page) => page.getByTestId('member-centre');

/**
 * Every badge call waits at a gate until the step that settles it answers it: the chart stays in
 * badgesLoading across page changes and resizes while a call runs, so it must not answer earlier.
 */
const gates = new WeakMap<Page, Gate>();
const gateOf = (page: Page) => {
  const gate = gates.get(page);
  if (!gate) throw new Error('the member centre UI map has not started this page');
  return gate;
};
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };

/** The page the chart holds at `from` (SHOW_PAGE may have changed it before the gate opened). */
const pageOf = (from: PathStep) => (from.snapshot.context as { page: string }).page;

const openWith = (badges: 'loading' | 'settled' | 'failed') => async ({ page, timeout }: UiContext) => {
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  await expect(centre(page)).toHaveAttribute('data-presentation', wide ? 'overlay' : 'page', { timeout });
  await expect(centre(page)).toHaveAttribute('data-badges', badges, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'memberCentre',

  async start({ page, timeout }) {
    const gate = new Gate();
    gates.set(page, gate);
    await page.route('**/wps/member/badges', (route) => gate.request(route));
    // the chart's gate waits for the session's verdict: nothing of the centre is drawn before it
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible({ timeout });
  },

  states: {
    'memberCentre.gate': async ({ page }) => {
      await expect(centre(page)).toHaveCount(0);
    },
    'memberCentre.toLogin': async ({ page, timeout }) => {
      await expect(page).toHaveURL(/\/login\?returnTo=%2Fmember%2F/, { timeout });
      await expect(loginForm(page)).toBeVisible({ timeout });
    },
    'memberCentre.refused': async ({ page, timeout }) => {
      await expect(page.getByTestId('trial-notice')).toBeVisible({ timeout });
      await expect(centre(page)).toHaveCount(0, { timeout });
    },
    'memberCentre.open': async ({ page, timeout }) => {
      await expect(centre(page)).toBeVisible({ timeout });
    },
    'memberCentre.open.badgesLoading': openWith('loading'),
    'memberCentre.open.badgesShown': async (ui) => {
      await openWith('settled')(ui);
      // member01's seeded counts: 3 unread messages, 2 missions, no reward
      await expect(ui.page.getByTestId('member-badge-messageV2')).toHaveText(/^3\b/, { timeout: ui.timeout });
    },
    'memberCentre.open.badgesUnavailable': openWith('failed'),
    'memberCentre.closed': async ({ page, timeout }) => {
      await expect(centre(page)).toHaveCount(0, { timeout });
      await expect(page).toHaveURL(/\/$/, { timeout });
    },
  },

  events: {
    async ACCESS({ page, control, timeout }, event, from) {
      const { access } = event as { type: 'ACCESS'; access: 'member' | 'visitor' | 'trial' };
      const path = `/member/${pageOf(from)}`;
      if (from.stateIds.includes('memberCentre.open')) {
        // the session ends under an open centre: the next call answers 401
        await control.expireSessions(ACCOUNTS.member.username);
        await page.getByRole('button', { name: TEXT.refreshBalance }).click({ timeout });
        return;
      }
      if (access === 'visitor') await page.goto(path);
      else await startSignedIn(page, access === 'trial' ? ACCOUNTS.trial : ACCOUNTS.member, path);
    },
    async SHOW_PAGE({ page, timeout }, event, from) {
      const { page: name } = event as { type: 'SHOW_PAGE'; page: string };
      // before the verdict there is no menu: the page arrives with the deep link the gate opens
      if (!from.stateIds.includes('memberCentre.open')) return;
      await centre(page).locator(`a[data-page="${name}"]`).click({ timeout });
      await expect(page).toHaveURL(new RegExp(`/member/${name}$`), { timeout });
    },
    async VIEWPORT({ page }, event) {
      const { wide } = event as { type: 'VIEWPORT'; wide: boolean };
      await page.setViewportSize(wide ? WIDE : NARROW);
    },
    async CLOSE({ page }) {
      await page.keyboard.press('Escape');
    },
    async BADGES_STALE({ page }) {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadBadges'() {
      // nothing to arrange: the call waits at the gate and its settling step answers it
    },
    async 'xstate.error.actor.loadBadges'() {
      // likewise
    },
  },

  settles: {
    async 'xstate.done.actor.loadBadges'({ page }) {
      // member01's seeded counts
      await gateOf(page).decide({ kind: 'pass' });
    },
    async 'xstate.error.actor.loadBadges'({ page }) {
      await gateOf(page).decide({ kind: 'fail' });
    },
  },

  holds: {
    async loadBadges() {
      // nothing to do: every badge call already waits at the gate until a step answers it
    },
  },
};
