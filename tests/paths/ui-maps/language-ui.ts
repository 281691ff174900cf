/**
 * A switch of language as a reader makes it, in the page (no reload, so the open flows are the
 * same ones and hear it): the side menu's language select, which the wide layout shows beside the
 * page and the phone in its drawer (opened, used and closed again). Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';

const SELECT = /^(Idioma|Language)$/;

export async function switchLanguage(page: Page, language: string, timeout: number): Promise<void> {
  const current = await page.locator('html').getAttribute('lang');
  if (current === language) return;
  const select = page.getByRole('combobox', { name: SELECT }).first();
  const inDrawer = !(await select.isVisible());
  // Wide, a modal over the page (the member centre) leaves the side menu inert beneath it: no reader
  // can switch language there, and saying so beats waiting out a click that can never land.
  if (!inDrawer && (await select.evaluate((element) => element.closest('[inert]') !== null))) {
    throw new Error('the side menu\'s language select is under a dialog at this width (the page around it is inert): a reader cannot switch language here');
  }
  if (inDrawer) await page.getByRole('button', { name: /^(Abrir menú|Open menu)$/ }).first().click({ timeout });
  await select.selectOption(language, { timeout });
  await expect(page.locator('html')).toHaveAttribute('lang', language, { timeout });
  if (inDrawer) {
    await page.getByRole('button', { name: /^(Cerrar menú|Close menu)$/ }).first().click({ timeout });
    await expect(page.getByRole('navigation', { name: /^(Menú principal|Main menu)$/ })).toBeHidden({ timeout });
  }
}
