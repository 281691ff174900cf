/**
 * connectAgentShell without React: snapshots of the agent shell chart (resolveState, no actor run)
 * → the menu the flags allow with the open page marked, the page shown for /agentHome and for a
 * page the menu hides, the clock's text in the zone's offset; and its intents → the chart's events.
 */
import { describe, expect, it, vi } from 'vitest';
import { AGENT_MENU_FLAGS, agentShellMachine, NO_AGENT_FLAGS, type AgentMenuFlags, type AgentShellContext } from '../../../machines/agent/agentShell.machine';
import { clockText, connectAgentShell, gmtOffsetLabel } from '../../../machines/agent/agentShell.connect';

const ALL_ON: AgentMenuFlags = { ...NO_AGENT_FLAGS, ...Object.fromEntries(AGENT_MENU_FLAGS.map((flag) => [flag, true])) };
const base: AgentShellContext = { page: null, flags: ALL_ON, contractKinds: null, now: Date.UTC(2026, 11, 31, 23, 59, 59), offsetMinutes: 0, browserZone: false };
const at = (context: Partial<AgentShellContext> = {}) => agentShellMachine.resolveState({ value: 'ticking', context: { ...base, ...context } });

describe('connectAgentShell', () => {
  it('opens the menu’s first page for /agentHome alone, marked as the current entry', () => {
    const api = connectAgentShell(at(), vi.fn());
    expect(api.page).toBe('agentAnnouncement');
    expect(api.menu.filter((entry) => entry.current).map((entry) => entry.page)).toEqual(['agentAnnouncement']);
    expect(api.menu[0]).toEqual({ page: 'agentAnnouncement', href: '/agentHome/agentAnnouncement', current: true });
    expect(api.menu).toHaveLength(16);
  });

  it('shows the page asked for when the menu offers it, else the menu’s first page', () => {
    expect(connectAgentShell(at({ page: 'withdraw' }), vi.fn()).page).toBe('withdraw');
    const hidden = connectAgentShell(at({ page: 'agentRealtimeSalary', flags: { ...ALL_ON, RTSALARY3: false, AGEINFO3: false } }), vi.fn());
    expect(hidden.page).toBe('agentTeamOverview');
    expect(hidden.menu.map((entry) => entry.page)).not.toContain('agentRealtimeSalary');
    expect(hidden.menu.map((entry) => entry.page)).not.toContain('agentAnnouncement');
  });

  it('leaves out the contract pages whose kind is not set up, and opens the first page for one of them', () => {
    const api = connectAgentShell(at({ page: 'agentHourSalary', contractKinds: ['DIVIDEND'] }), vi.fn());
    expect(api.menu.map((entry) => entry.page)).toContain('agentDividendRecordCopy2');
    expect(api.menu.map((entry) => entry.page)).not.toContain('agentHourSalary');
    expect(api.menu).toHaveLength(13);
    expect(api.page).toBe('agentAnnouncement');
  });

  it('with every flag off still offers the pages that have none, team betting first', () => {
    const api = connectAgentShell(at({ flags: NO_AGENT_FLAGS }), vi.fn());
    expect(api.page).toBe('personalHistoryCopy');
    expect(api.menu.map((entry) => entry.page)).toEqual(['personalHistoryCopy', 'palStatementsAgentCopy', 'depositv2', 'withdraw', 'messageV2', 'customerService']);
  });

  it('writes the clock in the zone’s offset, crossing the date line where it should', () => {
    expect(connectAgentShell(at(), vi.fn())).toMatchObject({ gmtOffset: 'GMT+00:00', date: '2026-12-31', time: '23:59:59' });
    expect(connectAgentShell(at({ offsetMinutes: 480 }), vi.fn())).toMatchObject({ gmtOffset: 'GMT+08:00', date: '2027-01-01', time: '07:59:59' });
    expect(connectAgentShell(at({ offsetMinutes: -210 }), vi.fn())).toMatchObject({ gmtOffset: 'GMT-03:30', date: '2026-12-31', time: '20:29:59' });
    expect(gmtOffsetLabel(345)).toBe('GMT+05:45');
    expect(clockText(0, 0)).toEqual({ date: '1970-01-01', time: '00:00:00' });
  });

  it('sends the intents as the chart’s events (the page, the flags and the contract kinds reach it as the view\'s props)', () => {
    const send = vi.fn();
    const api = connectAgentShell(at(), send);
    api.signOut();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'SIGN_OUT' }]);
  });
});
