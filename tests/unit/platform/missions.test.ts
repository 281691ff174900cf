/** Missions on the embedded platform: member01's betting missions count its week's bets as its betting record lists them, and only that week. */
import { describe, expect, it } from 'vitest';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor } from './support';

const { platform } = createTestPlatform();

type Row = { missionId: string; progress: number; target: number; status: string; endsInMs: number };
const missions = async (scenario: string, token: string) => (await callRoute<{ list: Row[] }>(platform, 'missionList', { scenario, token })).body.value.list;
const find = (rows: Row[], id: string) => rows.find((row) => row.missionId === id);

describe('member01 missions', () => {
  it("counts the week's bets on slots and live casino as its betting record lists them, then starts next week afresh", async () => {
    const scenario = freshScenario('missions');
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const now = await missions(scenario, token);
    const slots = find(now, 'msn-member01-bet-slots');
    const live = find(now, 'msn-member01-bet-live');
    expect(slots?.status).toBe('IN_PROGRESS');
    expect(live?.status).toBe('IN_PROGRESS');
    const weekStart = Date.parse('2025-05-26T00:00:00Z');
    const record = async (gameType: string) => {
      const answer = await callRoute<{ totals: { betAmount: number } }>(platform, 'memberBettingRecord', { scenario, token, query: { startTime: weekStart, endTime: Date.parse('2025-06-01T23:59:59.999Z'), gameType, pageSize: 200 } });
      return answer.body.value.totals.betAmount;
    };
    expect(slots?.progress).toBe(await record('RNG'));
    expect(live?.progress).toBe(await record('LIVE'));

    // past the week's end: the week's bets belonged to the week gone
    await controlFor(platform, scenario).advanceClock(Math.ceil((slots?.endsInMs ?? 0) / 1000) + 60);
    const nextWeek = await missions(scenario, token);
    expect(find(nextWeek, 'msn-member01-bet-slots')?.progress).toBeLessThanOrEqual(slots?.progress ?? 0);
    expect(find(nextWeek, 'msn-member01-bet-live')?.progress).toBeLessThanOrEqual(live?.progress ?? 0);
  });
});
