/**
 * How the Chromium path runner sees and drives the mission leaderboard: /member/missionLeaderboard
 * for member01 (data-status and data-busy on the page), the complete mission's claim button, the
 * retry; a reload comes as the platform's pushed balance change. The missions call is held until
 * the path's step answers it (the leaderboard answers the sample at once); so is the claim.
 * A lost answer is a dropped connection on the claim call (aborted once, arranged before
 * the press); the outcome notice (`mission-outcome`) says the claim is being checked or is still
 * unknown (with "check again"). The check's readings are the missions, answered over the held
 * missions call with the mission claimed (applied), still claimable (not applied) or in progress
 * (neither) while the page keeps the claim (sessionStorage `pending:missionClaim`, dropped once the
 * check decides, so the loads after it reach the held call again). A load that resumes a kept claim
 * finds it there, written before the page loads (or before the load's held answer goes). The
 * runner moves the page's clock through the readings' delays (browser-runner.ts,
 * clockedInvocations). Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import type { MissionClaimIntent } from '../../../machines/rewards/missionLeaderboard.machine';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import { visibleMovingClock } from '../fake-clock';
import type { UiContext, UiMap } from '../ui-map';
import { MISSION_CLAIM_SAMPLE } from '../models/missionLeaderboard.model';
import { LEADERBOARD, MISSIONS, type MISSION_BOARD } from '../models/missions-samples';
import { AnswerGate, endsWith } from './ledger-ui';
import { switchLanguage } from './language-ui';
import { EXPECT_TIMEOUT_MS } from '../../expect-timeout';
import { uiText } from '../locale-text';

const MISSION_LIST = '/MCSFE_getMissionList';
const CLAIM = '/MCSFE_claimMission';
/** Where the page keeps a claim whose outcome is unknown, for the tab (src/app/wiring/rewards/missionLeaderboard.ts). */
const PENDING_KEY = 'pending:missionClaim';
/** How far a paused clock moves while the page's load is awaited (the boot's timers need it moved). */
const CLOCK_SLICE_MS = 200;

let missionsGate = new AnswerGate();
let claimGate = new AnswerGate();

const board = (page: Page) => page.getByTestId('mission-board');
const shown = (status: string, busy: boolean) => async ({ page, timeout }: UiContext) => {
  await expect(board(page)).toHaveAttribute('data-status', status, { timeout });
  await expect(board(page)).toHaveAttribute('data-busy', busy ? 'true' : 'false', { timeout });
};
const claimButton = (page: Page) => page.locator('[data-testid="mission"][data-mission="m-streak"]').getByTestId('mission-claim');
const notice = (page: Page) => page.getByTestId('mission-outcome');
const checkAgain = (page: Page) => notice(page).getByRole('button', { name: uiText('common:outcome.checkAgain') });
/** A dropped connection: the answer is lost whether or not the platform got the claim. */
const abortOnce = (page: Page, suffix: string) => page.route(endsWith(suffix), (route) => route.abort('connectionreset'), { times: 1 });
const isLost = (event: unknown) => (event as { error?: { kind?: string } }).error?.kind === 'network';

/**
 * A claim whose answer was lost: its button held under the notice, "checking" (a spinner, no check
 * again) or "unknown" with its "check again". The checking one stops holding the moment the check decides.
 */
const outcome = (state: 'checking' | 'unknown') => async (ui: UiContext) => {
  await shown('ready', false)(ui);
  await expect(notice(ui.page)).toHaveAttribute('data-outcome', state, { timeout: ui.timeout });
  await expect(checkAgain(ui.page)).toHaveCount(state === 'unknown' ? 1 : 0, { timeout: ui.timeout });
  await expect(claimButton(ui.page)).toHaveAttribute('aria-busy', 'true', { timeout: ui.timeout });
};

/**
 * Until the page's load has asked for the missions (its call waits at the gate), moving a paused
 * clock along meanwhile. The board shows `loading` before the load's call goes out (the missions
 * API is a chunk of its own, fetched first), and a check's route arranged at the next step answers
 * any missions call made while a claim is kept: a load that resumes a kept claim and asked only
 * after it would be answered as a reading, not by its own step.
 */
async function loadAsked(page: Page, asked: () => boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        if (!asked()) await page.clock.runFor(CLOCK_SLICE_MS).catch(() => undefined);
        return asked();
      },
      { timeout: EXPECT_TIMEOUT_MS, intervals: [CLOCK_SLICE_MS / 2] },
    )
    .toBe(true);
}

/** The claim the page keeps while its outcome is unknown, or null. */
async function keptClaim(page: Page): Promise<MissionClaimIntent | null> {
  const value = await page.evaluate((key) => window.sessionStorage.getItem(key), PENDING_KEY).catch(() => null);
  return value === null ? null : (JSON.parse(value) as MissionClaimIntent);
}

