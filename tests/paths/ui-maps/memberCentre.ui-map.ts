/**
 * How the Chromium path runner sees and drives the member centre chart: the session's verdict
 * (a member or trial account signed in through the platform, a visitor without a token, a
 * session expired while the centre is open), the page in the URL, the viewport across the lg
 * breakpoint and closing the overlay with Escape (the counts: memberBadges.ui-map.ts). Only tests
 * import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, endSessionOnNextCall, loginForm, startSignedIn } from '../../e2e/auth-helpers';
import type { UiMap } from '../ui-map';
import type { PathStep } from '../generate';

const centre = (page: Page) => page.getByTestId('member-centre');

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };

/** The page the chart holds at `from` (SHOW_PAGE may have changed it before the gate opened). */
const pageOf = (from: PathStep) => (from.snapshot.context as { page: string }).page;

/** Where the page stands when the centre did not close: the address, the dialogs and what has focus. */
async function whatHoldsTheCentre(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const describe = (element: Element | null) =>
        element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"` : 'none';
      const dialogs = Array.from(document.querySelectorAll('[role="dialog"]')).map(
        (dialog) => `${dialog.getAttribute('aria-labelledby') ? (document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '') : '?'}${dialog.checkVisibility() ? '' : ' (hidden)'}`,
      );
      return `address ${location.pathname}${location.search}; dialogs [${dialogs.join(', ')}]; focus ${describe(document.activeElement)}`;
    })
    .catch((error: unknown) => `page not readable: ${String(error)}`);
}

export const uiMap: UiMap = {
  machineId: 'memberCentre',

  async start({ page, timeout }) {
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
      const wide = (page.viewportSize()?.width ?? 0) >= 1024;
      await expect(centre(page)).toHaveAttribute('data-presentation', wide ? 'overlay' : 'page', { timeout });
      // seen, not only in the document: a centre hidden behind a loading page takes no key yet
      await expect(centre(page)).toBeVisible({ timeout });
    },
    'memberCentre.closed': async ({ page, timeout }) => {
      await expect(centre(page)).toHaveCount(0, { timeout }).catch(async (error: unknown) => {
        // CI once saw the overlay stay after Escape (not reproduced here): say what the page held
        throw new Error(`the centre stayed open: ${await whatHoldsTheCentre(page)}\n${error instanceof Error ? error.message : String(error)}`);
      });
      await expect(page).toHaveURL(/\/$/, { timeout });
    },
  },

  events: {
    async ACCESS({ page, control, timeout }, event, from) {
      const { access } = event as { type: 'ACCESS'; access: 'member' | 'visitor' | 'trial' };
      const path = `/member/${pageOf(from)}`;
      if (from.stateIds.includes('memberCentre.open')) {
        // the session ends under an open centre: the next call answers 401
        await endSessionOnNextCall(page, control, ACCOUNTS.member.username, timeout);
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
  },

  outcomes: {},
};
