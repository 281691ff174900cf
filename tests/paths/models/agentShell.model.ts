/**
 * The path model of the agent shell chart: the clock's tick (a delayed transition, run on the fake
 * clock), a page chosen from the menu, a flag turned off (its entry leaves the menu), the contract
 * setting read without daily salary (its entry leaves the menu too) and sign-out.
 */
import type { PathModel } from '../registry';
import { AGENT_MENU_FLAGS, type AgentMenuFlags, type AgentShellMachine } from '../../../machines/agent/agentShell.machine';

/** Every flag on, as the seeded platform has them. */
export const AGENT_FLAGS_ON: AgentMenuFlags = Object.fromEntries(AGENT_MENU_FLAGS.map((flag) => [flag, true])) as Record<(typeof AGENT_MENU_FLAGS)[number], boolean>;

const events = {
  SHOW_PAGE: [{ type: 'SHOW_PAGE', page: 'registerCenter' }],
  FLAGS: [{ type: 'FLAGS', flags: { ...AGENT_FLAGS_ON, DIVIDEND: false } }],
  CONTRACT_SETUP: [{ type: 'CONTRACT_SETUP', kinds: ['DIVIDEND', 'HOURLY_SALARY', 'REALTIME_SALARY'] }],
  SIGN_OUT: [{ type: 'SIGN_OUT' }],
};

export const agentShellModel: PathModel<AgentShellMachine> = {
  stitchTours: true,
  events,
  input: { page: null, flags: AGENT_FLAGS_ON, now: 0, offsetMinutes: 0 },
  // the time shown is free data; the page, the flags and the contract setting are what a step changes
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, page: snapshot.context.page, dividend: snapshot.context.flags.DIVIDEND, dailySalary: snapshot.context.contractKinds?.includes('DAILY_SALARY') ?? null }),
};
