/**
 * The agent centre shell (SPEC.md §2 "Agent centre pages", §6): the clock in its header, the menu
 * the whitelabel flags allow, the page that is open, and signing out.
 *
 * - Clock: SPEC.md says the shell "shows the GMT offset and a clock updated every second". The
 *   tick is this chart's own delayed transition (`ticking` re-entered every TICK_MS), so it is
 *   drawn, runs on a fake clock in the tests and is stopped with the shell; no component keeps a
 *   timer. Each tick reads the clock (`readClock`) rather than adding a second, so a tick that
 *   fires late (a throttled background tab) still shows the right time. It reads the browser
 *   zone's offset with it: a shell left open while daylight saving starts or ends (Europe/Madrid,
 *   2027-03-28 02:00 → 03:00) goes on to GMT+02:00 and the new time, not an hour off.
 * - Menu: which pages the flags allow is decided once, here (`visibleAgentPages`), from the flags
 *   the shell was opened with and every FLAGS the view sends when the system's flags change. The
 *   four contract pages also need their kind set up for the agent (the contract setting, read with
 *   the consolidated contract info after sign-in: CONTRACT_SETUP); until it is known (or when it
 *   cannot be read) the flags alone decide.
 * - Page: `/agentHome/<page>` is the deep link; the view reports the URL's page with SHOW_PAGE. A
 *   page the menu does not offer (unknown, or its flag off) and /agentHome alone open the first
 *   page the menu offers.
 * - Sign out: asks the session (`requestSignOut`); the session confirms, logs out and leaves for
 *   /agent (the agent site), or stays when the agent cancels, so the shell stays as it was.
 */
import { assign, setup } from 'xstate';
import type { ContractKind } from '../../src/api';
import { TAGS } from '../kit';

/** The clock's period (SPEC.md §2: "a clock updated every second"). */
export const TICK_MS = 1000;

/** The whitelabel flags of the agent menu (API.md "Whitelabel tree"). */
export const AGENT_MENU_FLAGS = ['AGEINFO3', 'AGETEAMPNL3', 'REGCEN', 'DOWNMAN', 'AGEREV3', 'AGEDOWNTRANS3', 'DIVIDEND', 'DAYSAL', 'HOURSAL3', 'RTSALARY3'] as const;
export type AgentMenuFlag = (typeof AGENT_MENU_FLAGS)[number];
export type AgentMenuFlags = Readonly<Record<AgentMenuFlag, boolean>>;

/**
 * The agent menu in SPEC.md §2's order, each page with the flag that shows it (null: always).
 * SPEC.md names the flag only for the four contract pages ("only when the contract feature / daily
 * salary / hourly salary / real-time salary is enabled"); API.md lists the others by name only, so
 * they are matched by meaning: AGEINFO3 agent info (announcements), AGETEAMPNL3 team P&L (the team
 * overview and its profit), REGCEN register centre, DOWNMAN downline management, AGEREV3 agent
 * revenue (my income), AGEDOWNTRANS3 downline transactions. Team betting and user P&L have no flag
 * of their own in API.md and are always listed, as are the money and contact pages SPEC.md says
 * the agent menu "also lists". AGETRANSFERUP3 (transfer to upline) names no page of this menu.
 * The four contract pages also name their contract kind: shown only while it is set up too.
 */
export const AGENT_MENU = [
  { page: 'agentAnnouncement', flag: 'AGEINFO3' },
  { page: 'agentTeamOverview', flag: 'AGETEAMPNL3' },
  { page: 'registerCenter', flag: 'REGCEN' },
  { page: 'downlineManagmentView', flag: 'DOWNMAN' },
  { page: 'personalHistoryCopy', flag: null },
  { page: 'palStatementsAgentCopy', flag: null },
  { page: 'agentRevenueReport', flag: 'AGEREV3' },
  { page: 'agentDownlineTransactionDetailsCopy', flag: 'AGEDOWNTRANS3' },
  { page: 'agentDividendRecordCopy2', flag: 'DIVIDEND', contract: 'DIVIDEND' },
  { page: 'agentDailyWages2', flag: 'DAYSAL', contract: 'DAILY_SALARY' },
  { page: 'agentHourSalary', flag: 'HOURSAL3', contract: 'HOURLY_SALARY' },
  { page: 'agentRealtimeSalary', flag: 'RTSALARY3', contract: 'REALTIME_SALARY' },
  // the member-centre pages the agent menu reuses (SPEC.md §2 names: depositv2, withdraw, messageV2)
  { page: 'depositv2', flag: null },
  { page: 'withdraw', flag: null },
  { page: 'messageV2', flag: null },
  { page: 'customerService', flag: null },
] as const satisfies readonly { page: string; flag: AgentMenuFlag | null; contract?: ContractKind }[];

export type AgentPageName = (typeof AGENT_MENU)[number]['page'];

export const AGENT_PAGES: readonly AgentPageName[] = AGENT_MENU.map((entry) => entry.page);

/** Every flag off: the menu before the system's flags are known. */
export const NO_AGENT_FLAGS: AgentMenuFlags = Object.fromEntries(AGENT_MENU_FLAGS.map((flag) => [flag, false])) as Record<AgentMenuFlag, boolean>;

