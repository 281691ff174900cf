/**
 * The downline management as its page sees it: the query, the page of rows, the totals row, the
 * breadcrumb from the signed-in agent down to the team shown, and the intents. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { DownlineList, DownlineRow, DownlineSort } from '../../src/api';
import { type ListStatus, listStatusOf, type Send } from '../kit';
import type { DownlineListEvent, DownlineListMachine, DownlineQuery, SortOrder } from './downlineList.machine';

export interface BreadcrumbStep {
  readonly username: string;
  /** The team SHOW_TEAM opens for this step (null: the signed-in agent's own). */
  readonly agent: string | null;
  /** The step shown now (not a link). */
  readonly current: boolean;
}

export interface DownlineListView {
  readonly status: ListStatus;
  readonly busy: boolean;
  readonly query: DownlineQuery;
  /** The page's rows (kept on screen while the next page loads). */
  readonly rows: readonly DownlineRow[];
  /** The figures of every row of the query added up (not only this page); null until loaded. */
  readonly totals: DownlineList['totals'] | null;
  readonly totalCount: number;
  readonly page: number;
  readonly totalPages: number;
  /** From the signed-in agent down to the team listed; one step until the first answer. */
  readonly breadcrumb: readonly BreadcrumbStep[];
  readonly failureKey: string | null;
  readonly rangeErrorKey: string | null;
  /** The downline the transfer dialog is open for. */
  readonly transferTo: string | null;
  search(keyword: string): void;
  sort(sortBy: DownlineSort, sortOrder: SortOrder): void;
  setPage(page: number): void;
  setRange(from: string, to: string): void;
  /** Back up the breadcrumb (null: the agent's own team). */
  showTeam(agent: string | null): void;
  /** Into a downline agent's own team (its row). */
  openTeam(agent: string): void;
  retry(): void;
  openTransfer(downline: string): void;
  closeTransfer(): void;
  transferred(): void;
}

/** The platform's path (caller first) as steps; the first step is the agent's own team. */
function breadcrumbOf(path: readonly string[], agent: string | null): BreadcrumbStep[] {
  const steps = path.map((username, index) => ({ username, agent: index === 0 ? null : username, current: index === path.length - 1 }));
  // before the team's answer (or after a failure) the path between is not known: the agent's own
  // team, then the team asked for; the own team alone is its one step, as the answer will give
  // (drawn before it, so the list below does not move when it comes)
  if (steps.length === 0) return agent ? [{ username: '', agent: null, current: false }, { username: agent, agent, current: true }] : [{ username: '', agent: null, current: true }];
  return steps;
}

export function connectDownlineList(snapshot: SnapshotFrom<DownlineListMachine>, send: Send<DownlineListEvent>): DownlineListView {
  const { query, result, failureKey, rangeErrorKey, transferTo } = snapshot.context;
  const status = listStatusOf(snapshot);
  // a result of another team (the one before a drill) is not this team's breadcrumb
  const sameTeam = result !== null && (query.agent === null ? result.path.length <= 1 : result.agent.toLowerCase() === query.agent.toLowerCase());
  return {
    status,
    busy: status === 'loading',
    query,
    rows: status === 'failed' || status === 'empty' ? [] : (result?.list ?? []),
    totals: status === 'failed' ? null : (result?.totals ?? null),
    totalCount: status === 'failed' ? 0 : (result?.totalCount ?? 0),
    page: query.page,
    totalPages: result?.totalPages ?? 1,
    breadcrumb: breadcrumbOf(sameTeam ? result.path : [], query.agent),
    failureKey: status === 'failed' ? failureKey : null,
    rangeErrorKey,
    transferTo: snapshot.hasTag('transferring') ? transferTo : null,
    search: (keyword) => send({ type: 'SEARCH', keyword }),
    sort: (sortBy, sortOrder) => send({ type: 'SORT', sortBy, sortOrder }),
    setPage: (page) => send({ type: 'SET_PAGE', page }),
    setRange: (from, to) => send({ type: 'SET_RANGE', from, to }),
    showTeam: (agent) => send({ type: 'SHOW_TEAM', agent }),
    openTeam: (agent) => send({ type: 'OPEN_TEAM', agent }),
    retry: () => send({ type: 'RETRY' }),
    openTransfer: (downline) => send({ type: 'OPEN_TRANSFER', downline }),
    closeTransfer: () => send({ type: 'CLOSE_TRANSFER' }),
    transferred: () => send({ type: 'TRANSFERRED' }),
  };
}
