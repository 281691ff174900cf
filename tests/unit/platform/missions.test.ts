/** Missions on the embedded platform: member01's week of bets is more than the ledger's sample, and only that week. */
import { describe, expect, it } from 'vitest';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor } from './support';

const { platform } = createTestPlatform();

type Row = { missionId: string; progress: number; target: number; status: string; endsInMs: number };
const missions = async (scenario: string, token: string) => (await callRoute<{ list: Row[] }>(platform, 'missionList', { scenario, token })).body.value.list;
const find = (rows: Row[], id: string) => rows.find((row) => row.missionId === id);

describe('member01 missions', () => {
  it('counts the bets made earlier this week on slots and live casino (never $0.00 on a seeded week), then starts next week afresh', async () => {
    const scenario = freshScenario('missions');
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const now = await missions(scenario, token);
    const slots = find(now, 'msn-member01-bet-slots');
    const live = find(now, 'msn-member01-bet-live');
    expect(slots?.progress).toBeGreaterThanOrEqual(1_860);
    expect(live?.progress).toBeGreaterThanOrEqual(945);
    expect(slots?.status).toBe('IN_PROGRESS');

    // past the week's end: the earlier bets belonged to the week gone
    await controlFor(platform, scenario).advanceClock(Math.ceil((slots?.endsInMs ?? 0) / 1000) + 60);
    const nextWeek = await missions(scenario, token);
    expect(find(nextWeek, 'msn-member01-bet-slots')?.progress).toBeLessThan(1_860);
    expect(find(nextWeek, 'msn-member01-bet-live')?.progress).toBeLessThan(945);
  });
});
