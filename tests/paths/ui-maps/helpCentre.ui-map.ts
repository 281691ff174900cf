/**
 * How the Chromium path runner sees and drives the help centre: /help (the modal over the lobby,
 * data-status on [data-testid=help-centre]); a term opened through the address's #hash (what a
 * topic link or a footer link does), the search field, the retry, and a language change (the
 * stored language and a reload, the header being behind the modal). The help call is answered as
 * the step says. Only tests import this file.
 */
import { expect } from '@playwright/test';
import type { UiContext, UiMap } from '../ui-map';
import { AnswerGate, endsWith } from './ledger-ui';
import { uiText } from '../locale-text';

const HELP = '/wps/system/helpCenter';
let gate = new AnswerGate();
const centre = (ui: UiContext) => ui.page.getByTestId('help-centre');
/** The language the model's page starts in (its input). */
const MODEL_LANGUAGE = 'es';
/** The language this path's page opened in: Spanish in the path tests, the storyboard's --lang. */
let openedIn = MODEL_LANGUAGE;
/**
 * The language a step's switch goes to in this page: the model's own while the page opened in the
 * model's language, else mirrored (Spanish for its English, English for its Spanish), so a page
 * opened in English reloads on the model's switch to English as a Spanish one does.
 */
const inThisPage = (language: string) => (openedIn === MODEL_LANGUAGE ? language : language === MODEL_LANGUAGE ? openedIn : MODEL_LANGUAGE);
const status = (value: string) => async (ui: UiContext) => {
  await expect(centre(ui)).toHaveAttribute('data-status', value, { timeout: ui.timeout });
};

export const uiMap: UiMap = {
  machineId: 'helpCentre',

  async start({ page }) {
    gate = new AnswerGate();
    const own = gate;
    await page.route(endsWith(HELP), (route) => own.request(route));
    await page.goto('/help');
    openedIn = await page.evaluate((fallback) => window.localStorage.getItem('lang') ?? fallback, MODEL_LANGUAGE);
  },

  states: {
    'helpCentre.loading': status('loading'),
    'helpCentre.ready': async (ui) => {
      await status('ready')(ui);
      await expect(ui.page.getByRole('dialog').getByTestId('help-article')).toBeVisible({ timeout: ui.timeout });
    },
    'helpCentre.empty': async (ui) => {
      await status('empty')(ui);
      await expect(ui.page.getByTestId('help-empty')).toBeVisible({ timeout: ui.timeout });
    },
    'helpCentre.failure': async (ui) => {
      await status('failed')(ui);
      await expect(ui.page.getByTestId('help-failure')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async SELECT({ page }, event) {
      const term = (event as unknown as { term: string | null }).term ?? '';
      await page.evaluate((value) => {
        window.location.hash = value;
      }, term);
    },
    async SEARCH({ page, timeout }, event) {
      await page.getByTestId('help-search').fill((event as unknown as { query: string }).query, { timeout });
    },
    async LANGUAGE({ page }, event) {
      const language = inThisPage((event as unknown as { language: string }).language);
      const current = await page.evaluate(() => window.localStorage.getItem('lang') ?? 'es');
      if (current === language) return;
      await page.evaluate((value) => {
        window.localStorage.setItem('lang', value);
        window.localStorage.setItem('hisLang', value);
      }, language);
      await page.reload();
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('help-failure').getByRole('button', { name: uiText('common:ui.retry') }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadHelp'() {},
    async 'xstate.error.actor.loadHelp'() {},
  },

  settles: {
    async 'xstate.done.actor.loadHelp'(_ui, event) {
      await gate.answer((event as { output?: unknown }).output ?? []);
    },
    async 'xstate.error.actor.loadHelp'() {
      await gate.refuse();
    },
  },

  holds: {
    async loadHelp() {},
  },
};
