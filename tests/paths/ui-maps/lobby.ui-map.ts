/**
 * How the Chromium path runner sees and drives the lobby chart on /fish: each state's panel, the
 * vendor menu, classification, search, filter type, pagination and load more, and the outcome of
 * each call. The lane comes from the vendors call (shared with the home chart's load, so a failure
 * answers every caller); a page's outcome is the model's own page, answered to the lobby's
 * 18-game list call. The category's whole list (which answers pages in the page, with no call to
 * hold or fail) is refused here, so every page falls back to the platform's 18-game answer the
 * runner arranges; answering from that list is covered by games.spec.ts and the unit tests.
 * Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { LobbyPage } from '../../../machines/games/lobby.machine';
import { LOBBY_CASES } from '../models/lobby.model';
import type { UiContext, UiMap } from '../ui-map';
import { switchLanguage } from './language-ui';
import { uiText } from '../locale-text';

const VENDORS = (url: URL) => url.pathname.endsWith('/GCSGAME_newGameVendor');
/** The lobby asks 18 games a page; the home sections ask 12. */
const LOBBY_PAGE = (url: URL) => url.pathname.endsWith('/GCSGAME_gameList') && url.searchParams.get('pageSize') === '18';
/** The category's whole list, asked in pages of 200 (src/app/wiring/games/lobby.ts). */
const CATEGORY_LIST = (url: URL) => url.pathname.endsWith('/GCSGAME_gameList') && url.searchParams.get('pageSize') === '200';
const FAILURE = { success: false, value: null, message: null, errorCode: '#727' };
/** Per page: lets the held vendor answers through (the path's loadLane done step settles them). */
const laneReleases = new WeakMap<Page, () => void>();

const inState = (state: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.locator(`[data-testid="game-lobby"][data-state="${state}"]`)).toBeVisible({ timeout });
};

export const uiMap: UiMap = {
  machineId: 'lobby',

  async start({ page }) {
    await page.route(CATEGORY_LIST, (route) => route.fulfill({ json: FAILURE }));
    await page.goto(`/${LOBBY_CASES.gameType.toLowerCase()}`);
  },

  states: {
    'lobby.loadingLane': inState('loadingLane'),
    'lobby.laneFailure': async ({ page, timeout, control }) => {
      await inState('laneFailed')({ page, timeout, control });
      await expect(page.getByTestId('lobby-error')).toBeVisible({ timeout });
    },
    'lobby.browsing.loading': async ({ page, timeout, control }) => {
      await inState('loading')({ page, timeout, control });
      await expect(page.getByTestId('grid-skeleton').first()).toBeVisible({ timeout });
    },
    'lobby.browsing.ready': async ({ page, timeout, control }) => {
      await inState('ready')({ page, timeout, control });
      await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout });
    },
    'lobby.browsing.empty': async ({ page, timeout, control }) => {
      await inState('empty')({ page, timeout, control });
    },
    'lobby.browsing.failure': async ({ page, timeout, control }) => {
      await inState('failed')({ page, timeout, control });
      await expect(page.getByTestId('lobby-error')).toBeVisible({ timeout });
    },
  },

  events: {
    async SELECT_VENDOR({ page, timeout }, event) {
      const { vendor } = event as EventObject & { vendor: string };
      await page.locator(`button[data-vendor="${vendor}"]`).click({ timeout });
    },
    async SELECT_CLASSIFY({ page, timeout }, event) {
      const { classify } = event as EventObject & { classify: string };
      await page.getByLabel(uiText('games:classify.label')).selectOption(classify, { timeout });
    },
    async SEARCH({ page, timeout }, event) {
      const { query } = event as EventObject & { query: string };
      await page.getByRole('searchbox', { name: uiText('games:search.label') }).fill(query, { timeout });
      await page.getByRole('button', { name: uiText('games:search.submit') }).click({ timeout });
    },
    async SET_FILTER({ page, timeout }, event) {
      const { filter } = event as EventObject & { filter: string };
      await page.locator(`button[data-filter="${filter}"]`).click({ timeout });
    },
    async GO_TO_PAGE({ page, timeout }, event) {
      const { page: number } = event as EventObject & { page: number };
      await page.getByRole('button', { name: uiText('common:ui.pagination.page', { page: number }) }).click({ timeout });
    },
    async LOAD_MORE({ page, timeout }) {
      await page.getByTestId('load-more').click({ timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('lobby-error').getByRole('button', { name: uiText('games:retry') }).click({ timeout });
    },
    // in the page, as a reader switches: the same flow is told and asks again (language-ui.ts)
    async LANGUAGE({ page, timeout }, event) {
      await switchLanguage(page, (event as EventObject & { language: string }).language, timeout);
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadLane'({ page }) {
      await page.unroute(VENDORS);
      // the first page's call starts as soon as the lane answers: the answer is held until the
      // done step settles it, so the runner arranges that call's outcome first
      const released = new Promise<void>((resolve) => laneReleases.set(page, resolve));
      await page.route(VENDORS, async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      });
    },
    async 'xstate.error.actor.loadLane'({ page }) {
      // the home chart's load and the lobby's share the call; a retry asks again
      await page.route(VENDORS, (route) => route.fulfill({ json: FAILURE }), { times: 2 });
    },
    async 'xstate.done.actor.loadPage'({ page }, event) {
      const { output } = event as EventObject & { output: LobbyPage };
      const value = { games: output.games, pageNo: 1, pageSize: 18, totalPages: output.totalPages, totalCount: output.games.length * output.totalPages };
      await page.route(LOBBY_PAGE, (route) => route.fulfill({ json: { success: true, value, message: null, errorCode: null } }), { times: 1 });
    },
    async 'xstate.error.actor.loadPage'({ page }) {
      await page.route(LOBBY_PAGE, (route) => route.fulfill({ json: FAILURE }), { times: 1 });
    },
  },

  settles: {
    async 'xstate.done.actor.loadLane'({ page }) {
      laneReleases.get(page)?.();
    },
  },

  holds: {
    async loadLane({ page }) {
      await page.route(VENDORS, () => undefined);
    },
    async loadPage({ page }) {
      await page.route(LOBBY_PAGE, () => undefined);
    },
  },
};