export const uiMap: UiMap = {
  machineId: 'missionLeaderboard',

  async start({ page }) {
    missionsGate = new AnswerGate();
    claimGate = new AnswerGate();
    const [missions, claim] = [missionsGate, claimGate];
    await page.route(endsWith(MISSION_LIST), (route) => missions.request(route));
    await page.route(endsWith(CLAIM), (route) => claim.request(route));
    await page.route(endsWith('/MCSFE_getMissionLeaderboard'), (route) => route.fulfill({ json: { success: true, value: LEADERBOARD, message: null, errorCode: null } }));
    await startSignedIn(page, ACCOUNTS.member, '/member/missionLeaderboard');
    // A path through the outcome check runs on a paused clock, which the page's boot needs moved;
    // the check's state, which a resumed claim enters from the load, is then seen with it still.
    await visibleMovingClock(page, board(page));
    // the first load's call at the gate before any step arranges a check's route over it
    await loadAsked(page, () => missions.requests > 0);
  },

  states: {
    'missionLeaderboard.loading': async ({ page, timeout }) => {
      await expect(board(page)).toHaveAttribute('data-busy', 'true', { timeout });
    },
    'missionLeaderboard.failure': async (ui) => {
      await shown('failed', false)(ui);
      await expect(ui.page.getByTestId('missions-failure')).toBeVisible({ timeout: ui.timeout });
    },
    'missionLeaderboard.ready.idle': async (ui) => {
      await shown('ready', false)(ui);
      await expect(claimButton(ui.page)).toBeEnabled({ timeout: ui.timeout });
      await expect(ui.page.getByTestId('leaderboard-self')).toBeVisible({ timeout: ui.timeout });
      await expect(notice(ui.page)).toHaveCount(0, { timeout: ui.timeout });
    },
    'missionLeaderboard.ready.claiming': async ({ page, timeout }) => {
      await expect(claimButton(page)).toHaveAttribute('aria-busy', 'true', { timeout });
      await expect(notice(page)).toHaveCount(0, { timeout });
    },
    'missionLeaderboard.ready.outcomeUnknown.checking': outcome('checking'),
    'missionLeaderboard.ready.outcomeUnknown.stillUnknown': outcome('unknown'),
  },

  events: {
    // in the page, as a reader switches: the same flow is told and asks again (language-ui.ts)
    async LANGUAGE({ page, timeout }, event) {
      await switchLanguage(page, (event as { language?: string }).language ?? 'es', timeout);
    },
    async CLAIM({ page, timeout }) {
      await claimButton(page).click({ timeout });
    },
    async RELOAD({ control, timeout }) {
      await expect.poll(() => control.pushAccountEvent(ACCOUNTS.member.username, { kind: 'balanceChanged', balance: 1520.75 }), { timeout }).toBeGreaterThan(0);
    },
    async RETRY({ page, timeout }) {
      await page.getByTestId('missions-failure').getByRole('button', { name: uiText('missions:retry') }).click({ timeout });
    },
    async CHECK_AGAIN({ page, timeout }) {
      await checkAgain(page).click({ timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadMissions'({ page }, event) {
      // a claim kept by the tab before a reload, its outcome still unknown: there when the page loads
      // (a later load finds it written just before its held answer goes: see settles)
      const pending = (event as { output?: { pendingClaim?: MissionClaimIntent | null } }).output?.pendingClaim;
      if (!pending || page.url() !== 'about:blank') return;
      await page.addInitScript(
        ([key, kept]) => {
          if (!window.sessionStorage.getItem('__pending_preset')) {
            window.sessionStorage.setItem(key, kept);
            window.sessionStorage.setItem('__pending_preset', '1');
          }
        },
        [PENDING_KEY, JSON.stringify(pending)] as const,
      );
    },
    async 'xstate.error.actor.loadMissions'() {},
    async 'xstate.done.actor.claimMission'() {},
    async 'xstate.error.actor.claimMission'({ page }, event) {
      if (isLost(event)) await abortOnce(page, CLAIM);
    },
    /**
     * The check's readings find the mission claimed (applied), still claimable (not applied) or in
     * progress again (neither), against the claim the page keeps. A route over the held missions
     * call that answers only while the claim is kept (the newest answers: a CHECK_AGAIN's check is
     * arranged over the last one). Arranged before the step that starts the check; its first
     * reading waits for the runner to move the clock.
     */
    async 'xstate.done.actor.checkOutcome'({ page }, event) {
      const verdict = (event as { output?: { kind?: string } }).output?.kind;
      await page.route(endsWith(MISSION_LIST), async (route) => {
        const kept = await keptClaim(page);
        if (kept === null) return route.fallback();
        const missions = MISSIONS.map((mission) => {
          if (mission.missionId !== kept.request.missionId) return mission;
          if (verdict === 'applied') return { ...mission, status: 'CLAIMED', claimedTime: MISSION_CLAIM_SAMPLE.claimedTime };
          return verdict === 'notApplied' ? mission : { ...mission, status: 'IN_PROGRESS', progress: 0 };
        });
        return route.fulfill({ json: { success: true, value: missions, message: null, errorCode: null } });
      });
    },
  },

  settles: {
    async 'xstate.done.actor.loadMissions'({ page }, event) {
      const output = (event as { output?: typeof MISSION_BOARD & { pendingClaim?: MissionClaimIntent | null } }).output;
      // the load's call at the gate before the claim is kept: a check's route arranged for this step would take it otherwise
      const gate = missionsGate;
      await loadAsked(page, () => gate.pending);
      // the load reads the kept claim once its calls are answered: written before its held answer goes
      if (output?.pendingClaim) await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [PENDING_KEY, JSON.stringify(output.pendingClaim)] as const);
      await missionsGate.answer(output?.missions ?? []);
    },
    async 'xstate.error.actor.loadMissions'() {
      await missionsGate.refuse();
    },
    async 'xstate.done.actor.claimMission'(_ui, event) {
      await claimGate.answer((event as { output?: unknown }).output);
    },
    async 'xstate.error.actor.claimMission'(_ui, event) {
      // a lost answer was a dropped connection at the press (arranged above): nothing held to answer
      if (!isLost(event)) await claimGate.refuse('mission.already.claimed');
    },
  },

  holds: {
    async loadMissions() {},
    async claimMission() {},
  },
};
