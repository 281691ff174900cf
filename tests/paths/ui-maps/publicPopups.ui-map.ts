/**
 * How the Chromium path runner sees and drives the public popups: the popup dialog, and where
 * none shows, what the page did about it — the session restore it waits for, the popups call (the
 * notices call asking for PU) it made and how that was answered, and the closed flag it keeps for
 * the reader's audience (sessionStorage USER_POPUP / ANONYMOUS_POPUP, SPEC.md §4). The reader
 * starts as a stored session whose restore is held (the chart waits for the session); VIEWER
 * answers it (a member, a first login) or refuses it (a visitor), and later signs in or out by
 * changing the stored session and reloading — the closed flags stay in sessionStorage, as for a
 * real reader. The popups call is answered as the step says. Only tests import this file.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import { ACCOUNTS, platformToken } from '../../e2e/auth-helpers';
import { executionsFor, type PopupViewer } from '../../../machines/app/publicPopups.machine';
import { POPUP_CLOSED_KEYS } from '../../../src/config/storage';
import type { UiContext, UiMap } from '../ui-map';

type Answer = { kind: 'ok'; value: unknown } | { kind: 'fail' } | { kind: 'hold' } | { kind: 'platform' };

/** The notices calls that ask for popups (the banner slot's own notices call is left alone). */
const POPUPS_CALL = (url: URL) => url.pathname.endsWith('/MCSFE_getNotices') && (url.searchParams.get('types') ?? '').includes('PU');
const MEMBER_INFO = (url: URL) => url.pathname.endsWith('/wps/member/info');

let nextAnswer: Answer = { kind: 'platform' };
let restore: 'hold' | 'pass' | 'refuse' = 'hold';
let heldRestores: Route[] = [];
let token = '';
/** A free-play account's token: the reader due no popups. */
let trialToken = '';
/** The popups calls of this page load, and how the last one ended (held: still unanswered). */
let askedSinceLoad = 0;
let lastCall: 'held' | 'ok' | 'fail' | 'platform' | null = null;
/** A popup was closed on this page load (a reload into a closed audience asks for nothing). */
let closedSinceLoad = false;
/** The last reader told is due no popups at all: the chart asks for none. */
let dueNone = false;

function newPageLoad(): void {
  askedSinceLoad = 0;
  lastCall = null;
  closedSinceLoad = false;
}

async function answerRestore(route: Route): Promise<void> {
  if (restore === 'hold') {
    heldRestores.push(route);
    return;
  }
  if (restore === 'refuse') {
    await route.fulfill({ status: 401, json: { success: false, value: null, message: null, errorCode: 'login.not.session' } }).catch(() => undefined);
    return;
  }
  await route.continue().catch(() => undefined);
}

async function answerPopups(route: Route): Promise<void> {
  const answer = nextAnswer;
  nextAnswer = { kind: 'platform' };
  askedSinceLoad += 1;
  lastCall = 'held';
  if (answer.kind === 'hold') return;
  if (answer.kind === 'fail') {
    await route.fulfill({ json: { success: false, value: null, message: null, errorCode: '#727' } }).catch(() => undefined);
  } else if (answer.kind === 'ok') {
    await route.fulfill({ json: { success: true, value: { banners: [], notices: [], popups: answer.value, promotions: [] }, message: null, errorCode: null } }).catch(() => undefined);
  } else {
    await route.continue().catch(() => undefined);
  }
  lastCall = answer.kind;
}

const popupDialog = (page: Page) => page.getByTestId('public-popup');
const noPopup = async ({ page, timeout }: UiContext) => {
  await expect(popupDialog(page)).toHaveCount(0, { timeout });
};
/** The popups call of this page load ended as `how` (held: made and not answered yet). */
const lastCallWas = (how: NonNullable<typeof lastCall>) => async ({ timeout }: UiContext) => {
  await expect.poll(() => lastCall, { timeout, message: `the page's last popups call is ${how}` }).toBe(how);
};
/** Whether the reader's audience has closed its popups in this browser session (the flag the wiring keeps). */
async function audienceClosed(page: Page): Promise<boolean> {
  return page.evaluate((keys) => window.sessionStorage.getItem(window.sessionStorage.getItem('token') ? keys.member : keys.visitor) === 'closed', POPUP_CLOSED_KEYS);
}
/** The page has drawn its first screen (a due popup opens once it has): the home lobby is there. */
const pageShown = async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId('home-ready')).toBeVisible({ timeout });
};
/** Loaded, answered, and nothing for this reader: no popup on the drawn page, the audience not closed. */
const settledWithout = (how: 'ok' | 'fail') => async (ui: UiContext) => {
  // a reader due no popups asks for none on its page load
  if (how === 'ok' && dueNone) expect(askedSinceLoad, 'popups asked for by a reader due none').toBe(0);
  else await lastCallWas(how)(ui);
  await pageShown(ui);
  await noPopup(ui);
  expect(await audienceClosed(ui.page), 'the audience is not marked closed').toBe(false);
};

