/** Answers of the team calls the team charts' path models and unit tests feed (wire-shaped: the envelope's value). */
import { daysAgo, today } from './ledger-samples';

export { daysAgo, today };

const figures = (bet: number) => ({ betAmount: bet, validBetAmount: bet, winAmount: bet - 10, profitAndLoss: -10, depositAmount: 100, withdrawAmount: 40 });

export const OVERVIEW_TEAM = {
  agent: 'agent01',
  startTime: 0,
  endTime: 1,
  teamSize: 3,
  directMembers: 2,
  newMembers: 1,
  activeMembers: 2,
  ...figures(300),
  profitAndLoss: -20,
  depositAmount: 200,
  withdrawAmount: 80,
  series: [
    { date: '2026-11-22', newMembers: 0, activeMembers: 1, ...figures(100) },
    { date: '2026-11-23', newMembers: 1, activeMembers: 2, ...figures(200) },
  ],
  levels: [
    { level: 1, teamSize: 2, newMembers: 1, activeMembers: 1, ...figures(200) },
    { level: 2, teamSize: 1, newMembers: 0, activeMembers: 1, ...figures(100) },
  ],
};

export const OVERVIEW_EMPTY = { ...OVERVIEW_TEAM, teamSize: 0, directMembers: 0, newMembers: 0, activeMembers: 0, ...figures(0), profitAndLoss: 0, depositAmount: 0, withdrawAmount: 0, levels: [], series: [] };

/** A direct downline agent of agent01 in the seeded tree (so a transfer to it goes through). */
export const DOWNLINE_AGENT = 'gm00009';

const downline = (index: number) => ({
  username: index === 0 ? DOWNLINE_AGENT : `gm0010${index}`,
  type: index === 0 ? 2 : 3,
  isAgent: index === 0,
  level: 1,
  upline: 'agent01',
  registerTime: Date.UTC(2026, 10, 1),
  teamSize: index === 0 ? 5 : 0,
  directCount: index === 0 ? 2 : 0,
  balance: 100,
  ...figures(100 + index),
});

export const DOWNLINES_ROWS = { agent: 'agent01', path: ['agent01'], list: Array.from({ length: 3 }, (_, index) => downline(index)), pageNum: 1, totalPages: 3, totalCount: 45, totals: figures(4500) };
export const DOWNLINES_EMPTY = { agent: 'agent01', path: ['agent01'], list: [], pageNum: 1, totalPages: 1, totalCount: 0, totals: figures(0) };
/** A page past the last (an old link): no rows, but the team has some. */
export const DOWNLINES_PAST_END = { ...DOWNLINES_EMPTY, pageNum: 9, totalPages: 3, totalCount: 45 };
