/**
 * A switch of language as a reader makes it, in the page (no reload, so the open flows are the
 * same ones and hear it): the side menu's language select, which the wide layout shows beside the
 * page and the phone in its drawer (opened, used and closed again). Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { uiText } from '../locale-text';

const SELECT = uiText('layout:sideMenu.language');

export async function switchLanguage(page: Page, language: string, timeout: number): Promise<void> {
  const current = await page.locator('html').getAttribute('lang');
  if (current === language) return;
  // the one a reader can use: wide, the member centre (a dialog) has its own and the side menu's
  // lies inert beneath it; on a phone, the side menu's, in its drawer
  const selects = page.getByRole('combobox', { name: SELECT });
  const usable = await selects.evaluateAll((elements) =>
    elements.findIndex((element) => element.closest('[inert]') === null && (element as HTMLElement).offsetParent !== null),
  );
  const inDrawer = usable < 0;
  const select = inDrawer ? selects.first() : selects.nth(usable);
  if (inDrawer && (await selects.count()) > 0 && (await selects.first().evaluate((element) => element.closest('[inert]') !== null))) {
    throw new Error('the side menu\'s language select is under a dialog (the page around it is inert) and the dialog has none: a reader cannot switch language here');
  }
  if (inDrawer) await page.getByRole('button', { name: uiText('layout:header.openMenu') }).first().click({ timeout });
  await select.selectOption(language, { timeout });
  await expect(page.locator('html')).toHaveAttribute('lang', language, { timeout });
  if (inDrawer) {
    await page.getByRole('button', { name: uiText('layout:header.closeMenu') }).first().click({ timeout });
    await expect(page.getByRole('navigation', { name: uiText('layout:sideMenu.label') })).toBeHidden({ timeout });
  }
}
