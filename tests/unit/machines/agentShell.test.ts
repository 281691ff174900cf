/**
 * The agent shell chart on a fake clock: the clock moves once a second (never between), a tick
 * reads the clock rather than adding a second, and sign-out asks the session once per press; the
 * page and the flags change only what they name.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { AGENT_MENU_FLAGS, agentPageOf, agentShellMachine, NO_AGENT_FLAGS, TICK_MS, visibleAgentPages, type AgentMenuFlags } from '../../../machines/agent/agentShell.machine';
import { connectAgentShell } from '../../../machines/agent/agentShell.connect';

/** 04:05:06 GMT. */
const START = Date.UTC(2026, 2, 1, 4, 5, 6);
const ALL_ON: AgentMenuFlags = { ...NO_AGENT_FLAGS, ...Object.fromEntries(AGENT_MENU_FLAGS.map((flag) => [flag, true])) };

function start(requestSignOut = vi.fn()) {
  const actor = createActor(agentShellMachine.provide({ actions: { requestSignOut } }), {
    input: { page: null, flags: ALL_ON, now: Date.now(), offsetMinutes: 480 },
  }).start();
  const api = () => connectAgentShell(actor.getSnapshot(), actor.send);
  return { actor, api, requestSignOut };
}

describe('agent shell chart', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves the clock once a second, on the second, and not in between', async () => {
    const { actor, api } = start();
    expect(api()).toMatchObject({ gmtOffset: 'GMT+08:00', date: '2026-03-01', time: '12:05:06' });
    await vi.advanceTimersByTimeAsync(TICK_MS - 1);
    expect(api().time).toBe('12:05:06');
    await vi.advanceTimersByTimeAsync(1);
    expect(api().time).toBe('12:05:07');
    await vi.advanceTimersByTimeAsync(59 * TICK_MS);
    expect(api().time).toBe('12:06:06');
    actor.stop();
  });

  it('reads the clock at each tick, so a late tick shows the real time, not one second more', async () => {
    const { actor, api } = start();
    // the system clock jumps (a sleeping laptop, a corrected clock): the next tick shows the new time
    vi.setSystemTime(START + 3_600_000);
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(api().time).toBe('13:05:07');
    actor.stop();
  });

  it('stops ticking when the shell closes', async () => {
    const { actor } = start();
    actor.stop();
    const before = actor.getSnapshot().context.now;
    await vi.advanceTimersByTimeAsync(5 * TICK_MS);
    expect(actor.getSnapshot().context.now).toBe(before);
  });

  it('asks the session to sign out on each press and keeps the shell (the session confirms and leaves)', async () => {
    const { actor, api, requestSignOut } = start();
    api().signOut();
    expect(requestSignOut).toHaveBeenCalledTimes(1);
    // cancelled in the session's dialog: the shell goes on, clock and all
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(api().time).toBe('12:05:07');
    api().signOut();
    expect(requestSignOut).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('hides a contract page once the setting read says its kind is not set up, and closes it if it was open', () => {
    const { actor, api } = start();
    actor.send({ type: 'SHOW_PAGE', page: 'agentDailyWages2' });
    expect(api().page).toBe('agentDailyWages2');
    actor.send({ type: 'CONTRACT_SETUP', kinds: ['DIVIDEND', 'HOURLY_SALARY', 'REALTIME_SALARY'] });
    expect(api().menu.map((entry) => entry.page)).not.toContain('agentDailyWages2');
    expect(api().menu.map((entry) => entry.page)).toContain('agentDividendRecordCopy2');
    expect(api().page).toBe('agentAnnouncement');
    actor.stop();
  });

  it('keeps the page asked for and the flags it is told', () => {
    const { actor, api } = start();
    actor.send({ type: 'SHOW_PAGE', page: 'agentHourSalary' });
    expect(api().page).toBe('agentHourSalary');
    actor.send({ type: 'FLAGS', flags: { ...ALL_ON, HOURSAL3: false } });
    expect(api().menu.map((entry) => entry.page)).not.toContain('agentHourSalary');
    // its page closed with its flag: the menu's first page opens
    expect(api().page).toBe('agentAnnouncement');
    actor.send({ type: 'FLAGS', flags: ALL_ON });
    expect(api().page).toBe('agentHourSalary');
    actor.stop();
  });
});

describe('agent menu', () => {
  it('lists every page in SPEC.md order with every flag on, and only the unflagged pages with none', () => {
    expect(visibleAgentPages(ALL_ON)).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
      'depositv2',
      'withdraw',
      'messageV2',
      'customerService',
    ]);
    expect(visibleAgentPages(NO_AGENT_FLAGS)).toEqual(['personalHistoryCopy', 'palStatementsAgentCopy', 'depositv2', 'withdraw', 'messageV2', 'customerService']);
  });

  it('hides each flagged page with its own flag only', () => {
    const flagOf = { AGEINFO3: 'agentAnnouncement', AGETEAMPNL3: 'agentTeamOverview', REGCEN: 'registerCenter', DOWNMAN: 'downlineManagmentView', AGEREV3: 'agentRevenueReport', AGEDOWNTRANS3: 'agentDownlineTransactionDetailsCopy', DIVIDEND: 'agentDividendRecordCopy2', DAYSAL: 'agentDailyWages2', HOURSAL3: 'agentHourSalary', RTSALARY3: 'agentRealtimeSalary' } as const;
    for (const flag of AGENT_MENU_FLAGS) {
      const pages = visibleAgentPages({ ...ALL_ON, [flag]: false });
      expect(pages).not.toContain(flagOf[flag]);
      expect(pages).toHaveLength(15);
    }
  });

  it('shows a contract page only while its flag is on and its kind is set up; an unknown setting leaves it to the flag', () => {
    const contractPages = ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'];
    const shown = (pages: readonly string[]) => pages.filter((page) => contractPages.includes(page));
    expect(shown(visibleAgentPages(ALL_ON, null))).toEqual(contractPages);
    expect(shown(visibleAgentPages(ALL_ON, ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY']))).toEqual(contractPages);
    expect(shown(visibleAgentPages(ALL_ON, ['DAILY_SALARY', 'REALTIME_SALARY']))).toEqual(['agentDailyWages2', 'agentRealtimeSalary']);
    expect(shown(visibleAgentPages(ALL_ON, []))).toEqual([]);
    // both must allow it: set up but flagged off stays hidden
    expect(shown(visibleAgentPages({ ...ALL_ON, DAYSAL: false }, ['DAILY_SALARY', 'DIVIDEND']))).toEqual(['agentDividendRecordCopy2']);
    // the other pages never depend on the setting
    expect(visibleAgentPages(ALL_ON, [])).toHaveLength(12);
  });

  it('reads a page from a URL segment case-insensitively; anything else is no page', () => {
    expect(agentPageOf('agentteamoverview')).toBe('agentTeamOverview');
    expect(agentPageOf('AGENTREALTIMESALARY')).toBe('agentRealtimeSalary');
    expect(agentPageOf('securityCenter')).toBeNull();
    expect(agentPageOf(undefined)).toBeNull();
    expect(agentPageOf('')).toBeNull();
  });
});
