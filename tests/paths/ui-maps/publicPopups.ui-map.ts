/**
 * How the Chromium path runner sees and drives the public popups: the popup check's marker
 * (data-status of [data-testid=public-popups]) and the popup dialog. The reader starts as a
 * stored session whose restore is held (the chart waits for the session); VIEWER answers it (a
 * member, a first login) or refuses it (a visitor), and later signs in or out by changing the
 * stored session and reloading — the closed flags stay in sessionStorage, as for a real reader.
 * The popups call (the notices call asking for PU) is answered as the step says. Only tests import this file.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import { ACCOUNTS, platformToken } from '../../e2e/auth-helpers';
import type { PopupViewer } from '../../../machines/app/publicPopups.machine';
import type { UiContext, UiMap } from '../ui-map';

type Answer = { kind: 'ok'; value: unknown } | { kind: 'fail' } | { kind: 'hold' } | { kind: 'platform' };

/** The notices calls that ask for popups (the banner slot's own notices call is left alone). */
const POPUPS_CALL = (url: URL) => url.pathname.endsWith('/MCSFE_getNotices') && (url.searchParams.get('types') ?? '').includes('PU');
const MEMBER_INFO = (url: URL) => url.pathname.endsWith('/wps/member/info');

let nextAnswer: Answer = { kind: 'platform' };
let restore: 'hold' | 'pass' | 'refuse' = 'hold';
let heldRestores: Route[] = [];
let token = '';

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
  if (answer.kind === 'hold') return;
  if (answer.kind === 'fail') {
    await route.fulfill({ json: { success: false, value: null, message: null, errorCode: '#727' } }).catch(() => undefined);
    return;
  }
  if (answer.kind === 'ok') {
    await route.fulfill({ json: { success: true, value: { banners: [], notices: [], popups: answer.value, promotions: [] }, message: null, errorCode: null } }).catch(() => undefined);
    return;
  }
  await route.continue().catch(() => undefined);
}

const marker = (page: Page) => page.getByTestId('public-popups');
const status = (value: string) => async ({ page, timeout }: UiContext) => {
  await expect(marker(page)).toHaveAttribute('data-status', value, { timeout });
};
const noPopup = async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId('public-popup')).toHaveCount(0, { timeout });
};

/** The reader the page has now: the stored token and first-login mark. */
async function readerOf(page: Page): Promise<string> {
  return page.evaluate(() => (sessionStorage.getItem('token') ? (sessionStorage.getItem('firstLogin') === '1' ? 'member+first' : 'member') : 'visitor'));
}

export const uiMap: UiMap = {
  machineId: 'publicPopups',

  async start({ page }) {
    nextAnswer = { kind: 'platform' };
    restore = 'hold';
    heldRestores = [];
    token = await platformToken(page, ACCOUNTS.member);
    await page.route(MEMBER_INFO, answerRestore);
    await page.route(POPUPS_CALL, answerPopups);
    await page.addInitScript((value) => {
      if (!window.sessionStorage.getItem('__popups_reader')) {
        window.sessionStorage.setItem('token', value);
        window.sessionStorage.setItem('__popups_reader', '1');
      }
    }, token);
    await page.goto('/');
  },

  states: {
    'publicPopups.waiting': async (ui) => {
      await status('waiting')(ui);
      await noPopup(ui);
    },
    'publicPopups.loading': status('loading'),
    'publicPopups.showing': async (ui) => {
      await status('showing')(ui);
      await expect(ui.page.getByRole('dialog').getByTestId('public-popup')).toBeVisible({ timeout: ui.timeout });
    },
    'publicPopups.none': async (ui) => {
      await status('none')(ui);
      await noPopup(ui);
    },
    'publicPopups.failure': async (ui) => {
      await status('failed')(ui);
      await noPopup(ui);
    },
    'publicPopups.closed': async (ui) => {
      await status('closed')(ui);
      await noPopup(ui);
    },
  },

  events: {
    async VIEWER({ page }, event: EventObject) {
      const viewer = (event as unknown as { viewer: PopupViewer }).viewer;
      const wanted = viewer.audience === 'visitor' ? 'visitor' : viewer.firstLogin ? 'member+first' : 'member';
      if (restore === 'hold') {
        // the session being restored: answer it as this reader
        if (wanted === 'member+first') await page.evaluate(() => sessionStorage.setItem('firstLogin', '1'));
        restore = wanted === 'visitor' ? 'refuse' : 'pass';
        const held = heldRestores;
        heldRestores = [];
        for (const route of held) await answerRestore(route);
        return;
      }
      restore = 'pass';
      if ((await readerOf(page)) === wanted) return;
      // sign in or out as a returning reader would find it: the stored session changed, the page reloaded
      await page.evaluate(
        ({ reader, value }) => {
          sessionStorage.removeItem('firstLogin');
          if (reader === 'visitor') sessionStorage.removeItem('token');
          else sessionStorage.setItem('token', value);
          if (reader === 'member+first') sessionStorage.setItem('firstLogin', '1');
        },
        { reader: wanted, value: token },
      );
      await page.reload();
    },
    async CLOSE({ page, timeout }) {
      await page.getByTestId('public-popup-close').click({ timeout });
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
