/**
 * How the Chromium path runner sees and drives the favourites chart: a signed-in member on /pvp
 * stars the first and the second game (the model's two tiles). Each star's button says whether the
 * favourites are there (data-state loading | ready | failed), whether its game's change is
 * unanswered (data-saving) and whether it cools down (data-cooling-down); its pressed state shows
 * the optimistic change. Only tests import this file.
 *
 * - The page's clock is installed paused at the start, so a tile's cooldown ends only when its
 *   COOLDOWN_ENDED runs the clock on, and each toggle moves the clock a little so tiles toggled
 *   one after the other cool down at distinct times (the path may end one and not the other).
 * - Every add/remove call waits at the shared route gate until the step that settles it answers
 *   it (the runner's `settles`): the chart stays in `saving` across toggles and cooldowns while a
 *   call runs, so the call must not answer earlier. The chart sends one call at a time, so the
 *   gate's one waiting request is always the call the step settles.
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { FAVOURITE_THROTTLE_MS, type FavouritesContext, type FavouriteTarget } from '../../../machines/games/favourites.machine';
import { FIRST_GAME, SECOND_GAME } from '../models/favourites.model';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import { Gate } from '../../e2e/route-gate';
import { visibleMovingClock } from '../fake-clock';
import { runNow } from '../../today';
import type { UiContext, UiMap } from '../ui-map';
import { uiText } from '../locale-text';

const IDS = (url: URL) => url.pathname.endsWith('/MCSFE_getFavoriteGames');
const SAVE = (url: URL) => url.pathname.endsWith('/MCSFE_addFavoriteGameV2') || url.pathname.endsWith('/MCSFE_removeFavoriteGameV2');

/** How far each toggle moves the paused clock: the next tile's cooldown ends this much later. */
const TOGGLE_STAGGER_MS = 100;
/** COOLDOWN_ENDED moves the clock in slices this small, so it stops before the next tile's timer. */
const COOLDOWN_SLICE_MS = 20;

/** How far the start-up may move the paused clock before the chart's stars must be there. */
const STARTUP_CLOCK_LIMIT_MS = 20_000;

const gates = new WeakMap<Page, Gate>();
const gateOf = (page: Page) => {
  const gate = gates.get(page);
  if (!gate) throw new Error('the favourites UI map has not started this page');
  return gate;
};

/** The model's tiles are the lobby's first and second games with a star. */
const tileOf = (page: Page, modelNodeId: string) => {
  const index = [FIRST_GAME.nodeId, SECOND_GAME.nodeId].indexOf(modelNodeId);
  if (index < 0) throw new Error(`the favourites UI map has no tile for "${modelNodeId}"`);
  return page.locator('[data-testid="game-tile"]').filter({ has: page.getByTestId('favourite-toggle') }).nth(index);
};

/** The lobby's stars, which the favourites flow draws: a member's star carries the flow's data-state. */
const stars = (page: Page) => page.locator('[data-testid="game-tile"] [data-testid="favourite-toggle"]');
const flowStars = (page: Page) => page.locator('[data-testid="game-tile"] [data-testid="favourite-toggle"][data-state]');

/** The favourites' load as every star shows it, and (`saving`) whether some game's change is unanswered. */
const inState = (state: 'loading' | 'ready' | 'failed', saving?: boolean) => async ({ page, timeout }: UiContext) => {
  await expect(stars(page).first()).toHaveAttribute('data-state', state, { timeout });
  await expect(page.locator(`[data-testid="favourite-toggle"]:not([data-state="${state}"])`)).toHaveCount(0, { timeout });
  const unanswered = page.locator('[data-testid="favourite-toggle"][data-saving]');
  if (saving === true) await expect(unanswered.first()).toBeAttached({ timeout });
  if (saving === false) await expect(unanswered).toHaveCount(0, { timeout });
};

export const uiMap: UiMap = {
  machineId: 'favourites',

  async start({ page }) {
    // the context's clock runs on the run's (tests/today.ts): paused ahead, it moves only when told
    await page.clock.pauseAt(runNow() + 60_000);
    const gate = new Gate();
    gates.set(page, gate);
    await page.route(SAVE, (route) => gate.request(route));
    await startSignedIn(page, ACCOUNTS.member, '/pvp');
    // the app's start-up waits on timers too: move the paused clock until the chart draws the stars
    for (let waited = 0; (await flowStars(page).count()) === 0 && waited < STARTUP_CLOCK_LIMIT_MS; waited += 200) {
      await page.clock.runFor(200);
    }
  },

  states: {
    'favourites.loading': inState('loading'),
    'favourites.failure': async (ui) => {
      await inState('failed')(ui);
      await expect(ui.page.getByTestId('favourites-error')).toBeVisible({ timeout: ui.timeout });
    },
    'favourites.ready.idle': inState('ready', false),
    'favourites.ready.saving': inState('ready', true),
  },

  events: {
    async TOGGLE({ page, timeout }, event, from) {
      const game = (event as EventObject & { game: FavouriteTarget }).game;
      const star = tileOf(page, game.nodeId).getByTestId('favourite-toggle');
      // the clock is paused: move it until the lobby has shown its games
      await visibleMovingClock(page, star, timeout);
      const pressed = (await star.getAttribute('aria-pressed', { timeout })) === 'true';
      const ignored = (from.snapshot.context as FavouritesContext).coolingDown.includes(game.nodeId);
      await star.click({ timeout });
      // accepted: the star flips at once; inside the tile's own cooldown: it stays as it was
      await expect(star).toHaveAttribute('aria-pressed', String(ignored ? pressed : !pressed), { timeout });
      await page.clock.runFor(TOGGLE_STAGGER_MS);
    },
    async COOLDOWN_ENDED({ page, timeout }, event) {
      const modelNodeId = (event as EventObject & { nodeId: string }).nodeId;
      const star = tileOf(page, modelNodeId).getByTestId('favourite-toggle');
      // run the clock until this tile's own timer fires; a tile toggled later is still cooling down
      for (let ran = 0; ran <= FAVOURITE_THROTTLE_MS; ran += COOLDOWN_SLICE_MS) {
        try {
          // deliberately short: a look at the star between two clock slices, not a wait (the
          // clock is paused, nothing changes until it moves); the wait is the loop's runFor
          await expect(star).not.toHaveAttribute('data-cooling-down', { timeout: 50 });
          return;
        } catch {
          await page.clock.runFor(COOLDOWN_SLICE_MS);
        }
      }
      await expect(star).not.toHaveAttribute('data-cooling-down', { timeout });
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('favourites-error').getByRole('button', { name: uiText('games:retry') }).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadIds'({ control }) {
      await control.clearFailures();
    },
    async 'xstate.error.actor.loadIds'({ control }) {
      await control.failNext('favouriteIds', 1, { errorCode: '#727' });
    },
    // nothing to arrange: the call waits at the gate and its settling step answers it
    async 'xstate.done.actor.saveFavourite'() {},
    async 'xstate.error.actor.saveFavourite'() {},
  },

  settles: {
    async 'xstate.done.actor.saveFavourite'({ page }) {
      await gateOf(page).decide({ kind: 'pass' });
    },
    async 'xstate.error.actor.saveFavourite'({ page, timeout }) {
      await gateOf(page).decide({ kind: 'fail' });
      // the change is undone and the member is told
      await expect(page.getByTestId('favourites-error')).toBeVisible({ timeout });
    },
  },

  holds: {
    async loadIds({ page }) {
      await page.route(IDS, () => undefined);
    },
    async saveFavourite() {
      // nothing to do: every add/remove already waits at the gate until a step answers it
    },
  },
};
