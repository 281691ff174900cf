/**
 * The agent shell chart as its view sees it: the menu the flags and the contract setting allow,
 * the page open, the clock's text and the agent's intents. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { Send } from '../kit';
import type { ContractKind } from '../../src/api';
import { visibleAgentPages, type AgentPageName, type AgentShellEvent, type AgentShellMachine } from './agentShell.machine';

export interface AgentMenuEntry {
  readonly page: AgentPageName;
  /** The deep link /agentHome/<page>. */
  readonly href: string;
  readonly current: boolean;
}

export interface AgentShellView {
  /** The menu, in SPEC.md's order, only the pages the flags (and, for contract pages, the contract setting) allow. */
  readonly menu: readonly AgentMenuEntry[];
  /** The contract kinds set up for the agent, as the shell was told (null: not known yet). */
  readonly contractKinds: readonly ContractKind[] | null;
  /** The page shown: the URL's when the menu offers it, else the menu's first. */
  readonly page: AgentPageName;
  /** "GMT+08:00": the offset of the time the clock shows. */
  readonly gmtOffset: string;
  /** "2026-11-24" in that offset. */
  readonly date: string;
  /** "16:06:45" in that offset, moved on every second by the chart. */
  readonly time: string;
  /** Signs out (the session confirms first, then /agent). */
  signOut(): void;
}

export const agentPagePath = (page: AgentPageName): string => `/agentHome/${page}`;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "GMT+08:00", "GMT-03:30", "GMT+00:00". */
export function gmtOffsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(offsetMinutes);
  return `GMT${sign}${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

/** The wall-clock date and time at `now` in a zone `offsetMinutes` from GMT. */
export function clockText(now: number, offsetMinutes: number): { date: string; time: string } {
  const shifted = new Date(now + offsetMinutes * 60_000);
  return {
    date: `${shifted.getUTCFullYear()}-${twoDigits(shifted.getUTCMonth() + 1)}-${twoDigits(shifted.getUTCDate())}`,
    time: `${twoDigits(shifted.getUTCHours())}:${twoDigits(shifted.getUTCMinutes())}:${twoDigits(shifted.getUTCSeconds())}`,
  };
}

export function connectAgentShell(snapshot: SnapshotFrom<AgentShellMachine>, send: Send<AgentShellEvent>): AgentShellView {
  const { flags, contractKinds, page: asked, now, offsetMinutes } = snapshot.context;
  const pages = visibleAgentPages(flags, contractKinds);
  // the money pages have no flag, so the menu is never empty; the fallback only satisfies the type
  const page = asked && pages.includes(asked) ? asked : (pages[0] ?? 'depositv2');
  const { date, time } = clockText(now, offsetMinutes);
  return {
    menu: pages.map((entry) => ({ page: entry, href: agentPagePath(entry), current: entry === page })),
    contractKinds,
    page,
    gmtOffset: gmtOffsetLabel(offsetMinutes),
    date,
    time,
    signOut: () => send({ type: 'SIGN_OUT' }),
  };
}