/**
 * The contract kinds set up for the agent (the contract setting); null while not known, which
 * leaves the contract pages to their flags.
 */
export type ContractKindsSetUp = readonly ContractKind[] | null;

/**
 * The pages the menu offers, in menu order (never empty: the money pages have no flag): a page's
 * flag must be on, and a contract page's kind set up when the setting is known.
 */
export function visibleAgentPages(flags: AgentMenuFlags, contractKinds: ContractKindsSetUp = null): AgentPageName[] {
  return AGENT_MENU.filter((entry) => {
    if (entry.flag !== null && !flags[entry.flag]) return false;
    const kind = 'contract' in entry ? entry.contract : null;
    return kind === null || contractKinds === null || contractKinds.includes(kind);
  }).map((entry) => entry.page);
}

/** The page a URL segment names (case-insensitive, as the routes match), or null. */
export function agentPageOf(segment: string | null | undefined): AgentPageName | null {
  if (!segment) return null;
  const lower = segment.toLowerCase();
  return AGENT_PAGES.find((page) => page.toLowerCase() === lower) ?? null;
}

export interface AgentShellInput {
  /** The page of the URL; null for /agentHome alone or a name the menu does not know. */
  readonly page: AgentPageName | null;
  readonly flags: AgentMenuFlags;
  /** The contract kinds set up for the agent, when already known (else null or absent). */
  readonly contractKinds?: ContractKindsSetUp;
  /** The time when the shell opens (epoch ms). */
  readonly now: number;
  /**
   * A fixed zone's offset from GMT in minutes (+480 for GMT+08:00). Without it the clock is in the
   * browser's zone, whose offset is read again at every tick (it changes with daylight saving).
   */
  readonly offsetMinutes?: number;
}

/** The input, kept: the clock moves `now` (and the browser zone's offset), SHOW_PAGE, FLAGS and CONTRACT_SETUP replace their parts. */
export interface AgentShellContext extends AgentShellInput {
  readonly contractKinds: ContractKindsSetUp;
  /** The offset the clock is written in now. */
  readonly offsetMinutes: number;
  /** The offset is the browser zone's at `now`, read with the clock (false: the input's fixed one). */
  readonly browserZone: boolean;
}

/** The browser zone's offset from GMT at `time`, in minutes (+60 for GMT+01:00; 0, never -0, for GMT). */
export const browserOffsetMinutes = (time: number): number => 0 - new Date(time).getTimezoneOffset();

export type AgentShellEvent =
  | { type: 'SHOW_PAGE'; page: AgentPageName | null }
  | { type: 'FLAGS'; flags: AgentMenuFlags }
  /** The contract kinds set up for the agent, once read. */
  | { type: 'CONTRACT_SETUP'; kinds: readonly ContractKind[] }
  | { type: 'SIGN_OUT' };

export const agentShellMachine = setup({
  types: {
    context: {} as AgentShellContext,
    events: {} as AgentShellEvent,
    input: {} as AgentShellInput,
  },
  actions: {
    /** Reads the clock; the wiring keeps this default, tests run it on a fake clock. */
    readClock: assign(({ context }) => {
      const now = Date.now();
      return context.browserZone ? { now, offsetMinutes: browserOffsetMinutes(now) } : { now };
    }),
    /** Asks the session to sign out (it confirms first; then /agent). */
    requestSignOut: () => undefined,
    storePage: assign((_, page: AgentPageName | null) => ({ page })),
    storeFlags: assign((_, flags: AgentMenuFlags) => ({ flags })),
    storeContractKinds: assign((_, contractKinds: readonly ContractKind[]) => ({ contractKinds })),
  },
}).createMachine({
  id: 'agentShell',
  // Words for the chart gallery (tests/tools/charts/labels.ts); no behaviour reads them.
  meta: {
    description: 'The agent centre’s frame: its clock, the menu the flags allow, the open page, signing out.',
    events: {
      SHOW_PAGE: 'the agent opens a page',
      FLAGS: 'the site’s flags change',
      CONTRACT_SETUP: 'the contract setting is known',
      SIGN_OUT: 'the agent signs out',
    },
  },
  context: ({ input }) => ({
    ...input,
    contractKinds: input.contractKinds ?? null,
    offsetMinutes: input.offsetMinutes ?? browserOffsetMinutes(input.now),
    browserZone: input.offsetMinutes === undefined,
  }),
  initial: 'ticking',
  states: {
    ticking: {
      tags: [TAGS.ready],
      after: { [TICK_MS]: { target: 'ticking', reenter: true, actions: 'readClock' } },
    },
  },
  on: {
    SHOW_PAGE: { actions: { type: 'storePage', params: ({ event }) => event.page } },
    FLAGS: { actions: { type: 'storeFlags', params: ({ event }) => event.flags } },
    CONTRACT_SETUP: { actions: { type: 'storeContractKinds', params: ({ event }) => event.kinds } },
    SIGN_OUT: { actions: 'requestSignOut' },
  },
});

export type AgentShellMachine = typeof agentShellMachine;