/** The reader the page has now: the stored token and first-login mark. */
async function readerOf(page: Page): Promise<string> {
  return page.evaluate(
    (trial) => {
      const stored = sessionStorage.getItem('token');
      if (!stored) return 'visitor';
      if (stored === trial) return 'trial';
      return sessionStorage.getItem('firstLogin') === '1' ? 'member+first' : 'member';
    },
    trialToken,
  );
}

export const uiMap: UiMap = {
  machineId: 'publicPopups',

  async start({ page }) {
    nextAnswer = { kind: 'platform' };
    restore = 'hold';
    heldRestores = [];
    token = await platformToken(page, ACCOUNTS.member);
    trialToken = await platformToken(page, ACCOUNTS.trial);
    await page.route(MEMBER_INFO, answerRestore);
    await page.route(POPUPS_CALL, answerPopups);
    newPageLoad();
    dueNone = false;
    await page.addInitScript((value) => {
      if (!window.sessionStorage.getItem('__popups_reader')) {
        window.sessionStorage.setItem('token', value);
        window.sessionStorage.setItem('__popups_reader', '1');
      }
    }, token);
    await page.goto('/');
  },

  states: {
    // the session is being restored (its call held): nothing is asked for yet
    'publicPopups.waiting': async (ui) => {
      await expect.poll(() => heldRestores.length, { timeout: ui.timeout, message: 'the session restore waits' }).toBeGreaterThan(0);
      expect(askedSinceLoad, 'popups asked for before the session is known').toBe(0);
      await noPopup(ui);
    },
    'publicPopups.loading': async (ui) => {
      await lastCallWas('held')(ui);
      await noPopup(ui);
    },
    'publicPopups.showing': async (ui) => {
      await expect(ui.page.getByRole('dialog').getByTestId('public-popup')).toBeVisible({ timeout: ui.timeout });
    },
    'publicPopups.none': settledWithout('ok'),
    'publicPopups.failure': settledWithout('fail'),
    'publicPopups.closed': async (ui) => {
      await pageShown(ui);
      await noPopup(ui);
      expect(await audienceClosed(ui.page), 'the audience is marked closed').toBe(true);
      // a reload into an audience that closed its popups asks for none
      if (!closedSinceLoad) expect(askedSinceLoad, 'popups asked for by an audience that closed them').toBe(0);
    },
  },

  events: {
    async VIEWER({ page }, event: EventObject) {
      const viewer = (event as unknown as { viewer: PopupViewer }).viewer;
      dueNone = executionsFor(viewer).length === 0;
      const wanted = viewer.audience === 'visitor' ? 'visitor' : viewer.account === 'trial' ? 'trial' : viewer.firstLogin ? 'member+first' : 'member';
      // the held restore is the member's: a free-play reader comes back with its own stored session (below)
      if (restore === 'hold' && wanted !== 'trial') {
        // the session being restored: answer it as this reader
        if (wanted === 'member+first') await page.evaluate(() => sessionStorage.setItem('firstLogin', '1'));
        restore = wanted === 'visitor' ? 'refuse' : 'pass';
        const held = heldRestores;
        heldRestores = [];
        for (const route of held) await answerRestore(route);
        return;
      }
      restore = 'pass';
      heldRestores = [];
      if ((await readerOf(page)) === wanted) return;
      // sign in or out as a returning reader would find it: the stored session changed, the page reloaded
      await page.evaluate(
        ({ reader, value, trial }) => {
          sessionStorage.removeItem('firstLogin');
          if (reader === 'visitor') sessionStorage.removeItem('token');
          else sessionStorage.setItem('token', reader === 'trial' ? trial : value);
          if (reader === 'member+first') sessionStorage.setItem('firstLogin', '1');
        },
        { reader: wanted, value: token, trial: trialToken },
      );
      newPageLoad();
      await page.reload();
    },
    async CLOSE({ page, timeout }) {
      await page.getByTestId('public-popup-close').click({ timeout });
      closedSinceLoad = true;
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadPopups'(_ui, event) {
      nextAnswer = { kind: 'ok', value: (event as { output?: unknown }).output ?? [] };
    },
    async 'xstate.error.actor.loadPopups'() {
      nextAnswer = { kind: 'fail' };
    },
  },

  holds: {
    async loadPopups() {
      nextAnswer = { kind: 'hold' };
    },
  },
};
