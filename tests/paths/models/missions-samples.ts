/** Sample answers of the missions area for the path models, UI maps and unit tests. */
import type { Leaderboard, Mission, RedEnvelope, VipProgress } from '../../../src/api/missions';

const DAY = 86_400_000;

export const MISSIONS: readonly Mission[] = [
  { missionId: 'm-streak', kind: 'LOGIN_STREAK', period: 'WEEK', title: 'Log in 7 days in a row', target: 7, progress: 7, reward: 15, status: 'CLAIMABLE', endsTime: '2026-11-30T00:00:00.000Z', endsInMs: 3 * DAY + 3_600_000, claimedTime: undefined },
  { missionId: 'm-slots', kind: 'BET_SLOTS', period: 'WEEK', title: 'Bet 5,000 on slots this week', target: 5000, progress: 1250, reward: 50, status: 'IN_PROGRESS', endsTime: '2026-11-30T00:00:00.000Z', endsInMs: 3 * DAY + 3_600_000, claimedTime: undefined },
  { missionId: 'm-sports', kind: 'BET_SPORTS', period: 'DAY', title: 'Bet 100 on sports today', target: 100, progress: 100, reward: 5, status: 'CLAIMED', endsTime: '2026-11-25T00:00:00.000Z', endsInMs: 7 * 3_600_000, claimedTime: '2026-11-24T10:00:00.000Z' },
];

export const LEADERBOARD: Leaderboard = {
  entries: [
    { rank: 1, username: 'lu***ar', score: 9000, self: false },
    { rank: 2, username: 'me***01', score: 4500.5, self: true },
    { rank: 3, username: 'ro***88', score: 1200, self: false },
  ],
  endsTime: '2026-11-30T00:00:00.000Z',
  endsInMs: 3 * DAY + 3_600_000,
};

export const MISSION_BOARD = { missions: MISSIONS, leaderboard: LEADERBOARD };

export const ENVELOPE: RedEnvelope = { envelopeId: 'ENV-1', expiresTime: '2026-11-24T18:30:00.000Z', expiresInMs: 30 * 60_000 };

export const VIP: VipProgress = {
  playerRankName: 'VIP 3',
  nextRankName: 'VIP 4',
  level: 3,
  monthlyTurnover: { actual: 1500, expected: 4000 },
  levels: [1, 2, 3, 4].map((level) => ({ level, name: `VIP ${level}`, monthlyTurnover: level === 1 ? 0 : 1000 * 2 ** (level - 2), rebateRate: 0.2 + level / 10, birthdayBonus: level * 10, dailyWithdrawals: 2 + level })),
  months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, index) => ({ month, turnover: 1500 + index * 200 })),
};
