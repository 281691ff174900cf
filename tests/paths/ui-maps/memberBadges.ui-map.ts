/**
 * How the Chromium path runner sees and drives the member's red counts: the header's messages
 * button of member01 (signed in through the platform), its count (CSP_unreadCount) answering or failing (each call
 * waits at a gate until the step that settles it) and going stale (the window regains focus).
 * Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { Gate } from '../../e2e/route-gate';

const button = (page: Page) => page.getByTestId('header-messages');

const gates = new WeakMap<Page, Gate>();
const gateOf = (page: Page) => {
  const gate = gates.get(page);
  if (!gate) throw new Error('the member badges UI map has not started this page');
  return gate;
};

const showing = (badges: 'loading' | 'settled' | 'failed') => async ({ page, timeout }: UiContext) => {
  await expect(button(page)).toHaveAttribute('data-badges', badges, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'memberBadges',

  async start({ page, timeout }) {
    const gate = new Gate();
    gates.set(page, gate);
    // the count the header shows is API.md's CSP_unreadCount; our badges call (missions, rewards) passes
    await page.route('**/wps/relay/CSP_unreadCount', (route) => gate.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/');
    await expect(button(page)).toBeVisible({ timeout });
  },

  states: {
    'memberBadges.loading': showing('loading'),
    'memberBadges.shown': async (ui) => {
      await showing('settled')(ui);
      // member01's seeded counts: 3 unread messages
      await expect(ui.page.getByTestId('header-messages-count')).toHaveText('3', { timeout: ui.timeout });
      await expect(button(ui.page)).toHaveAccessibleName(/^(Mensajes, 3 sin leer|Messages, 3 unread)$/, { timeout: ui.timeout });
    },
    'memberBadges.unavailable': showing('failed'),
  },

  events: {
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
